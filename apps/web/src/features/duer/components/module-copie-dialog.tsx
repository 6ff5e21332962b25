import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DuerMessages as M } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { openErrorDialog } from '../../../lib/error-dialog';

interface ModuleCopieDialogProps {
  nomModule: string;
  categories: { id: number; nom: string }[];
  busy: boolean;
  onConfirm: (idDuerCategorie: number) => void;
  onClose: () => void;
}

/** Copy a module into another work unit of the DUER (spec 03 §2.3); nothing chosen: the message of spec 03 §5. */
export function ModuleCopieDialog({ nomModule, categories, busy, onConfirm, onClose }: ModuleCopieDialogProps) {
  const [cible, setCible] = useState<number | null>(null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogFrame
        title={`Copier le module « ${nomModule} »`}
        testId="dialogue-copie-module"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button
              type="button"
              className="bouton"
              disabled={busy}
              onClick={() => (cible === null ? openErrorDialog(M.aucuneUniteSelectionnee) : onConfirm(cible))}
            >
              Copier
            </button>
          </>
        }
      >
        <div className="champ">
          <label htmlFor="duer-copie-cible">Unité de travail de destination</label>
          <select id="duer-copie-cible" value={cible ?? ''} onChange={(e) => setCible(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Choisir une unité de travail</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nom}
              </option>
            ))}
          </select>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
