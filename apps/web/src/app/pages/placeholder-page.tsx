import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentAppRoute } from '../routes/route-handle';

/** Screen declared in the route table but not built yet. */
export function PlaceholderPage() {
  const route = useCurrentAppRoute();
  const title = route?.title ?? 'Écran';
  return (
    <section className="page" data-testid="ecran-a-venir" data-route-name={route?.name}>
      <PageTitle>{title}</PageTitle>
      <div className="carte etat">
        <p>Cet écran arrive bientôt.</p>
        <Link to={route?.requiresAuth ? '/accueil' : '/'}>Retour à l'accueil</Link>
      </div>
    </section>
  );
}
