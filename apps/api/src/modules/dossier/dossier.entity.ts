import { Column, Entity, Index, OneToMany, PrimaryColumn } from 'typeorm';
import { DossierModule } from './dossier-module.entity';

@Entity('dossier')
export class Dossier {
  /**
   * The portal's identifier of the dossier; null for a dossier the firm's records hold but the portal has not
   * registered (a PasInscrit dossier without id, which staff may not pick: spec 02 §4).
   */
  @Index('UQ_dossier_id', { unique: true })
  @Column('uuid', { nullable: true })
  id: string | null;

  @Index({ unique: true })
  @PrimaryColumn('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @Column('varchar', { name: 'raison_sociale', length: 200 })
  raisonSociale: string;

  /** 0016 = individual customer. */
  @Column('varchar', { name: 'code_entite', length: 4 })
  codeEntite: string;

  @Column('varchar', { name: 'type_activite', length: 10 })
  typeActivite: 'AGRI' | 'VITI' | 'ACS' | 'AGRIVITI';

  @Column('varchar', { length: 12, default: 'Bon' })
  statut: 'Bon' | 'PasInscrit' | 'Demissionne';

  /** The person the firm holds as the dossier's main contact. */
  @Column('uuid', { name: 'guid_personne', nullable: true })
  guidPersonne: string | null;

  /** PACAGE number (9 digits) of the farm: the producer to read in a Telepac file. */
  @Column('varchar', { name: 'numero_pacage', length: 9, nullable: true })
  numeroPacage: string | null;

  @OneToMany(() => DossierModule, (m) => m.dossier)
  modules: DossierModule[];
}
