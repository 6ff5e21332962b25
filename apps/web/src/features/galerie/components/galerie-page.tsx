import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { GalerieMessages as M, type Photo } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { photoUrl, usePhotos } from '../api/get-photos';
import { GalerieLightbox } from './galerie-lightbox';
import '../../../styles/galerie.css';

function Grille({ photos }: { photos: Photo[] }) {
  const [index, setIndex] = useState(-1);
  const opener = useRef<number>(-1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <>
      <ul className="galerie__grille" data-testid="galerie-grille">
        {photos.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              className="galerie__vignette"
              ref={(el) => {
                buttons.current[i] = el;
              }}
              onClick={() => {
                opener.current = i;
                setIndex(i);
              }}
              aria-label={`Agrandir la photo ${i + 1} sur ${photos.length} : ${p.titre}`}
            >
              <img src={photoUrl(p.id, 'petite')} alt={p.titre} width={p.petite.largeur} height={p.petite.hauteur} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <GalerieLightbox
        photos={photos}
        index={index}
        onIndexChange={(shown) => {
          if (index >= 0) opener.current = shown;
        }}
        onClose={() => setIndex(-1)}
        onExited={() => buttons.current[opener.current]?.focus()}
      />
    </>
  );
}

/** The notice of spec 02 §9, with the theme's ways to reach the assistance. */
function Avertissement() {
  const { links, supportPhone } = useAppTheme();
  return (
    <div className="galerie__avertissement" role="note">
      <p>{M.avertissement}</p>
      {(links.support || supportPhone) && (
        <p>
          {links.support && (
            <a href={links.support} target="_blank" rel="noopener noreferrer">
              Contacter l’assistance (nouvel onglet)
            </a>
          )}
          {links.support && supportPhone && ' ou '}
          {supportPhone && <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>}
        </p>
      )}
    </div>
  );
}

/** /oneday/galerie: the photos of the firm's annual event (spec 02 §2 and §9). */
export default function GaleriePage() {
  const query = usePhotos();
  return (
    <div className="page galerie">
      <p className="galerie__retour">
        <Link to="/accueil">← Retour à l’accueil</Link>
      </p>
      <PageTitle>{M.titre}</PageTitle>
      <Avertissement />
      <QueryState query={query} errorMessage={M.erreurChargement} loadingLabel="Chargement des photos" isEmpty={(list) => list.length === 0} empty={M.vide}>
        {(photos) => <Grille photos={photos} />}
      </QueryState>
    </div>
  );
}
