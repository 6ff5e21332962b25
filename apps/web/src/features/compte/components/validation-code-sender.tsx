import { useEffect, useRef, useState } from 'react';
import type { ValidationCodeType } from '@portail/contracts';
import { DEFAULT_ERROR_MESSAGE } from '../../../config/constants';
import { errorText } from '../../../lib/error-handler';
import { useSendValidationCode } from '../api/send-validation-code';

interface ValidationCodeSenderProps {
  type: ValidationCodeType;
  login: string;
  /** A mobile is known: the code may go by SMS (spec 02 §4). */
  canSms: boolean;
  /** Sends a code by mail as soon as the screen opens (password change). */
  sendOnOpen?: boolean;
}

/** Asks for a validation code by mail or SMS and tells where it went. */
export function ValidationCodeSender({ type, login, canSms, sendOnOpen = false }: ValidationCodeSenderProps) {
  const send = useSendValidationCode();
  const [mode, setMode] = useState<'mail' | 'sms'>('mail');
  const opened = useRef(false);

  useEffect(() => {
    if (!sendOnOpen || opened.current || !login) return;
    opened.current = true;
    send.mutate({ username: login, type, mode: 'mail' });
  }, [sendOnOpen, login, type, send]);

  return (
    <div className="choix-connexion" data-testid="code-validation">
      {canSms && (
        <fieldset className="formulaire choix-code">
          <legend>Recevoir le code de validation</legend>
          {(['mail', 'sms'] as const).map((m) => (
            <div key={m} className="case-a-cocher">
              <input id={`code-${m}`} type="radio" name="mode-code" checked={mode === m} onChange={() => setMode(m)} />
              <label htmlFor={`code-${m}`}>{m === 'mail' ? 'Par mail' : 'Par SMS'}</label>
            </div>
          ))}
        </fieldset>
      )}
      <div aria-live="polite">
        {send.isSuccess && (
          <p className="formulaire__succes" role="status" data-testid="code-envoye">
            Un code de validation vous a été envoyé {send.data.mode === 'sms' ? 'par SMS au' : 'à'} {send.data.destination}.
          </p>
        )}
        {send.isError && (
          <p className="formulaire__erreur-globale" role="alert">
            {errorText(send.error, DEFAULT_ERROR_MESSAGE)}
          </p>
        )}
      </div>
      <div>
        <button type="button" className="bouton bouton--secondaire" disabled={send.isPending} onClick={() => send.mutate({ username: login, type, mode })}>
          {send.isPending ? 'Envoi du code…' : send.isSuccess ? 'Renvoyer un code' : 'Recevoir un code'}
        </button>
      </div>
    </div>
  );
}
