import type { Evenement } from '@portail/contracts';
import { useSession } from '../../../lib/api/get-session';
import { errorText } from '../../../lib/error-handler';
import { useEventSubscriptions } from '../api/get-event-subscriptions';
import { useWebinarLink } from '../api/get-webinar-link';

/** For online events: asks the webinar service for the signed-in person's own link, when their address is registered. */
export function WebinarLink({ event, codeDossier }: { event: Evenement; codeDossier: string }) {
  const subs = useEventSubscriptions(codeDossier, event.id);
  const session = useSession();
  const link = useWebinarLink();
  const me = session.data?.login.toLowerCase();
  const mail = subs.data?.find((s) => !s.deleted && s.participe !== false && s.email.toLowerCase() === me)?.email;
  if (!event.url || !mail) return null;
  return (
    <p>
      <button type="button" className="bouton bouton--secondaire" disabled={link.isPending} onClick={() => link.mutate({ guid: event.guid, mail })}>
        Obtenir mon lien de connexion au webinaire
      </button>{' '}
      {link.data && (
        <a href={link.data.url} target="_blank" rel="noreferrer noopener">
          Rejoindre le webinaire
        </a>
      )}
      {link.isError && (
        <span role="alert" className="message-erreur">
          {errorText(link.error, 'Une erreur est survenue lors du chargement du lien du webinaire.')}
        </span>
      )}
    </p>
  );
}
