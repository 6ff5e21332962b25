import { useEffect, useState } from 'react';
import { AnnuaireMessages as M, type RessourceAffichee } from '@portail/contracts';

/** A PDF of the portal needs the selected dossier (the api checks the directory's module on it). */
const lienPdf = (lien: string, codeDossier: string) => (lien.startsWith('/api/') ? `${lien}?codeDossier=${encodeURIComponent(codeDossier)}` : lien);

/** A video host that has not answered after this long is said unreachable. */
const VIDEO_DELAI_MS = 10_000;

function Video({ r }: { r: Extract<RessourceAffichee, { type: 'video' }> }) {
  const [etat, setEtat] = useState<'chargement' | 'prete' | 'echec'>('chargement');
  const titre = r.titre ?? 'Vidéo de présentation';
  useEffect(() => {
    if (!r.url || etat !== 'chargement') return;
    const t = setTimeout(() => setEtat('echec'), VIDEO_DELAI_MS);
    return () => clearTimeout(t);
  }, [r.url, etat]);
  if (!r.url) return <p className="annuaire__video-absente">{M.videoNonConfiguree}</p>;
  if (etat === 'echec') return <p className="annuaire__video-absente">{M.videoIndisponible}</p>;
  return (
    <figure className="annuaire__video">
      <iframe
        src={r.url}
        title={titre}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation"
        onLoad={() => setEtat('prete')}
        onError={() => setEtat('echec')}
      />
      <figcaption>{titre}</figcaption>
    </figure>
  );
}

/** The service's resources: embedded videos from the configured host, PDFs as links (spec 02 §3, §9). */
export function Ressources({ ressources, codeDossier }: { ressources: RessourceAffichee[]; codeDossier: string }) {
  if (!ressources.length) return null;
  const pdfs = ressources.filter((r) => r.type === 'pdf');
  const videos = ressources.filter((r) => r.type === 'video');
  return (
    <section className="carte" aria-labelledby="titre-ressources">
      <h2 id="titre-ressources" className="section__titre">
        Ressources
      </h2>
      {videos.map((r) => (
        <Video key={r.idVideo} r={r} />
      ))}
      {pdfs.length > 0 && (
        <ul className="annuaire__pdfs">
          {pdfs.map((r) => (
            <li key={r.lien}>
              <a href={lienPdf(r.lien, codeDossier)} target="_blank" rel="noopener noreferrer">
                {r.nom}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
