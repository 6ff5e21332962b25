import { useParams } from 'react-router';
import { getEventIconRoute, getEventImageRoute, routePath, type Evenement } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useEventInvitation } from '../api/get-event-invitation';
import { EventStatus } from './event-status';
import { LinkedEvents } from './linked-events';
import { RegistrationArea } from './registration-area';
import { WebinarLink } from './webinar-link';
import '../../../styles/evenements.css';

function EventInfos({ event }: { event: Evenement }) {
  const a = event.address;
  const adresse = [a.adresse, [a.cp, a.ville].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <dl className="evenement__infos">
      <dt>Dates</dt>
      <dd data-testid="evenement-dates">{event.dates}</dd>
      {event.location && (
        <>
          <dt>Lieu</dt>
          <dd data-testid="evenement-lieu">{event.location}</dd>
        </>
      )}
      {adresse && (
        <>
          <dt>Adresse</dt>
          <dd>{adresse}</dd>
        </>
      )}
      {event.url && (
        <>
          <dt>Lien</dt>
          <dd>
            <a href={event.url} target="_blank" rel="noreferrer noopener">
              {event.url}
            </a>
          </dd>
        </>
      )}
      <dt>Type</dt>
      <dd>{event.type === 'formation' ? 'Formation' : 'Événement'}</dd>
      <dt>Places</dt>
      <dd data-testid="evenement-places">
        {event.placesRestantes === null ? 'Nombre de places illimité' : `${event.placesRestantes} place(s) restante(s) sur ${event.nbMaxInscription}`}
      </dd>
    </dl>
  );
}

/** /event/{id}: the event, its linked events and the dossier's registration (spec 01 §2.4 Event detail). */
export default function EventPage() {
  const id = Number(useParams().id);
  const { dossier } = useSelectedDossier();
  const codeDossier = dossier?.codeDossier ?? '';
  const query = useEventInvitation(codeDossier, Number.isInteger(id) && id > 0 ? id : 0);

  return (
    <section className="page" data-testid="evenement">
      <QueryState query={query} errorMessage="Une erreur est survenue lors du chargement de l'invitation.">
        {({ event, reponse }) => (
          <>
            {event.hasIcon && <img src={routePath(getEventIconRoute, { id: event.id })} alt="" width={48} height={48} className="evenement__icone" />}
            <PageTitle>{event.title}</PageTitle>
            <EventStatus statut={event.statut} />
            {event.hasImage && <img src={routePath(getEventImageRoute, { id: event.id })} alt="" className="evenement__image" />}
            <EventInfos event={event} />
            {event.idcampagne && event.nbevent > 1 && <LinkedEvents idCampagne={event.idcampagne} codeDossier={codeDossier} currentId={event.id} />}
            {event.registred && !event.estAnnule && <WebinarLink event={event} codeDossier={codeDossier} />}
            <RegistrationArea event={event} codeDossier={codeDossier} reponse={reponse} />
          </>
        )}
      </QueryState>
    </section>
  );
}
