import { Navigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useSession } from '../../lib/api/get-session';
import { decideUnknownPath, type SessionStatus } from '../guard/guard';

/** The catch-all route: sends an unknown path home once the session is known. */
export function UnknownPathPage() {
  const session = useSession();
  const status: SessionStatus = session.isPending ? 'loading' : session.data ? 'authenticated' : 'anonymous';
  const decision = decideUnknownPath(status);
  if (decision.kind !== 'redirect') return <PageLoader label="Chargement…" />;
  return <Navigate to={decision.to} replace />;
}
