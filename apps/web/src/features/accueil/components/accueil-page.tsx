import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ENTITE_PARTICULIER } from '@portail/contracts';
import { StorageKey } from '../../../config/storage-keys';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { formatDateTime } from '../../../lib/format';
import { readStorage, writeStorage } from '../../../lib/storage';
import { resolveRedirectTarget } from '../../../lib/redirect-target';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useEvents } from '../../../lib/api/get-events';
import { useHomeSection } from '../api/get-home-section';
import { useMainStats } from '../api/get-main-stats';
import { useNextAppointment } from '../api/get-next-appointment';
import { nextEvent } from '../../../lib/events/upcoming-events';
import { StatsSlider } from './stats-slider';
import { DocumentsBox } from './documents-box';
import '../../../styles/evenements.css';

/** Pending home redirect: query or route param redirectTo, or a path saved by the guard. */
const pendingRedirect = () => resolveRedirectTarget(readStorage(StorageKey.redirectTo));

function Stats({ codeDossier }: { codeDossier: string }) {
  const query = useMainStats(codeDossier, true);
  if (query.isPending) return <PageLoader label="Chargement des chiffres…" />;
  if (query.isError) return <ErrorState message="Une erreur est survenue lors du chargement de la liste des chiffres." onRetry={() => void query.refetch()} />;
  return query.data.length > 0 ? <StatsSlider stats={query.data} /> : null;
}

function PromotedSection() {
  const query = useHomeSection();
  if (query.isError) return <ErrorState message="Une erreur est survenue lors du chargement de la section New." onRetry={() => void query.refetch()} />;
  const s = query.data?.section;
  if (!s) return null;
  const body = (
    <>
      {s.image && <img src={s.image} alt="" />}
      <div>
        <h2 className="section__titre">{s.title}</h2>
        {s.subtitle && <p>{s.subtitle}</p>}
      </div>
    </>
  );
  return (
    <section className="carte section-new" data-testid="section-new">
      {s.url?.startsWith('/') ? <Link to={s.url}>{body}</Link> : s.url ? <a href={s.url}>{body}</a> : body}
    </section>
  );
}

function NextItems({ codeDossier, modules }: { codeDossier: string; modules: string[] }) {
  // Staff read about the client's dossier, not their own.
  const { isCollaborateur } = useSelectedDossier();
  const hasRdv = modules.includes('page_rdv');
  const hasEvents = modules.includes('page_events');
  const rdv = useNextAppointment(codeDossier, hasRdv);
  const events = useEvents(codeDossier, hasEvents);
  const event = events.data ? nextEvent(events.data) : null;
  return (
    <>
      {hasRdv && (
        <section className="carte" data-testid="prochain-rdv">
          <h2 className="section__titre">{isCollaborateur ? 'Prochain rendez-vous' : 'Mon prochain rendez-vous'}</h2>
          {rdv.isError ? (
            <p>Une erreur est survenue lors du chargement des rendez-vous.</p>
          ) : rdv.data ? (
            <p>
              <Link to={`/rendez-vous/${rdv.data.id}`}>{rdv.data.title}</Link> — {formatDateTime(rdv.data.date)}
            </p>
          ) : (
            <p>{rdv.isPending ? 'Chargement…' : 'Aucun rendez-vous à venir.'}</p>
          )}
        </section>
      )}
      {hasEvents && (
        <section className="carte" data-testid="prochain-evenement">
          <h2 className="section__titre">{isCollaborateur ? 'Prochain événement' : 'Mon prochain événement'}</h2>
          {events.isError ? (
            <p>Une erreur est survenue lors du chargement des événements.</p>
          ) : event ? (
            <p>
              <Link to={`/event/${event.id}`}>{event.title}</Link> — {event.dates}
            </p>
          ) : (
            <p>{events.isPending ? 'Chargement…' : 'Aucun événement à venir.'}</p>
          )}
        </section>
      )}
    </>
  );
}

/** /accueil/{codeDossier?}/{redirectTo?}: key figures, promoted section, tiles, next appointment and event (spec 01 §2.4 Home). */
export default function AccueilPage() {
  const { dossier, modules } = useSelectedDossier();
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
  if (!dossier) {
    return (
      <section className="page" data-testid="accueil">
        <PageTitle>Accueil</PageTitle>
        <p>Aucun dossier sélectionné.</p>
      </section>
    );
  }

  const particulier = dossier.codeEntite === ENTITE_PARTICULIER;
  const showStats = !particulier && modules.includes('mod_chiffres');
  return (
    <section className="page" data-testid="accueil">
      <PageTitle>Accueil</PageTitle>
      <p className="accueil__dossier" data-tour="accueil-dossier">
        <strong data-testid="accueil-raison-sociale">{dossier.raisonSociale}</strong>{' '}
        <span className="texte-secondaire" data-testid="accueil-code-dossier">
          {dossier.codeDossier}
        </span>
      </p>
      {showStats && <Stats codeDossier={dossier.codeDossier} />}
      <PromotedSection />
      <div className="accueil__grille">
        <nav className="carte" aria-label="Raccourcis" data-tour="accueil-raccourcis">
          <h2 className="section__titre">Raccourcis</h2>
          <div className="accueil__tuiles">
            <Link className="tuile" to="/outils">
              Mes outils
            </Link>
            {particulier ? (
              modules.includes('page_contacts') && (
                <Link className="tuile" to="/contacts" data-testid="tuile-contacts">
                  Mes contacts
                </Link>
              )
            ) : (
              <Link className="tuile" to="/documents" data-testid="tuile-documents">
                Mes documents
              </Link>
            )}
            {showStats && modules.includes('page_chiffres') && (
              <Link className="tuile" to="/mes-chiffres">
                Mes chiffres
              </Link>
            )}
            <Link className="tuile" to="/actualites">
              Actualités
            </Link>
          </div>
        </nav>
        <NextItems codeDossier={dossier.codeDossier} modules={modules} />
      </div>
      {(modules.includes('mod_documents') || modules.includes('mod_factures')) && (
        <DocumentsBox codeDossier={dossier.codeDossier} showInvoices={!particulier && modules.includes('mod_factures')} />
      )}
    </section>
  );
}
