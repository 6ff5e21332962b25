import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { CommunicationChamp } from '@portail/contracts';
import { Dossier } from '../dossier/dossier.entity';
import { Personne } from '../user/personne.entity';

/** The last change of one contact field of a dossier: when, and by which member or collaborator. */
@Entity('dossier_communication_modification')
export class CommunicationModification {
  @PrimaryColumn('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @PrimaryColumn('varchar', { length: 20 })
  champ: CommunicationChamp;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('timestamptz', { name: 'date_modification' })
  dateModification: Date;

  @Column('uuid', { name: 'guid_personne', nullable: true })
  guidPersonne: string | null;

  @ManyToOne(() => Personne, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'guid_personne' })
  personne: Relation<Personne> | null;

  /** Name of the member who made the change. */
  @Column('varchar', { name: 'user_modification', length: 201, nullable: true })
  userModification: string | null;

  /** Name of the collaborator who made the change (firm's back office). */
  @Column('varchar', { name: 'agent_modification', length: 201, nullable: true })
  agentModification: string | null;
}
