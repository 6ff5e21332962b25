import { Link, useSearchParams } from 'react-router';
import { SecuriteMessages } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { FormAlert } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-handler';
import { useEndSessionFromLink } from '../api/end-session-from-link';
import '../../../styles/account.css';

/** /session/terminer?jeton=…: the link of the « nouvelle connexion » mail ends that session, without signing in. */
export default function EndSessionPage() {
  const [searchParams] = useSearchParams();
  const jeton = searchParams.get('jeton')?.trim() ?? '';
  const end = useEndSessionFromLink();

  return (
    <section className="carte carte--etroite formulaire">
      <PageTitle>Terminer une session</PageTitle>
      {!jeton ? (
        <FormAlert message={SecuriteMessages.endLinkInvalid} testId="erreur-lien" />
      ) : end.isSuccess ? (
        <p className="formulaire__succes" role="status">
          {end.data.message}
        </p>
      ) : (
        <>
          <p>Vous avez reçu un e-mail signalant une nouvelle connexion. Si ce n’est pas vous, terminez cette session.</p>
          <FormAlert message={end.isError ? errorText(end.error, SecuriteMessages.endLinkInvalid) : null} testId="erreur-lien" />
          {!end.isError && (
            <button type="button" className="bouton bouton--large" disabled={end.isPending} onClick={() => end.mutate(jeton)}>
              {end.isPending ? 'Fermeture…' : 'Terminer cette session'}
            </button>
          )}
        </>
      )}
      <p className="formulaire__lien">
        <Link to="/connexion">Aller à la page de connexion</Link>
      </p>
    </section>
  );
}
