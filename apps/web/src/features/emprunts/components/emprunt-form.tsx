import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPRUNT_LIMITES as L,
  type EmpruntFormInput,
  EmpruntFormSchema,
  type EmpruntInput,
  MODE_REMBOURSEMENT_LIBELLES,
  MODES_REMBOURSEMENT,
  PERIODICITES,
} from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import { EcheancierPreview } from './echeancier-preview';

export const EMPTY_EMPRUNT: EmpruntFormInput = {
  libelle: '',
  valeurEntree: '',
  taux: '',
  periodicite: '',
  modeRemboursement: '',
  nombrePeriodes: '',
  exerciceDateDebut: '',
};

interface EmpruntFormProps {
  defaultValues: EmpruntFormInput;
  submitLabel: string;
  busy: boolean;
  /** Resolves to an error message to show, or nothing once saved. */
  onSubmit: (body: EmpruntInput) => Promise<string | void>;
}

/** The loan form: checks in the spec's order (spec 02 §5), each message in the app's dialog; live preview of the schedule. */
export function EmpruntForm({ defaultValues, submitLabel, busy, onSubmit }: EmpruntFormProps) {
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, control } = useForm<EmpruntFormInput, unknown, EmpruntInput>({
    resolver: zodResolver(EmpruntFormSchema),
    defaultValues,
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as EmpruntFormInput;
  const onInvalid = (errors: FieldErrors<EmpruntFormInput>) => setMessage(Object.values(errors).find((e) => e?.message)?.message ?? null);
  const submit = handleSubmit(async (body) => {
    const failure = await onSubmit(body);
    if (failure) setMessage(failure);
  }, onInvalid);

  return (
    <>
      <form className="emprunt-formulaire" noValidate onSubmit={(e) => void submit(e)} data-testid="formulaire-emprunt">
        <FormField id="emprunt-libelle" label="Libellé">
          {(a11y) => <input {...a11y} type="text" maxLength={L.libelleMax} {...register('libelle')} />}
        </FormField>
        <FormField id="emprunt-montant" label="Montant emprunté (€)">
          {(a11y) => <input {...a11y} type="text" inputMode="decimal" autoComplete="off" {...register('valeurEntree')} />}
        </FormField>
        <FormField id="emprunt-taux" label="Taux annuel (%)">
          {(a11y) => <input {...a11y} type="text" inputMode="decimal" autoComplete="off" {...register('taux')} />}
        </FormField>
        <FormField id="emprunt-periodicite" label="Périodicité">
          {(a11y) => (
            <select {...a11y} {...register('periodicite')}>
              <option value="">Sélectionnez une périodicité</option>
              {PERIODICITES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="emprunt-mode" label="Mode de remboursement">
          {(a11y) => (
            <select {...a11y} {...register('modeRemboursement')}>
              <option value="">Sélectionnez un mode de remboursement</option>
              {MODES_REMBOURSEMENT.map((m) => (
                <option key={m} value={m}>
                  {MODE_REMBOURSEMENT_LIBELLES[m]} ({m})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="emprunt-periodes" label="Nombre de périodes">
          {(a11y) => <input {...a11y} type="text" inputMode="numeric" autoComplete="off" {...register('nombrePeriodes')} />}
        </FormField>
        <FormField id="emprunt-date" label="Date de début">
          {(a11y) => <input {...a11y} type="date" min={`${L.anneeMin}-01-01`} max={`${L.anneeMax}-12-31`} {...register('exerciceDateDebut')} />}
        </FormField>
        <div>
          <button type="submit" className="bouton" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
      <EcheancierPreview values={values} />
      <Dialog.Root open={message !== null} onOpenChange={(open) => !open && setMessage(null)}>
        <DialogFrame title="Simulation d’emprunt" variant="erreur" testId="dialogue-emprunt" actions={<DialogCloseButton>Fermer</DialogCloseButton>}>
          {message}
        </DialogFrame>
      </Dialog.Root>
    </>
  );
}
