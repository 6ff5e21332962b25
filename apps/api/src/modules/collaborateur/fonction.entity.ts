import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Staff function (CE, SEC, SE, Gestionnaire Paie...) and the dossier modules it may use. */
@Entity('fonction')
export class Fonction {
  @PrimaryColumn('varchar', { length: 30 })
  code: string;

  @Column('varchar', { length: 100 })
  libelle: string;

  /** '*' means every module the dossier subscribes to. */
  @Column('text', { array: true, default: () => "'{}'" })
  modules: string[];
}
