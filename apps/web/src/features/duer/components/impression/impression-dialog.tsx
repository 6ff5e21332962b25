import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { type DuerDetail, DuerMessages as M } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { openErrorDialog } from '../../../../lib/error-dialog';
import { useImprimerCategories } from '../../api/impression/imprimer-categories';
import { useImprimerDuer } from '../../api/impression/imprimer-duer';
import { useImprimerModules } from '../../api/impression/imprimer-modules';
import { duerErreur } from '../../utils/duer-erreur';
import { ERREUR_GENERATION } from './impression-libelles';
import { ChoixModules, ChoixUnites, type OptionsUnites } from './impression-selection';
import { ImpressionSuivi } from './impression-suivi';

export type ChoixImpression = 'provisoire' | 'definitif' | 'modules' | 'categories';

const CHOIX: { valeur: ChoixImpression; libelle: string }[] = [
  { valeur: 'provisoire', libelle: 'DUER complet provisoire' },
  { valeur: 'definitif', libelle: 'DUER complet définitif' },
  { valeur: 'modules', libelle: 'Modules choisis' },
  { valeur: 'categories', libelle: 'Unités de travail choisies' },
];

/** Members print definitively an unfinished DUER; advisers always (the api decides anyway). */
export const peutImprimerDefinitif = (detail: DuerDetail) => detail.droits.estCollaborateur || !detail.duer.estFini;

/** Ids joined by ';' (spec 03 §7.2); -1 adds the pages and -2 the annexes to a work-unit selection. */
export const categoriesListe = (ids: number[], options: OptionsUnites) => [...ids, ...(options.pages ? [-1] : []), ...(options.annexes ? [-2] : [])].join(';');

const DEFINITIF_AVERTISSEMENT =
  'L’impression définitive termine le DUER : il ne pourra plus être modifié par l’adhérent. Le PDF est rangé dans les documents du dossier et scellé comme version légale, conservée 40 ans.';

/** The print dialog of the work-units screen (spec 03 §2.10): choices, the definitive warning, then the real progress. */
export function ImpressionDialog({ idDuer, detail, onClose }: { idDuer: number; detail: DuerDetail; onClose: () => void }) {
  const [choix, setChoix] = useState<ChoixImpression>('provisoire');
  const [modules, setModules] = useState<number[]>([]);
  const [unites, setUnites] = useState<number[]>([]);
  const [options, setOptions] = useState<OptionsUnites>({ pages: false, annexes: false });
  const [confirmation, setConfirmation] = useState(false);
  const [idImpression, setIdImpression] = useState<string | null>(null);
  const duer = useImprimerDuer();
  const parModules = useImprimerModules();
  const parUnites = useImprimerCategories();
  const busy = duer.isPending || parModules.isPending || parUnites.isPending;
  const categories = [...detail.categories].sort((a, b) => a.ordre - b.ordre);
  const choixOfferts = CHOIX.filter((c) => c.valeur !== 'definitif' || peutImprimerDefinitif(detail));

  const handlers = {
    onSuccess: ({ idImpression: id }: { idImpression: string }) => setIdImpression(id),
    onError: (e: unknown) => duerErreur(e, ERREUR_GENERATION),
  };
  /** An empty selection is refused in the error modal (spec 03 §5). */
  const imprimer = () => {
    if (choix === 'provisoire') duer.mutate({ duerId: idDuer, temporaire: true }, handlers);
    else if (choix === 'definitif') {
      if (!confirmation) return setConfirmation(true);
      duer.mutate({ duerId: idDuer, temporaire: false }, handlers);
    } else if (choix === 'modules') {
      if (modules.length === 0) return openErrorDialog(M.aucunModuleSelectionne);
      parModules.mutate({ idDuer, modulesListe: modules.join(';') }, handlers);
    } else {
      if (unites.length === 0) return openErrorDialog(M.aucuneUniteSelectionnee);
      parUnites.mutate({ idDuer, categoriesListe: categoriesListe(unites, options), imprimerPages: options.pages, imprimerAnnexes: options.annexes }, handlers);
    }
  };

  const actions = idImpression ? (
    <DialogCloseButton>Fermer</DialogCloseButton>
  ) : confirmation ? (
    <>
      <button type="button" className="bouton bouton--secondaire" onClick={() => setConfirmation(false)} disabled={busy}>
        Revenir aux choix
      </button>
      <button type="button" className="bouton" onClick={imprimer} disabled={busy}>
        Imprimer en définitif
      </button>
    </>
  ) : (
    <>
      <DialogCloseButton secondary>Fermer sans imprimer</DialogCloseButton>
      <button type="button" className="bouton" onClick={imprimer} disabled={busy}>
        {choix === 'definitif' ? 'Continuer' : 'Lancer l’impression'}
      </button>
    </>
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame title={confirmation && !idImpression ? 'Imprimer le DUER en définitif' : 'Imprimer le DUER'} testId="dialogue-impression" actions={actions}>
        {idImpression ? (
          <ImpressionSuivi idDuer={idDuer} idImpression={idImpression} />
        ) : confirmation ? (
          <p className="duer-impression__avertissement">{DEFINITIF_AVERTISSEMENT}</p>
        ) : (
          <div className="duer-impression__formulaire">
            <fieldset className="duer-impression__choix">
              <legend>Que voulez-vous imprimer ?</legend>
              {choixOfferts.map((c) => (
                <label key={c.valeur} className="duer-impression__case">
                  <input type="radio" name="choix-impression" value={c.valeur} checked={choix === c.valeur} onChange={() => setChoix(c.valeur)} />
                  {c.libelle}
                </label>
              ))}
            </fieldset>
            {choix === 'definitif' && <p className="duer-impression__avertissement">{DEFINITIF_AVERTISSEMENT}</p>}
            {choix === 'modules' && <ChoixModules idDuer={idDuer} categories={categories} choisis={modules} onChange={setModules} />}
            {choix === 'categories' && <ChoixUnites categories={categories} choisis={unites} onChange={setUnites} options={options} onOptions={setOptions} />}
          </div>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}
