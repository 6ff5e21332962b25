import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordHint, REGISTRATION_POLICY, RegistrationMessages } from '@portail/contracts';
import { pathTo } from '../../../config/routes/route-table';
import { DEFAULT_ERROR_MESSAGE } from '../../../config/constants';
import { errorText } from '../../../lib/error-handler';
import { useOnUserChange } from '../../../lib/hooks/use-submit-alert';
import { FormAlert, FormField } from '../../../components/ui/form-field';
import { useBreachCheck } from '../../../components/password/use-breach-check';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { checkBeforeRegister } from '../api/check-before-register';
import { getGuidPersonne, guidPersonneQueryOptions } from '../api/get-guid-personne';
import { useRegister } from '../api/register';
import { InscriptionFormSchema, type InscriptionValues } from '../utils/inscription-form';

interface InscriptionFormProps {
  initialEmail: string;
  /** Link code from the route; when empty it is looked up by e-mail. */
  initialCodeliaison: string;
}

export function InscriptionForm({ initialEmail, initialCodeliaison }: InscriptionFormProps) {
  const theme = useAppTheme();
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const breach = useBreachCheck();
  // undefined until the first submit: meanwhile the alert tells whether the link's address is unknown.
  const [submitAlert, setAlert] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const lookup = useQuery({ ...guidPersonneQueryOptions(initialEmail), enabled: !initialCodeliaison && !!initialEmail });
  const {
    register,
    handleSubmit,
    control,
    setValue,
    subscribe,
    formState: { errors },
  } = useForm<InscriptionValues>({
    resolver: zodResolver(InscriptionFormSchema),
    defaultValues: { email: initialEmail, pwd: '', confirmation: '', codedossier: '', cgu: false, external: false },
  });
  // A submit's message goes once the user types again; the link's own notice stays until the first submit.
  useOnUserChange(
    subscribe,
    useCallback(() => setAlert((current) => (current === undefined ? undefined : null)), []),
  );
  const external = useWatch({ control, name: 'external' });
  const formError = Object.values(errors)[0]?.message;

  const alert = submitAlert === undefined ? (lookup.data === null ? RegistrationMessages.codeLiaisonIntrouvable : null) : submitAlert;

  const codeFor = async (email: string): Promise<string | null> => {
    if (initialCodeliaison) return initialCodeliaison;
    if (email.trim().toLowerCase() === initialEmail.trim().toLowerCase() && lookup.data) return lookup.data;
    return getGuidPersonne(email);
  };

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    setBusy(true);
    try {
      const email = values.email.trim();
      const check = await checkBeforeRegister({ username: email, email, pwd: values.external ? undefined : values.pwd, external: values.external });
      if (!check.ok) {
        setAlert(check.messages[0] ?? DEFAULT_ERROR_MESSAGE);
        return;
      }
      const codeliaison = await codeFor(values.email);
      if (!codeliaison) {
        setAlert(RegistrationMessages.codeLiaisonIntrouvableApresVerification);
        return;
      }
      const send = (breachConfirmed: boolean) =>
        registerAccount.mutateAsync({
          username: email,
          email,
          pwd: values.external ? undefined : values.pwd,
          codeliaison,
          codedossier: values.codedossier.trim(),
          external: values.external,
          breachConfirmed,
        });
      const result = values.external ? await send(false) : await breach.submit(values.pwd, send);
      if (!result) return;
      void navigate(pathTo('registerok', { email: result.email }));
    } catch (error) {
      setAlert(errorText(error, DEFAULT_ERROR_MESSAGE));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className="formulaire" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormAlert message={alert ?? formError ?? null} testId="erreur-inscription" />
      <FormField id="inscription-email" label="Adresse e-mail" invalid={!!errors.email}>
        {(a11y) => <input {...a11y} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </FormField>
      {external ? (
        <div className="choix-connexion" data-testid="connexion-externe">
          <p>Vous avez choisi de vous inscrire avec un compte externe : aucun mot de passe ne vous sera demandé.</p>
          <p>
            <strong>{RegistrationMessages.externeIndisponible}</strong>
          </p>
          <button type="button" className="bouton bouton--secondaire" onClick={() => setValue('external', false)}>
            Retirer et choisir un mot de passe
          </button>
        </div>
      ) : (
        <>
          <FormField id="inscription-pwd" label="Mot de passe" hint={passwordHint(REGISTRATION_POLICY)} invalid={!!errors.pwd}>
            {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('pwd')} />}
          </FormField>
          <FormField id="inscription-confirmation" label="Confirmation du mot de passe" invalid={!!errors.confirmation}>
            {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('confirmation')} />}
          </FormField>
          <button type="button" className="bouton bouton--secondaire" onClick={() => setValue('external', true)}>
            S’inscrire avec un compte externe
          </button>
        </>
      )}
      <FormField
        id="inscription-codedossier"
        label="Code dossier"
        hint="Le code à 6 chiffres d’un de vos dossiers, indiqué par le cabinet."
        invalid={!!errors.codedossier}
      >
        {(a11y) => <input {...a11y} inputMode="numeric" maxLength={6} autoComplete="off" {...register('codedossier')} />}
      </FormField>
      <div className="case-a-cocher">
        <input id="inscription-cgu" type="checkbox" aria-invalid={!!errors.cgu} {...register('cgu')} />
        <label htmlFor="inscription-cgu">
          J’accepte les conditions générales d’utilisation de {theme.platformName} (
          <a href={theme.links.legalNotice} target="_blank" rel="noopener noreferrer">
            consulter<span className="sr-only"> (nouvel onglet)</span>
          </a>
          )
        </label>
      </div>
      <button type="submit" className="bouton bouton--large" disabled={busy}>
        {busy ? 'Création du compte…' : 'Créer mon compte'}
      </button>
      {breach.dialog}
    </form>
  );
}
