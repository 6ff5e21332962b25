import { useEffect, useState } from 'react';
import { FORBIDDEN_COUNTDOWN_SECONDS } from '../../../config/constants';
import { LOGOUT_URL } from '../../../lib/auth-urls';
import { PageTitle } from '../../../components/ui/page-title';
import { clearSessionState } from '../../../lib/storage';

function logout() {
  clearSessionState();
  window.location.assign(LOGOUT_URL);
}

/** /interdit: shown after a 403; 10-second countdown then logout (spec 01 §2.4). */
export default function InterditPage() {
  const [remaining, setRemaining] = useState(FORBIDDEN_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (remaining <= 0) {
      logout();
      return undefined;
    }
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  return (
    <section className="carte carte--etroite">
      <PageTitle>Accès interdit</PageTitle>
      <p>Vous n'avez pas les droits nécessaires pour accéder à cette ressource.</p>
      <p aria-live="polite">
        Vous allez être déconnecté dans <strong data-testid="interdit-decompte">{Math.max(remaining, 0)}</strong> seconde
        {remaining > 1 ? 's' : ''}.
      </p>
      <button type="button" className="bouton" onClick={logout}>
        Se déconnecter maintenant
      </button>
    </section>
  );
}
