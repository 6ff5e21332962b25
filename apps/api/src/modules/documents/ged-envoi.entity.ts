import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import type { TypeFichier } from '@portail/contracts';

/** Upload history of a dossier (/ged/historique): one row per file sent, kept when the document is filed or removed. */
@Entity('ged_envoi')
@Index(['codeDossier', 'dateEnvoi'])
export class GedEnvoi {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @Column('varchar', { name: 'nom_fichier', length: 255 })
  nomFichier: string;

  @Column('varchar', { name: 'type_fichier', length: 12 })
  typeFichier: TypeFichier;

  @Column('timestamptz', { name: 'date_envoi', default: () => 'now()' })
  dateEnvoi: Date;

  @Column('uuid', { name: 'document_id', nullable: true })
  documentId: string | null;
}
