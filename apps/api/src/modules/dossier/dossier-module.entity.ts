import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Dossier } from './dossier.entity';

/** A module the dossier subscribes to. */
@Entity('dossier_module')
export class DossierModule {
  @PrimaryColumn('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @PrimaryColumn('varchar', { length: 50 })
  module: string;

  @Column('date', { name: 'date_souscription', default: () => 'CURRENT_DATE' })
  dateSouscription: string;

  @ManyToOne(() => Dossier, (d) => d.modules, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;
}
