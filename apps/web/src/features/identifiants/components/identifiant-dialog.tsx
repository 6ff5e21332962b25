import * as Dialog from '@radix-ui/react-dialog';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Identifiant, IDENTIFIANT_LIMITES } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { FormField } from '../../../components/ui/form-field';
import { IdentifiantFormSchema, type IdentifiantFormValues } from '../utils/identifiant-form';
import { PasswordInput } from './password-input';

export interface IdentifiantSubmit {
  titre: string;
  nomUtilisateur: string;
  /** Absent on an edit with the 'Modifier le mot de passe' switch off. */
  motDePasse?: string;
}

interface IdentifiantDialogProps {
  /** The entry to edit; absent to add a fresh one. */
  identifiant?: Identifiant;
  busy: boolean;
  onSubmit: (values: IdentifiantSubmit) => Promise<unknown>;
  onClose: () => void;
}

/** The fields in screen order: the first one in error announces its message. */
const ORDRE = ['titre', 'nomUtilisateur', 'motDePasse', 'confirmationMotDePasse'] as const;

/**
 * Add or edit a credential (spec 02 §4, §5): a rule break is said under its field with the api's words (the spec shows them
 * as toasts; the portal shows form errors inline, issue 29); the passwords are cleared after each submit.
 */
export function IdentifiantDialog({ identifiant, busy, onSubmit, onClose }: IdentifiantDialogProps) {
  const edition = !!identifiant;
  const {
    register,
    handleSubmit,
    control,
    resetField,
    formState: { errors },
  } = useForm<IdentifiantFormValues>({
    resolver: zodResolver(IdentifiantFormSchema),
    defaultValues: {
      titre: identifiant?.titre ?? '',
      nomUtilisateur: identifiant?.nomUtilisateur ?? '',
      changerMotDePasse: !edition,
      motDePasse: '',
      confirmationMotDePasse: '',
    },
  });
  // Registered in screen order: a submit focuses the first invalid field.
  const champs = {
    titre: register('titre'),
    nomUtilisateur: register('nomUtilisateur'),
    changerMotDePasse: register('changerMotDePasse', { deps: ['motDePasse', 'confirmationMotDePasse'] }),
    motDePasse: register('motDePasse', { deps: 'confirmationMotDePasse' }),
    confirmationMotDePasse: register('confirmationMotDePasse'),
  };
  const changerMotDePasse = useWatch({ control, name: 'changerMotDePasse' });
  const premiere = ORDRE.find((field) => errors[field] && (changerMotDePasse || (field !== 'motDePasse' && field !== 'confirmationMotDePasse')));
  const submit = handleSubmit(async (values) => {
    const payload = {
      titre: values.titre.trim(),
      nomUtilisateur: values.nomUtilisateur.trim(),
      ...(values.changerMotDePasse ? { motDePasse: values.motDePasse } : {}),
    };
    resetField('motDePasse', { defaultValue: '' });
    resetField('confirmationMotDePasse', { defaultValue: '' });
    await onSubmit(payload).catch(() => undefined);
  });
  const formId = edition ? 'formulaire-identifiant-modification' : 'formulaire-identifiant-ajout';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title={edition ? 'Modifier l’identifiant' : 'Ajouter un identifiant'}
        testId="dialogue-identifiant"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="submit" form={formId} className="bouton" disabled={busy}>
              {edition ? 'Enregistrer' : 'Ajouter'}
            </button>
          </>
        }
      >
        <form id={formId} className="formulaire" noValidate onSubmit={(e) => void submit(e)}>
          <FormField id="identifiant-titre" label="Titre" error={errors.titre?.message} alert={premiere === 'titre'}>
            {(a11y) => <input {...a11y} type="text" maxLength={IDENTIFIANT_LIMITES.champMax} {...champs.titre} />}
          </FormField>
          <FormField id="identifiant-login" label="Identifiant" error={errors.nomUtilisateur?.message} alert={premiere === 'nomUtilisateur'}>
            {(a11y) => <input {...a11y} type="text" autoComplete="off" maxLength={IDENTIFIANT_LIMITES.champMax} {...champs.nomUtilisateur} />}
          </FormField>
          {edition && (
            <label className="identifiant-switch">
              <input type="checkbox" role="switch" {...champs.changerMotDePasse} />
              Modifier le mot de passe
            </label>
          )}
          {changerMotDePasse && (
            <>
              <PasswordInput
                id="identifiant-mdp"
                label="Mot de passe"
                field={champs.motDePasse}
                error={errors.motDePasse?.message}
                alert={premiere === 'motDePasse'}
              />
              <PasswordInput
                id="identifiant-mdp-confirmation"
                label="Confirmation du mot de passe"
                field={champs.confirmationMotDePasse}
                error={errors.confirmationMotDePasse?.message}
                alert={premiere === 'confirmationMotDePasse'}
              />
            </>
          )}
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
