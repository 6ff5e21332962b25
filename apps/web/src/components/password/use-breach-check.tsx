import { useCallback, useRef, useState } from 'react';
import { getBreachRange } from '../../lib/api/get-breach-range';
import { BreachDialog } from './breach-dialog';
import { checkBreach, submitPassword, type BreachVerdict } from '../../lib/password/breach';

/**
 * submit(password, send) checks the password, shows the warning dialog when it was found in a leak
 * (or could not be checked), and calls send with breachConfirmed; null when the user went back.
 */
export function useBreachCheck() {
  const [verdict, setVerdict] = useState<Exclude<BreachVerdict, 'clean'> | null>(null);
  const [checking, setChecking] = useState(false);
  const resolver = useRef<((proceed: boolean) => void) | null>(null);

  const check = useCallback(async (password: string) => {
    setChecking(true);
    return checkBreach(password, getBreachRange).finally(() => setChecking(false));
  }, []);

  const ask = useCallback((found: Exclude<BreachVerdict, 'clean'>) => {
    setVerdict(found);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const submit = useCallback(
    <T,>(password: string, send: (breachConfirmed: boolean) => Promise<T>) => submitPassword(password, { check, ask, send }),
    [check, ask],
  );

  const answer = (proceed: boolean) => {
    setVerdict(null);
    resolver.current?.(proceed);
    resolver.current = null;
  };

  const dialog = <BreachDialog verdict={verdict} onBack={() => answer(false)} onContinue={() => answer(true)} />;
  return { submit, checking, dialog };
}
