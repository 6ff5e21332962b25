import { useState } from 'react';
import { handleError } from '../../../../lib/error-handler';

/** One action at a time on a documents screen: `occupe` while it runs, its failure shown with the screen's message. */
export function useOccupe() {
  const [occupe, setOccupe] = useState(false);
  const occuper = async (action: () => Promise<void>, erreur: string) => {
    if (occupe) return;
    setOccupe(true);
    try {
      await action();
    } catch (error) {
      handleError(error, erreur);
    } finally {
      setOccupe(false);
    }
  };
  return { occupe, occuper };
}
