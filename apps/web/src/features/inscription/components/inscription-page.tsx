import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import '../../../styles/account.css';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { parseInscriptionPath } from '../utils/inscription-path';
import { InscriptionForm } from './inscription-form';

/** /inscription/{codeliaison}/{email}, /inscription//{email}, /inscription/{email} (spec 01 §2.1). */
export default function InscriptionPage() {
  const theme = useAppTheme();
  const { codeliaison, email } = parseInscriptionPath(useParams()['*']);
  return (
    <section className="carte carte--etroite">
      <PageTitle>Créer mon compte</PageTitle>
      <p className="texte-secondaire">
        Créez votre accès à {theme.platformName} avec l’adresse e-mail que le cabinet connaît pour vous et le code d’un de vos dossiers.
      </p>
      <InscriptionForm key={`${codeliaison}/${email}`} initialEmail={email} initialCodeliaison={codeliaison} />
      <p className="formulaire__lien">
        Déjà un compte ? <Link to="/connexion">Se connecter</Link>
      </p>
    </section>
  );
}
