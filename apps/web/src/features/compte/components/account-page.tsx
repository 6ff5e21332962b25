import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import '../../../styles/account.css';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { useUser } from '../../../lib/api/get-user';
import { accountCards } from '../utils/account-cards';

/** /mon-compte: the account hub, cards gated as spec 02 §6 says. */
export default function AccountPage() {
  const { droits, dossier } = useSelectedDossier();
  const theme = useAppTheme();
  const user = useUser();
  const cards = accountCards({ droits, dossier, mailServiceUrl: theme.links.mailService });
  return (
    <div className="page">
      <PageTitle>Mon compte</PageTitle>
      {user.data && (
        <p className="texte-secondaire">
          {user.data.prenom} {user.data.nom} — {user.data.mail}
        </p>
      )}
      <ul className="cartes-compte">
        {cards.map((card) => (
          <li key={card.key}>
            {card.to ? (
              <Link to={card.to} className="carte-compte" data-testid={`carte-${card.key}`}>
                <span className="carte-compte__titre">{card.title}</span>
                <span className="texte-secondaire">{card.text}</span>
              </Link>
            ) : (
              <a href={card.href} className="carte-compte" target="_blank" rel="noopener noreferrer" data-testid={`carte-${card.key}`}>
                <span className="carte-compte__titre">{card.title}</span>
                <span className="texte-secondaire">
                  {card.text}
                  <span className="sr-only"> (nouvel onglet)</span>
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
