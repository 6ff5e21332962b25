import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getNotificationImageRoute, NOTIFICATIONS_VISIBLE, routePath, type Notification } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { groupNotifications } from '../utils/group-notifications';
import '../../../styles/evenements.css';

function NotificationItem({ n }: { n: Notification }) {
  return (
    <li className={`notification${n.read ? '' : ' notification--non-lue'}`} data-testid="notification">
      <img className="notification__image" src={routePath(getNotificationImageRoute, { category: n.category })} alt="" width={40} height={40} />
      <div>
        <p className="notification__date texte-secondaire">{formatDateTime(n.date)}</p>
        <p className="notification__message">{n.url ? <Link to={n.url}>{n.message}</Link> : n.message}</p>
      </div>
    </li>
  );
}

/** /notifications: grouped by week and month, 5 shown until 'Voir plus'; all marked read once loaded (spec 01 §2.4). */
export default function NotificationsPage() {
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [expanded, setExpanded] = useState(false);
  const { mutate } = markRead;
  const loaded = query.isSuccess;

  useEffect(() => {
    if (loaded) mutate();
  }, [loaded, mutate]);

  return (
    <section className="page" data-testid="notifications">
      <PageTitle>Notifications</PageTitle>
      <QueryState
        query={query}
        errorMessage="Une erreur est survenue lors du chargement des notifications."
        isEmpty={(page) => page.items.length === 0}
        empty="Vous n'avez aucune notification pour l'instant."
      >
        {(page) => {
          const shown = expanded ? page.items : page.items.slice(0, NOTIFICATIONS_VISIBLE);
          return (
            <>
              {groupNotifications(shown).map((g) => (
                <section key={g.key} className="notifications__groupe" aria-labelledby={`groupe-${g.key}`}>
                  <h2 id={`groupe-${g.key}`} className="section__titre">
                    {g.label}
                  </h2>
                  <ul className="notifications__liste">
                    {g.items.map((n) => (
                      <NotificationItem key={n._id} n={n} />
                    ))}
                  </ul>
                </section>
              ))}
              {!expanded && page.items.length > NOTIFICATIONS_VISIBLE && (
                <button type="button" className="bouton bouton--secondaire" onClick={() => setExpanded(true)}>
                  Voir plus
                </button>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
