import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, type Relation, PrimaryColumn } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import { RendezVous } from './rendez-vous.entity';

/** One attachment: display name, stored (random) name (blob key `rendez-vous/<fichier>`), size, sniffed media type. */
export interface PieceJointe {
  nom: string;
  fichier: string;
  taille: number;
  /** Absent on requests recorded before contents were sniffed. */
  type?: string;
}

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

  /** The attachments still kept; emptied when they are removed (appointment cancelled, retention). */
  @Column('jsonb', { name: 'pieces_jointes', default: () => "'[]'" })
  piecesJointes: PieceJointe[];

  /**
   * The appointment the firm scheduled from this request, set by whoever schedules it (the firm's
   * tools; the portal only reads it): cancelling the appointment removes the attachments, deleting
   * it deletes the request, whose files are then swept.
   */
  @Index()
  @Column('uuid', { name: 'rendez_vous_id', nullable: true })
  rendezVousId: string | null;

  @ManyToOne(() => RendezVous, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'rendez_vous_id' })
  rendezVous: Relation<RendezVous> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
