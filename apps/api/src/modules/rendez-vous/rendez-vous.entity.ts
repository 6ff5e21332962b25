import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, type Relation, JoinTable, ManyToMany, PrimaryColumn } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import { Collaborateur } from '../collaborateur/collaborateur.entity';

/** An appointment of a dossier with the firm (spec 01 §3 Appointment). */
@Entity('rendez_vous')
@Index(['codeDossier', 'date'])
export class RendezVous {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('varchar', { length: 200 })
  titre: string;

  @Column('timestamptz')
  date: Date;

  @Column('timestamptz', { name: 'date_fin', nullable: true })
  dateFin: Date | null;

  @Column('varchar', { length: 200, nullable: true })
  lieu: string | null;

  @Column('varchar', { length: 255, nullable: true })
  adresse: string | null;

  @Column('varchar', { length: 10, nullable: true })
  cp: string | null;

  @Column('varchar', { length: 100, nullable: true })
  ville: string | null;

  @Column('varchar', { name: 'type_communication', length: 50, nullable: true })
  typeCommunication: string | null;

  @Column('text', { nullable: true })
  motif: string | null;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('varchar', { name: 'telephone_contact', length: 30, nullable: true })
  telephoneContact: string | null;

  @Column('varchar', { name: 'email_contact', length: 254, nullable: true })
  emailContact: string | null;

  /** The collaborator responsible for the appointment: edits are mailed to him. */
  @Column('uuid', { name: 'guid_responsable', nullable: true })
  guidResponsable: string | null;

  @Column('timestamptz', { name: 'annule_le', nullable: true })
  annuleLe: Date | null;

  @ManyToMany(() => Collaborateur)
  @JoinTable({
    name: 'rendez_vous_participant',
    joinColumn: { name: 'rendez_vous_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'guid_personne', referencedColumnName: 'guidPersonne' },
  })
  participants: Collaborateur[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
