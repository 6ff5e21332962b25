import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, OneToOne, PrimaryColumn , type Relation } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import { Personne } from '../user/personne.entity';
import { Fonction } from './fonction.entity';

@Entity('collaborateur')
export class Collaborateur {
  @PrimaryColumn('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @OneToOne(() => Personne, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guid_personne' })
  personne: Relation<Personne>;

  @Index({ unique: true })
  @Column('varchar', { name: 'login_ad', length: 100 })
  loginAd: string;

  @Column('varchar', { name: 'code_agent', length: 20 })
  codeAgent: string;

  @Column('boolean', { default: true })
  actif: boolean;

  @ManyToMany(() => Fonction)
  @JoinTable({
    name: 'collaborateur_fonction',
    joinColumn: { name: 'guid_personne', referencedColumnName: 'guidPersonne' },
    inverseJoinColumn: { name: 'fonction_code', referencedColumnName: 'code' },
  })
  fonctions: Fonction[];

  /** The dossiers of the staff member's portfolio. */
  @ManyToMany(() => Dossier)
  @JoinTable({
    name: 'portefeuille',
    joinColumn: { name: 'guid_personne', referencedColumnName: 'guidPersonne' },
    inverseJoinColumn: { name: 'code_dossier', referencedColumnName: 'codeDossier' },
  })
  portefeuille: Dossier[];
}
