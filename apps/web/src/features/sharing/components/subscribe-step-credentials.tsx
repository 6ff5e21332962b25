import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InvitationSignupStep1Schema, SharingMessages as M, type InvitationSignupStep1 } from '@portail/contracts';
import { useCallback, useState } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '../../../config/constants';
import { errorText } from '../../../lib/error-handler';
import { useOnUserChange } from '../../../lib/hooks/use-submit-alert';
import { useCheckBeforeRegister } from '../api/check-before-register';
import { FormField } from '../../../components/ui/form-field';

interface StepProps {
  initial: InvitationSignupStep1 | null;
  /** The address the invitation was sent to: prefilled, and the only one the sign-up accepts. */
  emailInvite: string | null;
  /** A message sent back by the last step (address of another person...). */
  serverMessage: string | null;
  onDone: (values: InvitationSignupStep1) => void;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Step 1: sign-in method, address (prefilled with the invited one) and password each typed twice, then the server pre-check. */
export function SubscribeStepCredentials({ initial, emailInvite, serverMessage, onDone }: StepProps) {
  const check = useCheckBeforeRegister();
  const [messages, setMessages] = useState<string[]>(serverMessage ? [serverMessage] : []);
  const {
    register,
    handleSubmit,
    subscribe,
    control,
    formState: { errors },
  } = useForm<InvitationSignupStep1>({
    resolver: zodResolver(
      InvitationSignupStep1Schema.refine((v) => !emailInvite || sameAddress(v.email, emailInvite), { path: ['email'], message: M.emailAutreQueInvitation }),
    ),
    defaultValues: initial ?? { external: false, email: emailInvite ?? '', emailConfirmation: emailInvite ?? '', pwd: '', pwdConfirmation: '' },
  });
  // Another address is refused at the field as it is typed, not after both steps.
  const email = useWatch({ control, name: 'email' });
  const otherAddress = !!emailInvite && !!email.trim() && !sameAddress(email, emailInvite);
  // The pre-check's refusals describe what was sent: they go once the user types again.
  useOnUserChange(
    subscribe,
    useCallback(() => setMessages([]), []),
  );

  const onSubmit = handleSubmit((values) => {
    setMessages([]);
    const email = values.email.trim().toLowerCase();
    check.mutate(
      { username: email, email, pwd: values.pwd, external: false },
      {
        onSuccess: (result) => (result.ok ? onDone({ ...values, email }) : setMessages(result.messages.length ? result.messages : [DEFAULT_ERROR_MESSAGE])),
        onError: (error) => setMessages([errorText(error, DEFAULT_ERROR_MESSAGE)]),
      },
    );
  });

  return (
    <form className="formulaire" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div aria-live="assertive">
        {messages.map((m) => (
          <p key={m} className="formulaire__erreur-globale" role="alert" data-testid="erreur-etape-1">
            {m}
          </p>
        ))}
      </div>
      <fieldset className="mode-connexion">
        <legend>Mode de connexion</legend>
        <label className="partage-case">
          <input type="radio" name="mode" checked readOnly /> Avec un mot de passe
        </label>
        <label className="partage-case">
          <input type="radio" name="mode" disabled aria-describedby="externe-aide" /> Avec un compte externe
        </label>
        <p id="externe-aide" className="champ__aide">
          {M.externeIndisponible}
        </p>
      </fieldset>
      <FormField
        id="signup-email"
        label="Adresse e-mail (celle qui a reçu l’invitation)"
        error={errors.email?.message ?? (otherAddress ? M.emailAutreQueInvitation : undefined)}
      >
        {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField id="signup-email-confirmation" label="Confirmation de l’adresse e-mail" error={errors.emailConfirmation?.message}>
        {(a11y) => <input {...a11y} type="email" autoComplete="off" {...register('emailConfirmation')} />}
      </FormField>
      <FormField id="signup-pwd" label="Mot de passe" hint="8 caractères minimum." error={errors.pwd?.message}>
        {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('pwd')} />}
      </FormField>
      <FormField id="signup-pwd-confirmation" label="Confirmation du mot de passe" error={errors.pwdConfirmation?.message}>
        {(a11y) => <input {...a11y} type="password" autoComplete="new-password" {...register('pwdConfirmation')} />}
      </FormField>
      <button type="submit" className="bouton bouton--large" disabled={check.isPending}>
        {check.isPending ? 'Vérification…' : 'Continuer'}
      </button>
    </form>
  );
}
