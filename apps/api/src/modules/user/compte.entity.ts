import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Personne } from './personne.entity';

@Entity('compte')
export class Compte {
  @PrimaryColumn('uuid')
  id: string;

  @Index({ unique: true })
  @Column('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @OneToOne(() => Personne, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guid_personne' })
  personne: Relation<Personne>;

  /** Lower-cased e-mail for members, AD login for staff on the development provider. */
  @Index({ unique: true })
  @Column('varchar', { length: 254 })
  login: string;

  @Column('varchar', { name: 'password_hash', length: 255, nullable: true })
  passwordHash: string | null;

  @Column('boolean', { default: true })
  actif: boolean;

  @Column('boolean', { name: 'est_testeur', default: false })
  estTesteur: boolean;

  @Column('boolean', { name: 'has_forum', default: false })
  hasForum: boolean;

  @Column('boolean', { name: 'send_mail_when_notify', default: true })
  sendMailWhenNotify: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
