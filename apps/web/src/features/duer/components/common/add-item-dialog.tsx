import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { type BaseItem, DuerMessages as M, type NouvelElement, RenommerSchema } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { openErrorDialog } from '../../../../lib/error-dialog';

interface AddItemDialogProps {
  title: string;
  /** 'Nouvelle unité de travail', 'Nouveau module'. */
  nouveauLabel: string;
  /** 'Unité de travail existante', 'Module existant'. */
  existantLabel: string;
  /** Label of the list box: 'Unités de travail disponibles', 'Modules disponibles'. */
  listeLabel: string;
  /** Message when no base item is chosen (spec 03 §5). */
  aucuneSelection: string;
  /** The base items offered; undefined while loading. */
  items: BaseItem[] | undefined;
  itemsError: boolean;
  /** Filters above the list (modules: text and year). */
  filtres?: ReactNode;
  busy: boolean;
  onConfirm: (element: NouvelElement) => void;
  onClose: () => void;
}

const libelleItem = (i: BaseItem) => [i.nom, i.annee, i.codeDossier].filter((v) => v !== null).join(' - ');

/**
 * The body to send, or the message of the error modal (spec 03 §2.3, §5): a new name is required, at most 128
 * characters, and must not be the name of an offered base item (case-insensitive).
 */
export function nouvelElement(
  choix: 'nouveau' | 'existant',
  nom: string,
  idBase: number | null,
  items: readonly BaseItem[],
  aucuneSelection: string = M.aucunModuleSelectionne,
): NouvelElement | string {
  if (choix === 'existant') return idBase === null ? aucuneSelection : { idBase };
  const parsed = RenommerSchema.safeParse({ nom });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? M.libelleRequis;
  const wanted = parsed.data.nom.toLocaleLowerCase('fr');
  if (items.some((i) => i.nom.trim().toLocaleLowerCase('fr') === wanted)) return M.nomExistant;
  return { nom: parsed.data.nom };
}

/** Add a work unit or a module: a new one by name, or an existing base one from a list box (200 px, spec 03 §9). */
export function AddItemDialog({
  title,
  nouveauLabel,
  existantLabel,
  listeLabel,
  aucuneSelection,
  items,
  itemsError,
  filtres,
  busy,
  onConfirm,
  onClose,
}: AddItemDialogProps) {
  const [choix, setChoix] = useState<'nouveau' | 'existant'>('nouveau');
  const [nom, setNom] = useState('');
  const [idBase, setIdBase] = useState<number | null>(null);
  const submit = () => {
    const result = nouvelElement(choix, nom, idBase, items ?? [], aucuneSelection);
    if (typeof result === 'string') openErrorDialog(result);
    else onConfirm(result);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogFrame
        title={title}
        testId="dialogue-ajout"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="button" className="bouton" disabled={busy} onClick={submit}>
              Valider
            </button>
          </>
        }
      >
        <div className="formulaire duer-ajout">
          <fieldset className="champ duer-choix">
            <legend>Type d’ajout</legend>
            <label>
              <input type="radio" name="duer-ajout" checked={choix === 'nouveau'} onChange={() => setChoix('nouveau')} /> {nouveauLabel}
            </label>
            <label>
              <input type="radio" name="duer-ajout" checked={choix === 'existant'} onChange={() => setChoix('existant')} /> {existantLabel}
            </label>
          </fieldset>
          {choix === 'nouveau' ? (
            <div className="champ">
              <label htmlFor="duer-ajout-nom">Nom</label>
              <input id="duer-ajout-nom" type="text" value={nom} autoComplete="off" onChange={(e) => setNom(e.target.value)} />
            </div>
          ) : (
            <>
              {filtres}
              <div className="champ">
                <label htmlFor="duer-ajout-liste">{listeLabel}</label>
                {itemsError ? (
                  <p className="champ__erreur">{M.chargementCategories}</p>
                ) : (
                  <select
                    id="duer-ajout-liste"
                    className="duer-ajout__liste"
                    size={8}
                    value={idBase ?? ''}
                    onChange={(e) => setIdBase(e.target.value ? Number(e.target.value) : null)}
                    aria-busy={items === undefined}
                  >
                    {(items ?? []).map((i) => (
                      <option key={i.id} value={i.id}>
                        {libelleItem(i)}
                      </option>
                    ))}
                  </select>
                )}
                {items?.length === 0 && <p className="champ__aide">Aucun élément disponible.</p>}
              </div>
            </>
          )}
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
