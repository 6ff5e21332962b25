import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, type Relation, PrimaryColumn } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';

/** An appointment request sent to an adviser, kept with the stored names of its attachments. */
@Entity('demande_rendez_vous')
@Index(['codeDossier', 'createdAt'])
export class DemandeRendezVous {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @Column('varchar', { name: 'code_agent', length: 20 })
  codeAgent: string;

  @Column('text')
  motif: string;

  @Column('varchar', { length: 30, nullable: true })
  telephone: string | null;

  @Column('varchar', { length: 254, nullable: true })
  email: string | null;

  /** Original name and stored (random) name of each attachment, under DATA_DIR/rendez-vous. */
  @Column('jsonb', { name: 'pieces_jointes', default: () => "'[]'" })
  piecesJointes: { nom: string; fichier: string; taille: number }[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
