import { useEffect, useRef } from 'react';
import 'altcha';
import 'altcha/i18n/fr-fr';
import type {} from 'altcha/types/react';
import { getCaptchaRoute, routePath } from '@portail/contracts';

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
