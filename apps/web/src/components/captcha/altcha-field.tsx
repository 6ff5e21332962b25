import { useEffect, useRef } from 'react';
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/fr-fr';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { getCaptchaRoute, routePath } from '@portail/contracts';

// The external build: its stylesheet and proof-of-work worker are files of the app, not inline
// code or blob: workers, which the Content-Security-Policy refuses. The api's challenges use PBKDF2/SHA-256.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

interface AltchaFieldProps {
  /** The base64 payload once the proof of work is done, null otherwise. */
  onChange: (payload: string | null) => void;
  invalid?: boolean;
}

/** The self-hosted ALTCHA widget: solves a challenge of GET /api/auth/captcha in the browser. */
export function AltchaField({ onChange, invalid }: AltchaFieldProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      onChange(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [onChange]);

  return (
    <div className={`captcha${invalid ? ' captcha--invalide' : ''}`} data-testid="captcha">
      <altcha-widget ref={ref} challenge={routePath(getCaptchaRoute)} language="fr-fr" name="altcha" />
    </div>
  );
}
