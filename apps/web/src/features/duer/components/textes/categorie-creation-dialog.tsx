import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DUER_TEXTES_LIMITES as L, PreambuleCategorieCreationSchema } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { FormField } from '../../../../components/ui/form-field';
import { openErrorDialog } from '../../../../lib/error-dialog';

/**
 * 'Création d'une catégorie' (spec 03 §2.8): a title, required, 255 characters at most; a refusal in the error modal (§5).
 * The title is focused before the modal opens, so closing the modal brings the user back to it.
 */
export function CategorieCreationDialog({ onConfirm, onClose }: { onConfirm: (titre: string) => void; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PreambuleCategorieCreationSchema),
    defaultValues: { titre: '' },
    shouldFocusError: false,
  });
  const titre = register('titre');
  const champ = useRef<HTMLInputElement | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(
      (valeurs) => onConfirm(valeurs.titre),
      (invalid) => {
        // Focused now, not in a later task like RHF's setFocus: the modal gives the focus back to what had it when it opened.
        champ.current?.focus();
        openErrorDialog(invalid.titre?.message ?? '');
      },
    )(event);
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
        <form id="formulaire-categorie" className="formulaire" noValidate onSubmit={(e) => void submit(e)}>
          <FormField id="duer-categorie-titre" label="Titre de la catégorie" invalid={!!errors.titre}>
            {(a11y) => (
              <input
                {...a11y}
                type="text"
                maxLength={L.titreMax}
                autoComplete="off"
                {...titre}
                ref={(element) => {
                  titre.ref(element);
                  champ.current = element;
                }}
              />
            )}
          </FormField>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
