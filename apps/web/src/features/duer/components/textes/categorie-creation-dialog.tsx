import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DUER_TEXTES_LIMITES as L, PreambuleCategorieCreationSchema } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { FormField } from '../../../../components/ui/form-field';
import { openErrorDialog } from '../../../../lib/error-dialog';

/** 'Création d'une catégorie' (spec 03 §2.8): a title, required, 255 characters at most; a refusal in the error modal (§5). */
export function CategorieCreationDialog({ onConfirm, onClose }: { onConfirm: (titre: string) => void; onClose: () => void }) {
  const [titre, setTitre] = useState('');
  const submit = () => {
    const parsed = PreambuleCategorieCreationSchema.safeParse({ titre });
    if (!parsed.success) return openErrorDialog(parsed.error.issues[0]?.message ?? '');
    onConfirm(parsed.data.titre);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title="Création d'une catégorie"
        testId="dialogue-categorie"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="submit" form="formulaire-categorie" className="bouton">
              Créer la catégorie
            </button>
          </>
        }
      >
        <form
          id="formulaire-categorie"
          className="formulaire"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField id="duer-categorie-titre" label="Titre de la catégorie">
            {(a11y) => <input {...a11y} type="text" value={titre} maxLength={L.titreMax} autoComplete="off" onChange={(e) => setTitre(e.target.value)} />}
          </FormField>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
