import type { Photo } from '@portail/contracts';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Download from 'yet-another-react-lightbox/plugins/download';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { GalerieMessages as M } from '@portail/contracts';
import { downloadName, photoUrl } from '../api/get-photos';

interface GalerieLightboxProps {
  photos: Photo[];
  /** Index of the open photo, -1 when closed. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** After the closing animation: focus goes back to the thumbnail. */
  onExited: () => void;
}

const LABELS = {
  Previous: 'Photo précédente',
  Next: 'Photo suivante',
  Close: 'Fermer la visionneuse',
  Download: 'Télécharger la photo',
  Lightbox: 'Visionneuse de photos',
  Carousel: 'carrousel',
  Slide: 'photo',
  'Photo gallery': 'Photos de la journée One Day',
  '{index} of {total}': 'Photo {index} sur {total}',
};

/**
 * The lightbox of spec 02 §9 (yet-another-react-lightbox): counter 'n / total', previous/next, close, Escape and the
 * arrow keys, swipe, download of the original; only the neighbouring slides are loaded (preload 1).
 */
export function GalerieLightbox({ photos, index, onIndexChange, onClose, onExited }: GalerieLightboxProps) {
  const slides = photos.map((p, i) => ({
    src: photoUrl(p.id, 'grande'),
    alt: p.titre,
    width: p.grande.largeur,
    height: p.grande.hauteur,
    download: { url: photoUrl(p.id, 'originale'), filename: downloadName(i + 1, p.typeOriginal) },
  }));
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={[Counter, Download]}
      carousel={{ preload: 1, finite: false }}
      labels={LABELS}
      on={{ view: ({ index: shown }) => onIndexChange(shown), exited: onExited }}
      render={{
        iconError: () => (
          <span className="galerie__echec" lang="en">
            {M.echecImage}
          </span>
        ),
      }}
    />
  );
}
