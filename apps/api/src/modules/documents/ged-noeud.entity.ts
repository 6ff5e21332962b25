import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import type { NodeTemplate } from '@portail/contracts';

/**
 * A folder of the document store: a dossier's library node (espace 'dossier') or a board-of-directors
 * workspace (espace 'conseil', no dossier). Its category decides who sees its documents.
 */
@Entity('ged_noeud')
@Index(['codeDossier', 'code'], { unique: true, where: `"code_dossier" IS NOT NULL` })
export class GedNoeud {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 10, default: 'dossier' })
  espace: 'dossier' | 'conseil';

  @Column('varchar', { name: 'code_dossier', length: 6, nullable: true })
  codeDossier: string | null;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier> | null;

  /** codeGED: main, attente, factures, factures_2025, paies_2026_10, vendanges, fiscal... */
  @Column('varchar', { length: 60 })
  code: string;

  @Index()
  @Column('uuid', { name: 'parent_id', nullable: true })
  parentId: string | null;

  @ManyToOne(() => GedNoeud, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent: Relation<GedNoeud> | null;

  @Column('varchar', { length: 200 })
  titre: string;

  @Column('int', { default: 0 })
  ordre: number;

  @Column('varchar', { length: 20, default: 'default' })
  template: NodeTemplate;

  /** Category of rights sharing (mesDocs, mesDocs_fiscal, mesDocs_social, mesDocs_juridique) whose holders see the folder's documents. */
  @Column('varchar', { name: 'categorie_id', length: 50, nullable: true })
  categorieId: string | null;

  /** Which maintenance flag greys it: maintenanceGedDocument ('documents') or maintenanceGedFacture ('factures'). */
  @Column('varchar', { length: 10, default: 'documents' })
  store: 'documents' | 'factures';

  /** Only with droit_izipaie (the harvest-payroll folder 'vendanges'). */
  @Column('varchar', { name: 'module_requis', length: 40, nullable: true })
  moduleRequis: string | null;

  /** Folder of a particular customer's store (0016), shown instead of the normal folders. */
  @Column('boolean', { name: 'cder_particulier', default: false })
  cderParticulier: boolean;

  @Column('varchar', { length: 40, nullable: true })
  icone: string | null;

  @Column('varchar', { length: 20, nullable: true })
  couleur: string | null;

  @Column('varchar', { name: 'placeholder_recherche', length: 200, nullable: true })
  placeholderRecherche: string | null;

  /** Board workspace description. */
  @Column('text', { nullable: true })
  texte: string | null;
}
