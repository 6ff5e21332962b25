import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type DemandeType = 'export' | 'effacement';
export type DemandeStatut = 'en-preparation' | 'prete' | 'echec' | 'demandee' | 'refusee' | 'effectuee' | 'annulee';

export interface ResultatEffacement {
  rule: string;
  action: 'supprime' | 'anonymise' | 'conserve';
  count: number;
}

/** A request to exercise a right (an export, a closure of account), kept with its outcome as proof. */
@Entity('demande_rgpd')
@Check('CHK_demande_rgpd_type', `"type" IN ('export', 'effacement')`)
@Index('IDX_demande_rgpd_personne', ['guidPersonne', 'type', 'demandeeLe'])
@Index('UQ_demande_rgpd_effacement_en_cours', ['guidPersonne'], { unique: true, where: `"type" = 'effacement' AND "statut" = 'demandee'` })
export class DemandeRgpdEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'PK_demande_rgpd' })
  id: string;

  @Column('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @Column('varchar', { length: 20 })
  type: DemandeType;

  @Column('varchar', { length: 20 })
  statut: DemandeStatut;

  /** The person's name when they asked: the proof outlives the erasure. */
  @Column('varchar', { length: 200 })
  nom: string;

  @Column('varchar', { length: 254, nullable: true })
  login: string | null;

  @Column('varchar', { length: 1000, nullable: true })
  motif: string | null;

  @Column('varchar', { name: 'motif_refus', length: 1000, nullable: true })
  motifRefus: string | null;

  @Column('varchar', { name: 'blob_key', length: 300, nullable: true })
  blobKey: string | null;

  @Column('bigint', { nullable: true })
  taille: string | null;

  @Column('jsonb', { default: () => "'[]'" })
  resultat: ResultatEffacement[];

  @Column('timestamptz', { name: 'demandee_le', default: () => 'now()' })
  demandeeLe: Date;

  @Column('timestamptz', { name: 'traitee_le', nullable: true })
  traiteeLe: Date | null;

  @Column('varchar', { name: 'traitee_par', length: 200, nullable: true })
  traiteePar: string | null;

  @Column('timestamptz', { name: 'expire_le', nullable: true })
  expireLe: Date | null;
}
