import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A category of /documentations; three levels at most (the service checks it on write). */
@Entity('documentation_categorie')
export class DocumentationCategorie {
  @PrimaryColumn('varchar', { length: 80 })
  code: string;

  @Column('varchar', { length: 200 })
  titre: string;

  /** An external address or a named route; null: the category opens its own page. */
  @Column('varchar', { length: 500, nullable: true })
  url: string | null;

  @Column('integer', { default: 0 })
  ordre: number;

  @Column('boolean', { name: 'est_site_internet', default: false })
  estSiteInternet: boolean;

  @Index('IDX_documentation_categorie_parent')
  @Column('varchar', { name: 'code_parent', length: 80, nullable: true })
  codeParent: string | null;
}

/** A documentation card: a library of the firm's files (codeGed), an external link or a named route. */
@Entity('documentation')
export class Documentation {
  @PrimaryColumn('varchar', { length: 80 })
  code: string;

  @Column('varchar', { length: 200 })
  titre: string;

  @Column('varchar', { length: 500, nullable: true })
  url: string | null;

  @Column('varchar', { name: 'code_ged', length: 40, nullable: true })
  codeGed: string | null;

  @Column('boolean', { name: 'ged_dispo', default: false })
  gedDispo: boolean;

  @Index('IDX_documentation_categorie')
  @Column('varchar', { name: 'code_categorie', length: 80 })
  codeCategorie: string;

  @Column('integer', { default: 0 })
  ordre: number;
}
