import { DEFAULT_ERROR_MESSAGE } from '../../../config/constants';
import { errorText } from '../../../lib/error-handler';
import { useResendActivation } from '../api/resend-activation';

/** Offered once the api said the account (whose password was just given) awaits activation. */
export function ResendActivation() {
  const resend = useResendActivation();
  if (resend.isSuccess) {
    return (
      <p className="formulaire__succes" role="status" data-testid="activation-renvoyee">
        {resend.data.message}
      </p>
    );
  }
  return (
    <div className="champ">
      {resend.isError && (
        <p className="formulaire__erreur-globale" role="alert">
          {errorText(resend.error, DEFAULT_ERROR_MESSAGE)}
        </p>
      )}
      <button type="button" className="bouton bouton--secondaire" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Envoi…' : 'Recevoir un nouveau lien d’activation'}
      </button>
    </div>
  );
}
