import type { Photo, PhotoContenu } from '@portail/contracts';
import type { GaleriePhoto } from './galerie-photo.entity';

export function toPhoto(p: GaleriePhoto): Photo {
  return {
    id: p.id,
    ordre: p.ordre,
    titre: p.titre,
    petite: { largeur: p.largeurPetite, hauteur: p.hauteurPetite },
    grande: { largeur: p.largeurGrande, hauteur: p.hauteurGrande },
    originale: { largeur: p.largeurOriginale, hauteur: p.hauteurOriginale },
    typeOriginal: p.typeOriginale,
    dateAjout: p.dateAjout.toISOString(),
  };
}

export function toPhotoContenu(p: GaleriePhoto): PhotoContenu {
  return { ...toPhoto(p), nomFichier: p.nomFichier, octets: p.octetsOriginale };
}
