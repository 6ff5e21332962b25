import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A photo of the One Day gallery (spec 02 §9): the uploaded original and the large and small versions generated from
 * it, each a blob of its own with its size in pixels. Common to every user: no dossier.
 */
@Entity('galerie_photo')
@Index('IDX_galerie_photo_ordre', ['ordre', 'id'])
export class GaleriePhoto {
  @PrimaryColumn('uuid')
  id: string;

  @Column('integer')
  ordre: number;

  /** Also the image's alternative text. */
  @Column('varchar', { length: 255 })
  titre: string;

  /** The uploader's file name, for the staff's list. */
  @Column('varchar', { name: 'nom_fichier', length: 255 })
  nomFichier: string;

  @Column('varchar', { name: 'type_originale', length: 50 })
  typeOriginale: string;

  @Column('varchar', { name: 'cle_originale', length: 255 })
  cleOriginale: string;

  @Column('integer', { name: 'octets_originale' })
  octetsOriginale: number;

  @Column('integer', { name: 'largeur_originale' })
  largeurOriginale: number;

  @Column('integer', { name: 'hauteur_originale' })
  hauteurOriginale: number;

  @Column('varchar', { name: 'type_grande', length: 50 })
  typeGrande: string;

  @Column('varchar', { name: 'cle_grande', length: 255 })
  cleGrande: string;

  @Column('integer', { name: 'largeur_grande' })
  largeurGrande: number;

  @Column('integer', { name: 'hauteur_grande' })
  hauteurGrande: number;

  @Column('varchar', { name: 'type_petite', length: 50 })
  typePetite: string;

  @Column('varchar', { name: 'cle_petite', length: 255 })
  clePetite: string;

  @Column('integer', { name: 'largeur_petite' })
  largeurPetite: number;

  @Column('integer', { name: 'hauteur_petite' })
  hauteurPetite: number;

  @Column('timestamptz', { name: 'date_ajout' })
  dateAjout: Date;
}
