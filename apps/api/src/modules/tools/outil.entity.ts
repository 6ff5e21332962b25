import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { OutilCategorie } from './outil-categorie.entity';

/** One card of the tools catalogue (spec 02 §2 Tools, §3 Tool); the catalogue is data, seeded. */
@Entity('outil')
export class Outil {
  @PrimaryColumn('varchar', { length: 100 })
  slug: string;

  @Column('varchar', { length: 200 })
  nom: string;

  @Column('text', { default: '' })
  description: string;

  /** Text of the info dialog. */
  @Column('text', { default: '' })
  explication: string;

  /** route (a named route of the web app), path (an internal path) or url (an external link). */
  @Column('varchar', { name: 'type_lien', length: 10 })
  typeLien: 'route' | 'path' | 'url';

  @Column('varchar', { length: 500 })
  lien: string;

  @Column('boolean', { name: 'nouvel_onglet', default: false })
  nouvelOnglet: boolean;

  @Column('integer', { name: 'categorie_id', nullable: true })
  categorieId: number | null;

  @ManyToOne(() => OutilCategorie, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'categorie_id' })
  categorie: Relation<OutilCategorie> | null;

  @Column('integer', { default: 0 })
  ordre: number;

  /** The risk-assessment card, shown under the DUER rule (contracts canSeeDuer). */
  @Column('boolean', { name: 'est_duer', default: false })
  estDuer: boolean;

  /** Modules the dossier must hold for the card to show (any one suffices); empty: none needed. */
  @Column('text', { array: true, default: '{}' })
  modules: string[];

  @Column('boolean', { default: true })
  actif: boolean;
}
