import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last yearly update reminder of a dossier's DUER (at most one every 30 days). */
@Entity('duer_rappel')
export class DuerRappel {
  @PrimaryColumn('varchar', { name: 'code_dossier', length: 6, primaryKeyConstraintName: 'PK_duer_rappel' })
  codeDossier: string;

  @Column('timestamptz', { name: 'dernier_envoi' })
  dernierEnvoi: Date;
}
