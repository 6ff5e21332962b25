import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { FilePicker } from '../../../components/ui/file-picker';
import { FormAlert } from '../../../components/ui/form-field';
import { handleError } from '../../../lib/error-handler';
import type { LigneContenu, SectionContenu } from '../types';
import { buildContenuSchema, initialValues, SaisieMessages, type ValeursFormulaire } from '../utils/contenu-schema';
import { isRequired, shapeOf } from '../utils/contract-fields';
import { ChampContenuControl } from './champ-contenu';
import { ChampListe } from './champ-liste';
import { contenusKeys, ContenusTextes as T } from '../utils/contenus-textes';

interface ContenuFormDialogProps {
  section: SectionContenu;
  /** The row to edit; absent to add one. */
  row?: LigneContenu;
  onClose: () => void;
}

/** The preview of a chosen image, released when it changes or the dialog closes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Add or edit a content of a section: a form generated from its fields (react-hook-form + zod), the file first when it has one. */
export function ContenuFormDialog({ section, row, onClose }: ContenuFormDialogProps) {
  const queryClient = useQueryClient();
  const edition = row !== undefined;
  const upload = !edition ? section.upload : undefined;
  const contract = edition ? section.schemas.modification : section.schemas.creation;
  const schema = useMemo(() => buildContenuSchema(section.fields, contract), [section.fields, contract]);
  // Each field's own schema in the contract: whether it is required, its limits (an id field is read in the creation's).
  const champs = useMemo(() => ({ ...shapeOf(section.schemas.modification), ...shapeOf(section.schemas.creation) }), [section.schemas]);
  const form = useForm<ValeursFormulaire, unknown, LigneContenu>({ resolver: zodResolver(schema), defaultValues: initialValues(section.fields, row) });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const preview = useObjectUrl(file);
  const save = useMutation({
    mutationFn: (values: LigneContenu) =>
      edition ? section.update(String(row[section.idField]), values) : upload && file ? upload.create(values, file) : section.create(values),
    onSuccess: async () => {
      toast.success(edition ? T.modifie : T.ajoute);
      onClose();
      await queryClient.invalidateQueries({ queryKey: contenusKeys.section(section.key) });
    },
    onError: (error) => handleError(error, T.erreurEnregistrement),
  });
  const needsFile = () => {
    const missing = !!upload && !file;
    setFileError(missing ? SaisieMessages.fichierRequis : undefined);
    return missing;
  };
  const submit = form.handleSubmit(
    (values) => {
      if (!needsFile()) save.mutate(values);
    },
    () => void needsFile(),
  );
  const formId = `contenu-${section.key}-formulaire`;
  const html = section.fields.filter((f) => f.kind === 'html').map((f) => f.name);
  const watched = useWatch({ control: form.control });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title={`${edition ? 'Modifier' : 'Ajouter'} — ${section.label}`}
        testId="dialogue-contenu"
        actions={
          <>
            <DialogCloseButton secondary>Annuler la saisie</DialogCloseButton>
            <button type="submit" form={formId} className="bouton" disabled={save.isPending}>
              {edition ? 'Enregistrer les modifications' : 'Ajouter le contenu'}
            </button>
          </>
        }
      >
        <form id={formId} className="formulaire contenus__formulaire" noValidate onSubmit={(e) => void submit(e)}>
          {upload && (
            <div className="contenus__fichier">
              <FilePicker
                id={`${formId}-${upload.field}`}
                label={`${upload.label} *`}
                count={file ? 1 : 0}
                accept={upload.accept}
                onFiles={(files) => {
                  setFile(files[0] ?? null);
                  setFileError(undefined);
                }}
              />
              {file && <p className="champ__aide">{file.name}</p>}
              {fileError && (
                <p className="champ__erreur" role="alert">
                  {fileError}
                </p>
              )}
              {preview && <img className="contenus__apercu-image" src={preview} alt="Aperçu de la photo choisie" data-testid="apercu-fichier" />}
            </div>
          )}
          <FormAlert message={form.formState.errors.root?.message ?? null} testId="erreur-contenu" />
          {section.fields.map((field) =>
            field.kind === 'liste' ? (
              <ChampListe
                key={field.name}
                field={{ ...field, kind: 'liste' }}
                schema={champs[field.name]}
                idPrefix={formId}
                control={form.control}
                register={form.register}
                errors={form.formState.errors}
              />
            ) : (
              <ChampContenuControl
                key={field.name}
                field={field}
                required={isRequired(champs[field.name], field.kind)}
                idPrefix={formId}
                register={form.register}
                error={form.formState.errors[field.name]?.message}
                value={html.includes(field.name) ? String(watched[field.name] ?? '') : undefined}
                readOnly={edition && field.name === section.idField}
              />
            ),
          )}
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
