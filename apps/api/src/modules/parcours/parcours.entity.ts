import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { ParcoursEtape } from '@portail/contracts';
import { Personne } from '../user/personne.entity';

/** A guided tour of one screen (spec 02 §3): driver.js steps with their triggers and callbacks, edited by staff. */
@Entity('parcours')
@Index('IDX_parcours_route_name', ['routeName', 'ordre'])
export class Parcours {
  @PrimaryColumn('varchar', { length: 50, primaryKeyConstraintName: 'PK_parcours' })
  code: string;

  @Column('varchar', { name: 'route_name', length: 100 })
  routeName: string;

  @Column('varchar', { length: 255 })
  titre: string;

  @Column('jsonb')
  etapes: ParcoursEtape[];

  @Column('boolean', { default: true })
  actif: boolean;

  @Column('integer', { default: 0 })
  ordre: number;
}

/** Whether a person has seen a tour (dejaFait), per person and not per dossier. */
@Entity('parcours_utilisateur')
export class ParcoursUtilisateur {
  @PrimaryColumn('uuid', { name: 'guid_personne', primaryKeyConstraintName: 'PK_parcours_utilisateur' })
  guidPersonne: string;

  @PrimaryColumn('varchar', { length: 50, primaryKeyConstraintName: 'PK_parcours_utilisateur' })
  code: string;

  @ManyToOne(() => Personne, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guid_personne', referencedColumnName: 'guidPersonne', foreignKeyConstraintName: 'FK_parcours_utilisateur_personne' })
  personne: Relation<Personne>;

  @ManyToOne(() => Parcours, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'code', referencedColumnName: 'code', foreignKeyConstraintName: 'FK_parcours_utilisateur_parcours' })
  parcours: Relation<Parcours>;

  @Column('boolean', { name: 'deja_fait' })
  dejaFait: boolean;

  @Column('timestamptz')
  date: Date;
}
