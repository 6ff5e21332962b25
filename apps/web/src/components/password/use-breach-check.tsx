import { useCallback, useRef, useState } from 'react';
import { getBreachRange } from '../../lib/api/get-breach-range';
import { BreachDialog } from './breach-dialog';
import { checkBreach, type BreachVerdict } from '../../lib/password/breach';

/**
 * confirmPassword resolves true when the password may be used: not found in a leak, or the
 * user chose to continue in the dialog; false when they went back to change it.
 */
export function useBreachCheck() {
  const [verdict, setVerdict] = useState<Exclude<BreachVerdict, 'clean'> | null>(null);
  const [checking, setChecking] = useState(false);
  const resolver = useRef<((proceed: boolean) => void) | null>(null);

  const confirmPassword = useCallback(async (password: string) => {
    setChecking(true);
    const result = await checkBreach(password, getBreachRange).finally(() => setChecking(false));
    if (result === 'clean') return true;
    setVerdict(result);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (proceed: boolean) => {
    setVerdict(null);
    resolver.current?.(proceed);
    resolver.current = null;
  };

  const dialog = <BreachDialog verdict={verdict} onBack={() => answer(false)} onContinue={() => answer(true)} />;
  return { confirmPassword, checking, dialog };
}
