import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ERROR_MESSAGE } from '../../../config/constants';
import { errorText } from '../../../lib/error-handler';
import '../../../styles/account.css';
import { sessionQueryKey } from '../../../lib/api/session-keys';
import { useConfirmMailUpdate } from '../api/confirm-mail-update';
import { useActivateAccount } from '../api/activate-account';

/**
 * On /connexion?activation=… (registration) or ?confirmationMail=… (mail change): sends the token
 * once and tells the outcome above the sign-in form.
 */
export function LinkTokenNotice({ activation, confirmationMail }: { activation: string | null; confirmationMail: string | null }) {
  const queryClient = useQueryClient();
  const activate = useActivateAccount();
  const confirm = useConfirmMailUpdate();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (activation) activate.mutate(activation);
    else if (confirmationMail) confirm.mutate(confirmationMail, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }) });
  }, [activation, confirmationMail, activate, confirm, queryClient]);

  const mutation = activation ? activate : confirm;
  if (!activation && !confirmationMail) return null;
  if (mutation.isPending || mutation.isIdle) {
    return (
      <p className="texte-secondaire" role="status">
        {activation ? 'Activation de votre compte…' : 'Confirmation de votre nouvelle adresse…'}
      </p>
    );
  }
  if (mutation.isError) {
    return (
      <p className="formulaire__erreur-globale" role="alert" data-testid="lien-erreur">
        {errorText(mutation.error, DEFAULT_ERROR_MESSAGE)}
      </p>
    );
  }
  return (
    <p className="formulaire__succes" role="status" data-testid="lien-succes">
      {mutation.data?.message}
    </p>
  );
}
