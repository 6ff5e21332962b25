import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
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

  /** Contact card shown to the clients of the portfolio (spec 01 §3 Contact). */
  @Column('varchar', { name: 'nom_agence', length: 120, nullable: true })
  nomAgence: string | null;

  @Column('varchar', { length: 30, nullable: true })
  telephone: string | null;

  @Column('varchar', { length: 254, nullable: true })
  mail: string | null;

  /** Rich text, sanitized when written and again when served. */
  @Column('text', { nullable: true })
  mission: string | null;

  /** M man, A assistant, anything else woman: the avatar when no photo may be shown. */
  @Column('varchar', { length: 1, default: 'F' })
  sexe: string;

  @Column('boolean', { name: 'droit_image', default: false })
  droitImage: boolean;

  @Column('bytea', { nullable: true, select: false })
  photo: Buffer | null;

  @Column('varchar', { name: 'photo_type', length: 50, nullable: true })
  photoType: string | null;

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
