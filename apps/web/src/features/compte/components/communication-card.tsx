import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountMessages, CommunicationInputSchema, type Communication, type CommunicationInput, type Pays } from '@portail/contracts';
import { handleError } from '../../../lib/error-handler';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { useUpdateCommunication } from '../api/update-communication';
import { modificationLabel, toFormValues } from '../utils/communication-form';
import { FormField } from '../../../components/ui/form-field';
import { PhoneInput } from './phone-input';

interface CommunicationCardProps {
  communication: Communication;
  pays: Pays[];
  clipboard: CommunicationInput | null;
  onCopy: (values: CommunicationInput) => void;
}

/** Contact details of one dossier: editable by its gérant, read-only for everybody else. */
export function CommunicationCard({ communication, pays, clipboard, onCopy }: CommunicationCardProps) {
  const { entityName } = useAppTheme();
  const update = useUpdateCommunication();
  const code = communication.codeDossier;
  const readOnly = !communication.modifiable;
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isDirty },
  } = useForm<CommunicationInput>({ resolver: zodResolver(CommunicationInputSchema), defaultValues: toFormValues(communication) });

  useEffect(() => reset(toFormValues(communication)), [communication, reset]);

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { codeDossier: code, communication: values },
      {
        onSuccess: () => toast.success(AccountMessages.dossierSauvegarde),
        onError: (error) => handleError(error, AccountMessages.erreur),
      },
    );
  });

  const paste = () => {
    if (!clipboard) return;
    for (const [field, value] of Object.entries(clipboard) as [keyof CommunicationInput, string | number | null][]) {
      setValue(field, value as never, { shouldDirty: true, shouldValidate: true });
    }
  };

  const label = (champ: keyof Communication['modifications']) => modificationLabel(communication.modifications[champ], entityName) ?? undefined;
  const prefix = (field: 'indicatifTelephone' | 'indicatifPortable') => register(field, { setValueAs: (v: string | number) => Number(v) });

  return (
    <form className="carte" onSubmit={(event) => void onSubmit(event)} noValidate data-testid={`communication-${code}`} aria-labelledby={`titre-${code}`}>
      <div className="carte__entete">
        <h3 id={`titre-${code}`} className="carte__titre">
          {communication.raisonSociale} <span className="texte-secondaire">({code})</span>
        </h3>
        {readOnly && <span className="texte-secondaire">Lecture seule : seul le gérant peut modifier</span>}
      </div>
      <div className="communication__champs">
        <FormField id={`tel-${code}`} label="Téléphone" error={errors.telephone?.message} hint={label('telephone')}>
          {(a11y) => (
            <PhoneInput
              id={`tel-${code}`}
              label="téléphone"
              pays={pays}
              prefix={prefix('indicatifTelephone')}
              number={register('telephone')}
              readOnly={readOnly}
              a11y={a11y}
            />
          )}
        </FormField>
        <FormField id={`port-${code}`} label="Téléphone portable" error={errors.portable?.message} hint={label('portable')}>
          {(a11y) => (
            <PhoneInput
              id={`port-${code}`}
              label="portable"
              pays={pays}
              prefix={prefix('indicatifPortable')}
              number={register('portable')}
              readOnly={readOnly}
              a11y={a11y}
            />
          )}
        </FormField>
        <FormField id={`mail-${code}`} label="Email principal" error={errors.emailPrincipal?.message} hint={label('emailPrincipal')}>
          {(a11y) => <input {...a11y} type="email" maxLength={64} readOnly={readOnly} {...register('emailPrincipal')} />}
        </FormField>
        <FormField id={`facturation-${code}`} label="Email de facturation" error={errors.emailFacturation?.message} hint={label('emailFacturation')}>
          {(a11y) => <input {...a11y} type="email" maxLength={255} readOnly={readOnly} {...register('emailFacturation')} />}
        </FormField>
      </div>
      <div className="barre-actions">
        <button
          type="button"
          className="bouton bouton--secondaire"
          onClick={() => {
            onCopy(getValues());
            toast.info('Coordonnées copiées : collez-les dans un autre dossier.');
          }}
        >
          Copier
        </button>
        {!readOnly && (
          <>
            <button type="button" className="bouton bouton--secondaire" onClick={paste} disabled={!clipboard}>
              Coller
            </button>
            <button type="submit" className="bouton" disabled={update.isPending || !isDirty}>
              {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
