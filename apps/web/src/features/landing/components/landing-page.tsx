import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import '../../../styles/account.css';
import { useAppTheme } from '../../../lib/theme/use-app-theme';

const FEATURES = [
  { title: 'Espace documentaire', text: 'Retrouvez vos documents comptables, fiscaux, sociaux et juridiques, classés par dossier.' },
  { title: 'Calendrier des rendez-vous et réunions', text: 'Vos prochains rendez-vous avec vos interlocuteurs et les réunions du cabinet.' },
  { title: 'Demandes de rendez-vous', text: 'Demandez un rendez-vous à votre conseiller en quelques clics.' },
  { title: 'Simulateurs', text: 'Simulez un emprunt ou le coût d’une embauche pour préparer vos décisions.' },
  { title: 'Dépôt de documents', text: 'Transmettez vos pièces au cabinet en ligne, sans déplacement.' },
];

/** '/': public presentation of the portal's features (spec 01 §1, §2.1). */
export default function LandingPage() {
  const theme = useAppTheme();
  return (
    <section className="carte accueil-public">
      <PageTitle documentTitle="Bienvenue">Bienvenue sur {theme.platformName}</PageTitle>
      <p>L’espace client de {theme.entityName} pour suivre vos dossiers au quotidien, où que vous soyez.</p>
      <ul className="liste-atouts liste-atouts--cartes" aria-label="Fonctionnalités">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <div className="actions-publiques">
        <Link to="/app" className="bouton" data-testid="bouton-se-connecter">
          Se connecter
        </Link>
        <Link to="/inscription" className="bouton bouton--secondaire" data-testid="bouton-creer-compte">
          Créer mon compte
        </Link>
      </div>
      <p className="texte-secondaire">
        Vous avez reçu un code liaison du cabinet ? Créez votre compte avec votre adresse e-mail et le code d’un de vos dossiers.
      </p>
    </section>
  );
}
