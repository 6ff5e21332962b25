import { Link } from 'react-router';
import { BellIcon } from '../../../components/ui/icons';
import { useUnreadCount } from '../../../lib/api/get-unread-count';

/** Header bell with the number of unread notifications. */
export function UnreadCounter() {
  const { data } = useUnreadCount();
  const count = data ?? 0;
  const label = count === 0 ? 'Notifications' : `Notifications (${count} non lue${count > 1 ? 's' : ''})`;
  return (
    <Link to="/notifications" className="bouton-icone compteur" aria-label={label} data-testid="compteur-notifications">
      <BellIcon />
      {count > 0 && (
        <span className="compteur__pastille" aria-hidden="true" data-testid="compteur-notifications-valeur">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
