import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Compte } from '../user/compte.entity';

/**
 * A browser an account signed in from, known by the keyed hash of its signed cookie: a sign-in from another one is
 * mailed to the member; `memoriseJusquA` spares it the second factor until then (revoked by clearing it).
 */
@Entity('appareil')
@Unique('UQ_appareil_navigateur', ['compteId', 'navigateurEmpreinte'])
export class AppareilEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_appareil' })
  id: string;

  @Column('uuid', { name: 'compte_id' })
  compteId: string;

  @ManyToOne(() => Compte, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'compte_id', foreignKeyConstraintName: 'FK_appareil_compte' })
  compte: Relation<Compte>;

  @Column('varchar', { name: 'navigateur_empreinte', length: 64 })
  navigateurEmpreinte: string;

  @Column('varchar', { name: 'user_agent', length: 512, default: '' })
  userAgent: string;

  @Column('timestamptz', { name: 'premiere_connexion', default: () => 'now()' })
  premiereConnexion: Date;

  @Column('timestamptz', { name: 'derniere_connexion', default: () => 'now()' })
  derniereConnexion: Date;

  @Column('timestamptz', { name: 'memorise_jusqu_a', nullable: true })
  memoriseJusquA: Date | null;
}
