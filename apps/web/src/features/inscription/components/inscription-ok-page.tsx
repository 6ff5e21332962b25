import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';

/** /inscriptionok/{email}: where the activation mail went (spec 01 §2.4 Registration done). */
export default function InscriptionOkPage() {
  const { email = '' } = useParams();
  return (
    <section className="carte carte--etroite">
      <PageTitle>Inscription enregistrée</PageTitle>
      <p>
        Un mail de confirmation vient d’être envoyé à <strong data-testid="inscription-adresse">{email}</strong>.
      </p>
      <p>Ouvrez-le et cliquez sur le lien qu’il contient pour activer votre compte, puis connectez-vous.</p>
      <p className="texte-secondaire">Vous ne le trouvez pas ? Pensez à vérifier votre dossier de courriers indésirables (spam).</p>
      <Link to="/connexion" className="bouton bouton--large">
        Aller à la connexion
      </Link>
    </section>
  );
}
