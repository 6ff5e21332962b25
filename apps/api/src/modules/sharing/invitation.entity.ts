import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, type Relation } from 'typeorm';
import { Personne } from '../user/personne.entity';
import { InvitationDossier } from './invitation-dossier.entity';

/** An offer from a gérant to share dossiers with a person, by e-mail (spec 01 §3, §4). */
@Entity('invitation')
export class Invitation {
  /** Random uuid: the id in the invitation link must not be guessable. */
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'guid_personne_createur' })
  guidPersonneCreateur: string;

  @ManyToOne(() => Personne, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guid_personne_createur' })
  createur: Relation<Personne>;

  @Index()
  @Column('varchar', { name: 'email_invite', length: 254 })
  emailInvite: string;

  @Column('varchar', { name: 'nom_invite', length: 100, nullable: true })
  nomInvite: string | null;

  @Column('varchar', { name: 'prenom_invite', length: 100, nullable: true })
  prenomInvite: string | null;

  @CreateDateColumn({ name: 'date_creation', type: 'timestamptz' })
  dateCreation: Date;

  @Column('timestamptz', { name: 'date_expiration' })
  dateExpiration: Date;

  @Column('timestamptz', { name: 'date_acceptation', nullable: true })
  dateAcceptation: Date | null;

  @Column('timestamptz', { name: 'date_refus', nullable: true })
  dateRefus: Date | null;

  @OneToMany(() => InvitationDossier, (d) => d.invitation)
  dossiers: InvitationDossier[];
}
