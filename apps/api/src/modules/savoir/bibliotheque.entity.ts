import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A library of the firm's documentation files (not a dossier's GED), listed at /documentations/ged/{codeGed}. */
@Entity('bibliotheque')
export class Bibliotheque {
  @PrimaryColumn('varchar', { name: 'code_ged', length: 40 })
  codeGed: string;

  @Column('varchar', { length: 200 })
  titre: string;
}

/** One file of a library; its bytes are in the blob store under `blobKey`. */
@Entity('bibliotheque_fichier')
export class BibliothequeFichier {
  @PrimaryColumn('uuid')
  id: string;

  @Index('IDX_bibliotheque_fichier_code_ged')
  @Column('varchar', { name: 'code_ged', length: 40 })
  codeGed: string;

  @Column('varchar', { length: 255 })
  nom: string;

  @Column('integer')
  taille: number;

  @Column('timestamptz')
  date: Date;

  @Column('varchar', { name: 'type_mime', length: 100 })
  typeMime: string;

  @Column('varchar', { name: 'blob_key', length: 200 })
  blobKey: string;
}
