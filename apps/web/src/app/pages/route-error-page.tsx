import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last-resort screen when a route fails to render or its code cannot be loaded. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="coquille__contenu coquille__contenu--centre" id="contenu">
      <section className="carte carte--etroite" role="alert">
        <h1 className="page__titre">{notFound ? 'Page introuvable' : "Une erreur s'est produite"}</h1>
        <p>
          {notFound
            ? "La page demandée n'existe pas."
            : "Une erreur interne s'est produite. Rechargez la page ; si le problème persiste, contactez le support."}
        </p>
        <div className="dialogue__actions">
          <button type="button" className="bouton" onClick={() => window.location.reload()}>
            Recharger la page
          </button>
          <a className="bouton bouton--secondaire" href="/">
            Retour à l'accueil
          </a>
        </div>
      </section>
    </main>
  );
}
