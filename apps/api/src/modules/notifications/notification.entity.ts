import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { NotificationCategory } from '@portail/contracts';
import { Personne } from '../user/personne.entity';

/** A message for one person (spec 01 §3 Notification); read once the notifications screen loads. */
@Entity('notification')
@Index(['guidPersonne', 'date'])
export class Notification {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @ManyToOne(() => Personne, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guid_personne' })
  personne: Relation<Personne>;

  @Column('varchar', { length: 20 })
  category: NotificationCategory;

  @Column('varchar', { length: 500 })
  message: string;

  @Column('varchar', { length: 500, nullable: true })
  url: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  date: Date;

  @Column('boolean', { default: false })
  lue: boolean;
}
