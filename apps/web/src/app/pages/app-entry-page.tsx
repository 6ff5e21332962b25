import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { StorageKey } from '../../config/storage-keys';
import { ErrorState } from '../../components/ui/error-state';
import { PageLoader } from '../../components/ui/page-loader';
import { readStorage, writeStorage } from '../../lib/storage';
import { useSession } from '../../lib/api/get-session';
import { useDroits } from '../../lib/api/get-droits';
import { decideEntry, type SessionStatus } from '../guard/guard';

/** /app: the entry point. Sign in first, load rights, then the saved target or the home screen. */
export default function AppEntryPage() {
  const navigate = useNavigate();
  const session = useSession();
  const status: SessionStatus = session.isPending ? 'loading' : session.data ? 'authenticated' : 'anonymous';
  const droits = useDroits(status === 'authenticated');
  const decision = decideEntry({
    session: status,
    droitsLoaded: droits.isSuccess,
    savedRedirect: readStorage(StorageKey.redirectTo),
  });

  const target = decision.kind === 'redirect' ? decision.to : null;

  useEffect(() => {
    if (target === null) return;
    // Signed in: the saved target is used now, so it is forgotten.
    if (status === 'authenticated') writeStorage(StorageKey.redirectTo, null);
    void navigate(target, { replace: true });
  }, [target, status, navigate]);

  if (session.isError) {
    return <ErrorState message="Une erreur est survenue lors de la vérification de votre session." onRetry={() => void session.refetch()} />;
  }
  if (droits.isError) {
    return <ErrorState message="Une erreur est survenue lors du chargement de vos droits." onRetry={() => void droits.refetch()} />;
  }
  return <PageLoader label={status === 'authenticated' ? 'Chargement de vos droits…' : 'Chargement…'} />;
}
