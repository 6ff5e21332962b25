import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { useAppTheme } from '../../theme/hooks/use-app-theme';

const FEATURES = [
  'Un espace documentaire pour retrouver vos documents',
  'Le calendrier de vos rendez-vous et réunions',
  'Des demandes de rendez-vous avec vos interlocuteurs',
  'Des simulateurs pour préparer vos décisions',
  'Le dépôt de vos documents en ligne',
];

/** '/': public presentation page (the full landing is a later issue). */
export default function LandingPage() {
  const theme = useAppTheme();
  return (
    <section className="carte accueil-public">
      <PageTitle documentTitle="Bienvenue">Bienvenue sur {theme.platformName}</PageTitle>
      <p>Votre espace client pour suivre vos dossiers au quotidien.</p>
      <ul className="liste-atouts">
        {FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link to="/app" className="bouton bouton--large" data-testid="bouton-se-connecter">
        Se connecter
      </Link>
    </section>
  );
}
