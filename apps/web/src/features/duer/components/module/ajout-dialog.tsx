import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type AjoutGroupe, DUER_LIMITES, DuerMessages as M, type DuerGroupe } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';
import { openErrorDialog } from '../../../../lib/error-dialog';
import { baseGroupesQueryOptions } from '../../api/module/get-base-groupes';
import { baseRisquesQueryOptions } from '../../api/module/get-base-risques';
import { groupesDisponiblesQueryOptions } from '../../api/module/get-groupes-disponibles';

export type Ajout = { type: 'groupe'; body: AjoutGroupe } | { type: 'risque'; idGroupe: number; body: { nom: string } | { idBaseRisque: number } };

type Choix = 'groupe' | 'risque' | 'groupeEtRisque';
type ModeGroupe = 'nouveau' | 'base' | 'autreDuer';

interface AjoutDialogProps {
  idDuer: number;
  idModule: number;
  annee: number;
  groupes: DuerGroupe[];
  estCollaborateur: boolean;
  onClose: () => void;
  onAjout: (ajout: Ajout) => void;
}

/** Checks the dialog's choice; a message for the error modal, or the call to make (spec 03 §2.4, §5). */
export function ajoutDepuis(
  choix: Choix,
  f: {
    modeGroupe: ModeGroupe;
    nom: string;
    idBaseGroupe: number | null;
    idDuerGroupe: number | null;
    idGroupe: number | null;
    modeRisque: 'nouveau' | 'base';
    idBaseRisque: number | null;
    nomGroupe: string;
    nomRisque: string;
  },
): Ajout | string {
  if (choix === 'groupeEtRisque') {
    if (!f.nomGroupe.trim() || !f.nomRisque.trim()) return M.groupeEtRisqueRequis;
    return { type: 'groupe', body: { mode: 'groupeEtRisque', nomGroupe: f.nomGroupe.trim(), nomRisque: f.nomRisque.trim() } };
  }
  if (choix === 'groupe') {
    if (f.modeGroupe === 'nouveau') return f.nom.trim() ? { type: 'groupe', body: { mode: 'nouveau', nom: f.nom.trim() } } : M.libelleRequis;
    if (f.modeGroupe === 'base')
      return f.idBaseGroupe ? { type: 'groupe', body: { mode: 'base', idBaseGroupe: f.idBaseGroupe } } : M.aucuneOperationSelectionnee;
    return f.idDuerGroupe ? { type: 'groupe', body: { mode: 'autreDuer', idDuerGroupe: f.idDuerGroupe } } : M.aucuneOperationSelectionnee;
  }
  if (!f.idGroupe) return M.aucuneOperationSelectionnee;
  if (f.modeRisque === 'nouveau') return f.nom.trim() ? { type: 'risque', idGroupe: f.idGroupe, body: { nom: f.nom.trim() } } : M.libelleRequis;
  return f.idBaseRisque ? { type: 'risque', idGroupe: f.idGroupe, body: { idBaseRisque: f.idBaseRisque } } : 'Aucun risque n’a été sélectionné';
}

function Radio<T extends string>({
  name,
  value,
  current,
  onChange,
  children,
}: {
  name: string;
  value: T;
  current: T;
  onChange: (v: T) => void;
  children: string;
}) {
  return (
    <label className="duer-ajout__choix">
      <input type="radio" name={name} value={value} checked={current === value} onChange={() => onChange(value)} />
      {children}
    </label>
  );
}

