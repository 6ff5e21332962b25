import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { DuerMessages } from '@portail/contracts';
import { DialogFrame } from '../../../../components/ui/dialog-frame';

/**
 * Leaving with pending changes (links, back, navigation of the app, closing the tab) asks first
 * (spec 03 §2.4, §4): Confirmer leaves, Annuler stays.
 */
export function useQuitter(enAttente: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => enAttente && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!enAttente) return;
    const avant = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', avant);
    return () => window.removeEventListener('beforeunload', avant);
  }, [enAttente]);
  return (
    <Dialog.Root open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogFrame
        title={DuerMessages.quitter}
        testId="dialogue-quitter"
        actions={
          <>
            <button type="button" className="bouton bouton--secondaire" onClick={() => blocker.reset?.()}>
              Annuler
            </button>
            <button type="button" className="bouton" onClick={() => blocker.proceed?.()}>
              Confirmer
            </button>
          </>
        }
      >
        {DuerMessages.quitterQuestion}
      </DialogFrame>
    </Dialog.Root>
  );
}
