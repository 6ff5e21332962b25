import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type BasePicto, DUER_LIMITES, type DuerRisque } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { PageLoader } from '../../../../components/ui/page-loader';
import { pictosQueryOptions } from '../../api/module/get-base-pictos';
import { differencesPictos, type LignePicto, type PictosUpdate } from '../../utils/module-edit';

const image = (b: BasePicto) => `data:${b.typeMime};base64,${b.imageBase64}`;

/** Pictogram manager of a risk (spec 03 §2.4, §3.6): base pictos at 64 px with their name, description ≤ 255. */
export function PictosDialog({
  idDuer,
  risque,
  onClose,
  onValidate,
}: {
  idDuer: number;
  risque: DuerRisque;
  onClose: () => void;
  onValidate: (u: PictosUpdate) => void;
}) {
  const id = useId();
  const bases = useQuery(pictosQueryOptions(idDuer));
  const [lignes, setLignes] = useState<LignePicto[]>(risque.duerPictos.map((p) => ({ id: p.id, idBasePicto: p.duerBasePicto.id, description: p.description })));
  const [choix, setChoix] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const base = (idBase: number) => bases.data?.find((b) => b.id === idBase);
  const ajouter = () => {
    if (choix === null) return;
    setLignes([...lignes, { id: null, idBasePicto: choix, description: description.trim() }]);
    setChoix(null);
    setDescription('');
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title={`Pictogrammes : ${risque.duerBaseRisque.nom}`}
        testId="dialogue-pictos"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button
              type="button"
              className="bouton"
              onClick={() => {
                onValidate(differencesPictos(risque, lignes));
                onClose();
              }}
            >
              Valider
            </button>
          </>
        }
      >
        {lignes.length === 0 ? (
          <p>Aucun pictogramme</p>
        ) : (
          <ul className="duer-pictos">
            {lignes.map((l, i) => {
              const b = base(l.idBasePicto);
              return (
                <li key={l.id ?? `nouveau-${i}`}>
                  {b && <img src={image(b)} alt={b.nom} height={64} />}
                  <label htmlFor={`${id}-desc-${i}`}>Description {b?.nom ?? ''}</label>
                  <input
                    id={`${id}-desc-${i}`}
                    className="champ"
                    value={l.description}
                    maxLength={DUER_LIMITES.pictoDescriptionMax}
                    onChange={(e) => setLignes(lignes.map((x, j) => (j === i ? { ...x, description: e.target.value } : x)))}
                  />
                  <button
                    type="button"
                    className="lien"
                    aria-label={`Retirer le pictogramme ${b?.nom ?? ''}`}
                    onClick={() => setLignes(lignes.filter((_, j) => j !== i))}
                  >
                    Retirer
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <fieldset className="duer-pictos__ajout">
          <legend>Ajouter un pictogramme</legend>
          {bases.isPending ? (
            <PageLoader label="Chargement des pictogrammes" />
          ) : bases.isError ? (
            <p role="alert">Les pictogrammes n’ont pas pu être chargés.</p>
          ) : (
            <div className="duer-pictos__choix" role="radiogroup" aria-label="Pictogrammes disponibles">
              {bases.data.map((b) => (
                <label key={b.id} className="duer-pictos__base">
                  <input type="radio" name={`${id}-base`} checked={choix === b.id} onChange={() => setChoix(b.id)} />
                  <img src={image(b)} alt="" height={64} />
                  {b.nom}
                </label>
              ))}
            </div>
          )}
          <label htmlFor={`${id}-nouvelle`}>Description</label>
          <input
            id={`${id}-nouvelle`}
            className="champ"
            value={description}
            maxLength={DUER_LIMITES.pictoDescriptionMax}
            onChange={(e) => setDescription(e.target.value)}
          />
          <button type="button" className="bouton bouton--secondaire" disabled={choix === null} onClick={ajouter}>
            Ajouter
          </button>
        </fieldset>
      </DialogFrame>
    </Dialog.Root>
  );
}