/** 'Ajouter un risque': an operation, a risk in an operation, or both together. */
export function AjoutDialog({ idDuer, idModule, annee, groupes, estCollaborateur, onClose, onAjout }: AjoutDialogProps) {
  const id = useId();
  const [choix, setChoix] = useState<Choix>('groupe');
  const [modeGroupe, setModeGroupe] = useState<ModeGroupe>('nouveau');
  const [modeRisque, setModeRisque] = useState<'nouveau' | 'base'>('nouveau');
  const [nom, setNom] = useState('');
  const [nomGroupe, setNomGroupe] = useState('');
  const [nomRisque, setNomRisque] = useState('');
  const [idBaseGroupe, setIdBaseGroupe] = useState<number | null>(null);
  const [idDuerGroupe, setIdDuerGroupe] = useState<number | null>(null);
  const [idGroupe, setIdGroupe] = useState<number | null>(groupes[0]?.id ?? null);
  const [idBaseRisque, setIdBaseRisque] = useState<number | null>(null);
  const [texte, setTexte] = useState('');
  const [anneeFiltre, setAnneeFiltre] = useState<number | null>(null);
  const texteFiltre = useDebouncedValue(texte, 300);

  const baseGroupes = useQuery({ ...baseGroupesQueryOptions(idDuer, idModule), enabled: choix === 'groupe' && modeGroupe === 'base' });
  const disponibles = useQuery({
    ...groupesDisponiblesQueryOptions(idDuer, texteFiltre, anneeFiltre),
    enabled: estCollaborateur && choix === 'groupe' && modeGroupe === 'autreDuer',
  });
  const baseRisques = useQuery({
    ...baseRisquesQueryOptions(idDuer, idGroupe ?? 0),
    enabled: choix === 'risque' && modeRisque === 'base' && idGroupe !== null,
  });
  const annees = Array.from({ length: 11 }, (_, i) => annee - i);

  const valider = () => {
    const r = ajoutDepuis(choix, { modeGroupe, nom, idBaseGroupe, idDuerGroupe, idGroupe, modeRisque, idBaseRisque, nomGroupe, nomRisque });
    if (typeof r === 'string') return openErrorDialog(r);
    onAjout(r);
    onClose();
  };
  const libelle = (label: string, value: string, set: (v: string) => void, suffix: string) => (
    <>
      <label htmlFor={`${id}-${suffix}`}>{label}</label>
      <input id={`${id}-${suffix}`} className="champ" value={value} maxLength={DUER_LIMITES.libelleMax} onChange={(e) => set(e.target.value)} />
    </>
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title="Ajouter un risque"
        testId="dialogue-ajout"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="button" className="bouton" onClick={valider}>
              Valider
            </button>
          </>
        }
      >
        <fieldset>
          <legend>Que voulez-vous ajouter ?</legend>
          <Radio name={`${id}-choix`} value="groupe" current={choix} onChange={setChoix}>
            Une opération
          </Radio>
          <Radio name={`${id}-choix`} value="risque" current={choix} onChange={setChoix}>
            Un risque dans une opération
          </Radio>
          <Radio name={`${id}-choix`} value="groupeEtRisque" current={choix} onChange={setChoix}>
            Une opération et un risque
          </Radio>
        </fieldset>

        {choix === 'groupe' && (
          <fieldset>
            <legend>Opération</legend>
            <Radio name={`${id}-groupe`} value="nouveau" current={modeGroupe} onChange={setModeGroupe}>
              Nouvelle opération
            </Radio>
            <Radio name={`${id}-groupe`} value="base" current={modeGroupe} onChange={setModeGroupe}>
              Opération existante
            </Radio>
            {estCollaborateur && (
              <Radio name={`${id}-groupe`} value="autreDuer" current={modeGroupe} onChange={setModeGroupe}>
                Opération d’un autre DUER
              </Radio>
            )}
            {modeGroupe === 'nouveau' && libelle('Libellé de l’opération', nom, setNom, 'nom')}
            {modeGroupe === 'base' && (
              <>
                <label htmlFor={`${id}-base`}>Opérations existantes</label>
                <select id={`${id}-base`} className="champ" value={idBaseGroupe ?? ''} onChange={(e) => setIdBaseGroupe(Number(e.target.value) || null)}>
                  <option value="">{baseGroupes.isPending ? 'Chargement…' : 'Choisir une opération'}</option>
                  {baseGroupes.data?.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.nom}
                    </option>
                  ))}
                </select>
              </>
            )}
            {modeGroupe === 'autreDuer' && estCollaborateur && (
              <>
                <label htmlFor={`${id}-texte`}>Rechercher</label>
                <input id={`${id}-texte`} className="champ" value={texte} maxLength={DUER_LIMITES.libelleMax} onChange={(e) => setTexte(e.target.value)} />
                <label htmlFor={`${id}-annee`}>Année</label>
                <select id={`${id}-annee`} className="champ" value={anneeFiltre ?? ''} onChange={(e) => setAnneeFiltre(Number(e.target.value) || null)}>
                  <option value="">Toutes</option>
                  {annees.map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </select>
                <div className="duer-ajout__liste" role="radiogroup" aria-label="Opérations des autres DUER">
                  {disponibles.isError && <p role="alert">{M.operationAjout}</p>}
                  {disponibles.data?.length === 0 && <p>Aucune opération trouvée</p>}
                  {disponibles.data?.map((g) => (
                    <label key={g.idDuerGroupe} className="duer-ajout__choix">
                      <input type="radio" name={`${id}-dispo`} checked={idDuerGroupe === g.idDuerGroupe} onChange={() => setIdDuerGroupe(g.idDuerGroupe)} />
                      {g.nom} — {g.raisonSociale} ({g.codeDossier}) {g.annee}, {g.nombreRisques} risque{g.nombreRisques > 1 ? 's' : ''}
                    </label>
                  ))}
                </div>
              </>
            )}
          </fieldset>
        )}

        {choix === 'risque' && (
          <fieldset>
            <legend>Risque</legend>
            <label htmlFor={`${id}-operation`}>Opération</label>
            <select id={`${id}-operation`} className="champ" value={idGroupe ?? ''} onChange={(e) => setIdGroupe(Number(e.target.value) || null)}>
              {groupes.length === 0 && <option value="">Aucune opération</option>}
              {groupes.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.duerBaseGroupe.nom}
                </option>
              ))}
            </select>
            <Radio name={`${id}-risque`} value="nouveau" current={modeRisque} onChange={setModeRisque}>
              Nouveau risque
            </Radio>
            <Radio name={`${id}-risque`} value="base" current={modeRisque} onChange={setModeRisque}>
              Risque existant
            </Radio>
            {modeRisque === 'nouveau' && libelle('Libellé du risque', nom, setNom, 'risque-nom')}
            {modeRisque === 'base' && (
              <>
                <label htmlFor={`${id}-base-risque`}>Risques existants</label>
                <select id={`${id}-base-risque`} className="champ" value={idBaseRisque ?? ''} onChange={(e) => setIdBaseRisque(Number(e.target.value) || null)}>
                  <option value="">{baseRisques.isPending ? 'Chargement…' : 'Choisir un risque'}</option>
                  {baseRisques.data?.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.nom}
                    </option>
                  ))}
                </select>
              </>
            )}
          </fieldset>
        )}

        {choix === 'groupeEtRisque' && (
          <fieldset>
            <legend>Opération et risque</legend>
            {libelle('Libellé de l’opération', nomGroupe, setNomGroupe, 'nom-groupe')}
            {libelle('Libellé du risque', nomRisque, setNomRisque, 'nom-risque')}
          </fieldset>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}
