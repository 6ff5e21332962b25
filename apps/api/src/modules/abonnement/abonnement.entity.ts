import type { EtatFacture, ModeReglement } from '@portail/contracts';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import { GedDocument } from '../documents/ged-document.entity';

/** Billing parameters of a dossier (spec 02 §3 Billing, parametresDossier); absent row: paper, no platform, transfer. */
@Check('CHK_abonnement_parametres_reception', `"reception_cder_info" IN ('0', '1')`)
@Check('CHK_abonnement_parametres_mode', `"mode_reglement" IN ('PRELEVEMENT', 'VIREMENT', 'CHEQUE')`)
@Entity('abonnement_parametres')
export class AbonnementParametres {
  @PrimaryColumn('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @OneToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier?: Relation<Dossier>;

  /** '0' paper, '1' e-mail. */
  @Column('varchar', { name: 'reception_cder_info', length: 1, default: '0' })
  receptionCderInfo: '0' | '1';

  @Column('boolean', { name: 'reception_facture_electronique', default: false })
  receptionFactureElectronique: boolean;

  @Column('varchar', { name: 'email_plateforme_facturation', length: 255, default: '' })
  emailPlateformeFacturation: string;

  @Column('varchar', { name: 'mode_reglement', length: 12, default: 'VIREMENT' })
  modeReglement: ModeReglement;

  @Column('timestamptz', { name: 'date_modification', default: () => 'now()' })
  dateModification: Date;
}

/** The subscription of a year (cotisationMillesime), amounts excl. tax in cents. */
@Entity('abonnement_cotisation')
export class AbonnementCotisation {
  @PrimaryColumn('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @PrimaryColumn('integer')
  millesime: number;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier?: Relation<Dossier>;

  @Column('integer')
  cotisation: number;

  @Column('integer')
  compta: number;

  @Column('integer')
  conseil: number;

  @Column('integer')
  juridique: number;
}

/** An invoice of the firm to the dossier; its PDF is a document of the document store (GED). Amounts in cents. */
@Check('CHK_abonnement_facture_etat', `"etat" IN ('Facturée', 'Archivée', 'Emis', 'Réglée', 'A facturer', 'A prélever')`)
@Entity('abonnement_facture')
@Index(['codeDossier', 'dateFacture'])
export class AbonnementFacture {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier?: Relation<Dossier>;

  @Column('varchar', { name: 'numero_facture', length: 30, unique: true })
  numeroFacture: string;

  @Column('varchar', { length: 255 })
  libelle: string;

  @Column('date', { name: 'date_facture' })
  dateFacture: string;

  @Column('varchar', { length: 12 })
  etat: EtatFacture;

  @Column('integer', { name: 'montant_ht' })
  montantHt: number;

  @Column('integer', { name: 'montant_ttc' })
  montantTtc: number;

  @Column('uuid', { name: 'ged_document_id', nullable: true })
  gedDocumentId: string | null;

  @ManyToOne(() => GedDocument, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'ged_document_id' })
  gedDocument?: Relation<GedDocument> | null;
}

/**
 * A SEPA direct-debit mandate signed for the dossier; the latest one is in force. The IBAN is kept encrypted
 * (AES-256-GCM) and as a masked copy for display: it never leaves the server in clear except in the mandate's PDF.
 */
@Check(
  'CHK_mandat_sepa_iban',
  `("iban_scelle" IS NOT NULL AND "iban_iv" IS NOT NULL AND "iban_cle_chiffree" IS NOT NULL AND "iban_cle_id" IS NOT NULL) OR "iban_chiffre" IS NOT NULL`,
)
@Entity('mandat_sepa')
@Index(['codeDossier', 'id'])
export class MandatSepaEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier?: Relation<Dossier>;

  /** Unique mandate reference (RUM), 'MDT-{codeDossier}-{n}'. */
  @Column('varchar', { length: 35, unique: true })
  reference: string;

  @Column('varchar', { length: 70 })
  titulaire: string;

  @Column('varchar', { length: 140 })
  adresse: string;

  @Column('varchar', { name: 'code_postal', length: 10 })
  codePostal: string;

  @Column('varchar', { length: 70 })
  ville: string;

  /** Sealed by the portal's envelope (SecretSealer, scope 'mandat-iban', bound to the reference). */
  @Column('bytea', { name: 'iban_scelle', nullable: true })
  ibanScelle: Buffer | null;

  @Column('bytea', { name: 'iban_iv', nullable: true })
  ibanIv: Buffer | null;

  @Column('bytea', { name: 'iban_cle_chiffree', nullable: true })
  ibanCleChiffree: Buffer | null;

  @Column('varchar', { name: 'iban_cle_id', length: 8, nullable: true })
  ibanCleId: string | null;

  /** Former format (SEPA_IBAN_KEY), kept until vault:rotate reseals the row. */
  @Column('text', { name: 'iban_chiffre', nullable: true })
  ibanChiffreV1: string | null;

  @Column('varchar', { name: 'iban_masque', length: 50 })
  ibanMasque: string;

  @Column('varchar', { length: 11 })
  bic: string;

  @Column('date', { name: 'date_signature' })
  dateSignature: string;

  @Column('timestamptz', { name: 'cree_le', default: () => 'now()' })
  creeLe: Date;
}
