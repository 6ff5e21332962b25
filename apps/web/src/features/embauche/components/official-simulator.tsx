import { useEffect, useRef, useState } from 'react';

/** Time the public service's script gets to insert its simulator before the screen says it cannot. */
const OFFICIAL_SIMULATOR_TIMEOUT_MS = 10_000;
const OFFICIAL_SIMULATOR_ERROR =
  'Le simulateur officiel n’a pas pu être chargé (service indisponible ou inaccessible). Le simulateur ci-dessus reste disponible.';
/** The accent colour the spec gives the hiring simulator (spec 02 §2). */
const ACCENT = '#0096FF';

type Status = 'closed' | 'loading' | 'loaded' | 'failed';

/**
 * The public service's embeddable simulator (mon-entreprise): its script, found by its id, inserts an
 * iframe before itself. Offered only when HIRING_SIMULATOR_SCRIPT_URL is configured (its origin is then
 * allowed by the CSP); an error or a timeout shows a message instead.
 */
export function OfficialSimulator({ scriptUrl }: { scriptUrl: string }) {
  const [status, setStatus] = useState<Status>('closed');
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = container.current;
    if (status !== 'loading' || !host) return;
    const hasFrame = () => host.querySelector('iframe') !== null;
    const script = document.createElement('script');
    script.id = 'script-simulateur-embauche';
    script.src = scriptUrl;
    script.async = true;
    script.dataset.couleur = ACCENT;
    script.dataset.module = 'simulateur-embauche';
    script.dataset.lang = 'fr';
    const observer = new MutationObserver(() => hasFrame() && setStatus('loaded'));
    observer.observe(host, { childList: true, subtree: true });
    script.onerror = () => setStatus('failed');
    const timer = setTimeout(() => !hasFrame() && setStatus('failed'), OFFICIAL_SIMULATOR_TIMEOUT_MS);
    host.appendChild(script);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      script.onerror = null;
    };
  }, [status, scriptUrl]);

  const open = status === 'loading' || status === 'loaded';
  return (
    <section className="carte embauche__officiel" aria-labelledby="embauche-officiel-titre">
      <h2 id="embauche-officiel-titre" className="section__titre">
        Simulateur officiel de l’Urssaf
      </h2>
      {status === 'closed' && (
        <>
          <p>Le simulateur du service public (mon-entreprise.urssaf.fr) détaille chaque cotisation et propose d’autres cas.</p>
          <button type="button" className="bouton embauche__bouton" onClick={() => setStatus('loading')}>
            Ouvrir le simulateur officiel
          </button>
        </>
      )}
      {status === 'loading' && (
        <p role="status" data-testid="embauche-officiel-chargement">
          Chargement du simulateur officiel…
        </p>
      )}
      {status === 'failed' && (
        <div className="etat etat--erreur" role="alert" data-testid="embauche-officiel-erreur">
          <p>{OFFICIAL_SIMULATOR_ERROR}</p>
          <button type="button" className="bouton bouton--secondaire" onClick={() => setStatus('loading')}>
            Réessayer
          </button>
        </div>
      )}
      {open && <div ref={container} className="embauche__officiel-cadre" data-testid="embauche-officiel" />}
    </section>
  );
}
