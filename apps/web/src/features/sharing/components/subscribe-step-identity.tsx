import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CIVILITES, InvitationSignupStep2Schema, type InvitationSignupStep2 } from '@portail/contracts';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { FormField } from '../../../components/ui/form-field';

const LIBELLES_CIVILITE: Record<(typeof CIVILITES)[number], string> = { 'M.': 'Monsieur', MME: 'Madame', MLLE: 'Mademoiselle' };

interface StepProps {
  pending: boolean;
  message: string | null;
  onBack: () => void;
  onSubmit: (values: InvitationSignupStep2) => void;
}

/** Step 2: title, names and terms; going back leads only to step 1. */
export function SubscribeStepIdentity({ pending, message, onBack, onSubmit }: StepProps) {
  const theme = useAppTheme();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InvitationSignupStep2>({
    resolver: zodResolver(InvitationSignupStep2Schema),
    defaultValues: { nom: '', prenom: '', cgu: false },
  });
  return (
    <form className="formulaire" onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <div aria-live="assertive">
        {message && (
          <p className="formulaire__erreur-globale" role="alert" data-testid="erreur-etape-2">
            {message}
          </p>
        )}
      </div>
      <FormField id="signup-civilite" label="Civilité" error={errors.codeCivilite?.message}>
        {(a11y) => (
          <select {...a11y} defaultValue="" {...register('codeCivilite')}>
            <option value="" disabled>
              Choisissez
            </option>
            {CIVILITES.map((c) => (
              <option key={c} value={c}>
                {LIBELLES_CIVILITE[c]} ({c})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="signup-nom" label="Nom" error={errors.nom?.message}>
        {(a11y) => <input {...a11y} autoComplete="family-name" {...register('nom')} />}
      </FormField>
      <FormField id="signup-prenom" label="Prénom" error={errors.prenom?.message}>
        {(a11y) => <input {...a11y} autoComplete="given-name" {...register('prenom')} />}
      </FormField>
      <div className="partage-case">
        <input
          id="signup-cgu"
          type="checkbox"
          aria-invalid={!!errors.cgu}
          aria-describedby={errors.cgu ? 'signup-cgu-erreur' : undefined}
          {...register('cgu')}
        />
        <label htmlFor="signup-cgu">
          J’accepte les conditions générales d’utilisation de {theme.platformName} (
          <a href={theme.links.legalNotice} target="_blank" rel="noopener noreferrer">
            consulter<span className="sr-only"> (nouvel onglet)</span>
          </a>
          )
        </label>
      </div>
      {errors.cgu && (
        <p id="signup-cgu-erreur" className="champ__erreur">
          {errors.cgu.message}
        </p>
      )}
      <div className="partage__actions">
        <button type="button" className="bouton bouton--secondaire" onClick={onBack} disabled={pending}>
          Retour
        </button>
        <button type="submit" className="bouton" disabled={pending}>
          {pending ? 'Création du compte…' : 'Créer mon compte et accepter'}
        </button>
      </div>
    </form>
  );
}
