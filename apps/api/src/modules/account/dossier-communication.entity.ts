import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import { Pays } from './pays.entity';

/** Contact details of a dossier (spec 02 §3 File communication); phones hold digits only. */
@Entity('dossier_communication')
export class DossierCommunication {
  @PrimaryColumn('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @OneToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('varchar', { length: 10, nullable: true })
  telephone: string | null;

  @Column('int', { name: 'indicatif_telephone', nullable: true })
  indicatifTelephone: number | null;

  @ManyToOne(() => Pays, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'indicatif_telephone' })
  paysTelephone: Relation<Pays> | null;

  @Column('varchar', { length: 10, nullable: true })
  portable: string | null;

  @Column('int', { name: 'indicatif_portable', nullable: true })
  indicatifPortable: number | null;

  @ManyToOne(() => Pays, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'indicatif_portable' })
  paysPortable: Relation<Pays> | null;

  @Column('varchar', { name: 'email_principal', length: 64, nullable: true })
  emailPrincipal: string | null;

  @Column('varchar', { name: 'email_facturation', length: 255, nullable: true })
  emailFacturation: string | null;
}
