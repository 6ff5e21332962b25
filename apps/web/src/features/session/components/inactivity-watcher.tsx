import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_RELOAD_DELAY_MS } from '../../../config/constants';
import { getLastServerCall } from '../../../lib/api-client';
import { isInactive } from '../utils/inactivity';
import { DialogFrame } from '../../../components/ui/dialog-frame';

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
      <DialogFrame
        title="Session inactive"
        testId="dialogue-inactivite"
        dismissible={false}
        actions={
          <button type="button" className="bouton" onClick={reload}>
            Recharger maintenant
          </button>
        }
      >
        Suite à une longue période d'inactivité. La page doit être rechargée...
      </DialogFrame>
    </Dialog.Root>
  );
}
