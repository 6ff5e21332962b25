import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_RELOAD_DELAY_MS,
} from '../../../config/constants';
import { getLastServerCall } from '../../../lib/api-client';
import { isInactive } from '../utils/inactivity';

const reload = () => window.location.reload();

/** Checks every 5 s; after 24 h without a server call, a non-dismissable notice then a reload. */
export function InactivityWatcher() {
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (expired) return undefined;
    const timer = window.setInterval(() => {
      if (isInactive(getLastServerCall(), Date.now())) setExpired(true);
    }, INACTIVITY_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [expired]);

  useEffect(() => {
    if (!expired) return undefined;
    const timer = window.setTimeout(reload, INACTIVITY_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [expired]);

  return (
    <Dialog.Root open={expired}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialogue__fond" />
        <Dialog.Content
          className="dialogue"
          data-testid="dialogue-inactivite"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="dialogue__titre">Session inactive</Dialog.Title>
          <Dialog.Description className="dialogue__texte">
            Suite à une longue période d'inactivité. La page doit être rechargée...
          </Dialog.Description>
          <div className="dialogue__actions">
            <button type="button" className="bouton" onClick={reload}>
              Recharger maintenant
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
