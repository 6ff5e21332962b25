import type { StatutPlanAction } from '@portail/contracts';
import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { DuerRisque } from '../duer.entity';

/** What the action plan adds to a risk with a measure to put in place (L4121-3-1 III); who and deadline stay on the risk. */
@Check('CHK_duer_plan_action_statut', `"statut" IN ('a_faire', 'en_cours', 'fait')`)
@Entity('duer_plan_action')
export class DuerPlanActionLigne {
  @PrimaryColumn('integer', { name: 'id_duer_risque' })
  idDuerRisque: number;

  @Column('varchar', { length: 16, default: 'a_faire' })
  statut: StatutPlanAction;

  /** Estimated cost, free text ('1 200 €'); PAPRIPACT only. */
  @Column('varchar', { length: 128, default: '' })
  cout: string;

  @Column('varchar', { length: 2042, default: '' })
  moyens: string;

  @Column('varchar', { length: 2042, default: '' })
  indicateur: string;

  @Column('timestamptz', { name: 'modifie_le', default: () => 'now()' })
  modifieLe: Date;

  /** The name of who last changed the line. */
  @Column('varchar', { name: 'modifie_par', length: 255, default: '' })
  modifiePar: string;

  @OneToOne(() => DuerRisque, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer_risque', foreignKeyConstraintName: 'duer_plan_action_id_duer_risque_fkey' })
  risque?: Relation<DuerRisque>;
}
