import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StorageKey } from '../../../config/storage-keys';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { readStorage, writeStorage } from '../../../lib/storage';
import { resolveRedirectTarget } from '../../../app/guard/guard';
import { useSelectedDossier } from '../../dossiers/hooks/selected-dossier';

/** Pending home redirect: query or route param redirectTo, or a path saved by the guard. */
const pendingRedirect = () => resolveRedirectTarget(readStorage(StorageKey.redirectTo));

/** /accueil: minimal home until the full one (key figures, sections, tiles) lands. */
export default function AccueilPage() {
  const { dossier } = useSelectedDossier();
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = pendingRedirect();

  // After landing, the home sends the user on to the screen asked for (spec 01 §2.4), once.
  useEffect(() => {
    const target = pendingRedirect();
    writeStorage(StorageKey.redirectTo, null);
    if (target) void navigate(target, { replace: true });
  }, [navigate, location.key]);

  if (redirect) return <PageLoader label="Redirection en cours…" />;

  return (
    <section className="page" data-testid="accueil">
      <PageTitle>Accueil</PageTitle>
      {dossier ? (
        <div className="carte">
          <p className="texte-secondaire">Dossier sélectionné</p>
          <p className="accueil__dossier">
            <strong data-testid="accueil-raison-sociale">{dossier.raisonSociale}</strong>{' '}
            <span className="texte-secondaire" data-testid="accueil-code-dossier">
              {dossier.codeDossier}
            </span>
          </p>
          <p>Votre tableau de bord arrive bientôt.</p>
        </div>
      ) : (
        <p>Aucun dossier sélectionné.</p>
      )}
    </section>
  );
}
