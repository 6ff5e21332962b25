import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import type { TypeFacture, TypeFichier } from '@portail/contracts';
import { GedNoeud } from './ged-noeud.entity';

/** A document's metadata; its bytes are the blob `blobKey` of the blob store. */
@Entity('ged_document')
@Index(['noeudId', 'dateCreation'])
@Index(['codeDossier', 'type', 'dateCreation'])
// GIN indexes of the search (migration GedSearch): full text (recherche) and folded-name trigrams.
@Index('IDX_ged_document_plein_texte', { synchronize: false })
@Index('IDX_ged_document_nom_trgm', { synchronize: false })
export class GedDocument {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'noeud_id' })
  noeudId: string;

  @ManyToOne(() => GedNoeud, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'noeud_id' })
  noeud: Relation<GedNoeud>;

  /** Copied from the folder for the dossier-wide lists (recent, search); null in board workspaces. */
  @Column('varchar', { name: 'code_dossier', length: 6, nullable: true })
  codeDossier: string | null;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier> | null;

  @Column('varchar', { length: 255 })
  nom: string;

  @Column('varchar', { length: 10, default: 'document' })
  type: 'document' | 'facture';

  @Column('varchar', { length: 10 })
  extension: string;

  /** The type found in the content at upload (sent back on download). */
  @Column('varchar', { length: 100 })
  mime: string;

  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  taille: number;

  @Column('varchar', { name: 'blob_key', length: 200, unique: true })
  blobKey: string;

  @Column('char', { length: 64 })
  sha256: string;

  @Column('timestamptz', { name: 'date_creation', default: () => 'now()' })
  dateCreation: Date;

  @Column('timestamptz', { name: 'date_modification', default: () => 'now()' })
  dateModification: Date;

  @Column('int', { nullable: true })
  millesime: number | null;

  @Column('boolean', { name: 'est_site_internet', default: false })
  estSiteInternet: boolean;

  /** Pages of the preview once the worker rendered it; null before or for types without preview. */
  @Column('int', { name: 'nb_pages', nullable: true })
  nbPages: number | null;

  @Column('varchar', { name: 'apercu_statut', length: 10, default: 'attente' })
  apercuStatut: 'attente' | 'pret' | 'aucun' | 'echec';

  /** Text extracted from the file by the worker (PDF), searched with the name. */
  @Column('text', { nullable: true })
  contenu: string | null;

  /** French full-text vector of name + contenu (unaccented), kept by a database trigger: never written by the api. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  recherche: string | null;

  @Column('varchar', { name: 'nom_fournisseur', length: 200, nullable: true })
  nomFournisseur: string | null;

  @Column('date', { name: 'date_facture', nullable: true })
  dateFacture: string | null;

  @Column('varchar', { name: 'numero_facture', length: 60, nullable: true })
  numeroFacture: string | null;

  @Column('numeric', {
    name: 'total_ttc',
    precision: 14,
    scale: 2,
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
  })
  totalTTC: number | null;

  @Column('varchar', { name: 'type_facture', length: 20, nullable: true })
  typeFacture: TypeFacture | null;

  /** Type chosen by the member at upload, for documents waiting to be filed. */
  @Column('varchar', { name: 'type_fichier', length: 12, nullable: true })
  typeFichier: TypeFichier | null;

  /** guidPersonne of the member or collaborator who sent it. */
  @Column('uuid', { name: 'depose_par', nullable: true })
  deposePar: string | null;
}
