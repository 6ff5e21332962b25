import { usePublicSettings } from '../../../lib/theme/get-theme';

/** A programme video from the configuration (never a hard-coded address), opened in a new tab; a clear message when there is none. */
export function OicVideo({ video, title }: { video: 'presentation' | 'profil'; title: string }) {
  const settings = usePublicSettings();
  const src = video === 'presentation' ? settings?.oicVideoPresentationUrl : settings?.oicVideoProfilUrl;
  if (!src) {
    return (
      <p className="etat" role="status" data-testid="video-indisponible">
        La vidéo n’est pas disponible pour le moment. Votre interlocuteur Initial Conseil peut vous la présenter lors de votre prochain échange.
      </p>
    );
  }
  return (
    <p>
      <a className="bouton" href={src} target="_blank" rel="noopener noreferrer">
        {title} (nouvel onglet)
      </a>
    </p>
  );
}
