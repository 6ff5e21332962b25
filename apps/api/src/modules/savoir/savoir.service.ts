import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type CarteSavoir as CarteSavoirDto,
  DOCUMENTATION_PROFONDEUR_MAX,
  type DocumentationCategorie as CategorieDto,
  type Documentations,
  type ELearning,
  type PageCartes,
  type Tutoriel as TutorielDto,
} from '@portail/contracts';
import type { Repository } from 'typeorm';
import { CarteSavoir } from './carte-savoir.entity';
import { Documentation, DocumentationCategorie } from './documentation.entity';
import { Elearning } from './elearning.entity';
import { Tutoriel } from './tutoriel.entity';

const byOrder = <T extends { ordre: number; titre: string }>(a: T, b: T) => a.ordre - b.ordre || a.titre.localeCompare(b.titre, 'fr');

/** What members read of the knowledge pages. */
@Injectable()
export class SavoirService {
  constructor(
    @InjectRepository(Tutoriel) private readonly tutoriels: Repository<Tutoriel>,
    @InjectRepository(DocumentationCategorie) private readonly categories: Repository<DocumentationCategorie>,
    @InjectRepository(Documentation) private readonly documentations: Repository<Documentation>,
    @InjectRepository(Elearning) private readonly elearnings: Repository<Elearning>,
    @InjectRepository(CarteSavoir) private readonly cartes: Repository<CarteSavoir>,
  ) {}

  async tutos(): Promise<TutorielDto[]> {
    const rows = await this.tutoriels.find({ order: { ordre: 'ASC', titre: 'ASC' } });
    return rows.map((t) => ({ code: t.code, title: t.titre, description: t.description, url: t.url, icone: t.icone }));
  }

  /** The category tree from the roots, sorted by order at every level; deeper rows than three levels are left out. */
  async tree(): Promise<Documentations> {
    const [categories, documentations] = await Promise.all([this.categories.find(), this.documentations.find()]);
    const children = new Map<string | null, DocumentationCategorie[]>();
    for (const c of categories) children.set(c.codeParent, [...(children.get(c.codeParent) ?? []), c]);
    const docs = new Map<string, Documentation[]>();
    for (const d of documentations) docs.set(d.codeCategorie, [...(docs.get(d.codeCategorie) ?? []), d]);
    const build = (parent: string | null, depth: number): CategorieDto[] =>
      depth > DOCUMENTATION_PROFONDEUR_MAX
        ? []
        : (children.get(parent) ?? []).sort(byOrder).map((c) => ({
            code: c.code,
            title: c.titre,
            url: c.url,
            order: c.ordre,
            estSiteInternet: c.estSiteInternet,
            documentations: (docs.get(c.code) ?? [])
              .sort(byOrder)
              .map((d) => ({ code: d.code, title: d.titre, url: d.url, codeGed: d.codeGed, gedDispo: d.gedDispo })),
            categories: build(c.code, depth + 1),
          }));
    return { categories: build(null, 1) };
  }

  async elearningsList(): Promise<ELearning[]> {
    const rows = await this.elearnings.find({ order: { ordre: 'ASC', titre: 'ASC' } });
    return rows.map((e) => ({ code: e.code, title: e.titre, description: e.description, url: e.url }));
  }

  async cartesOf(page: PageCartes): Promise<CarteSavoirDto[]> {
    const rows = await this.cartes.find({ where: { page }, order: { ordre: 'ASC', titre: 'ASC' } });
    return rows.map((c) => ({ id: c.id, titre: c.titre, description: c.description, url: c.url, libelleLien: c.libelleLien }));
  }
}
