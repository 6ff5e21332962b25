import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  canSeeDuer,
  hasRequiredModules,
  holdsCategories,
  TOOL_CATEGORIES,
  TOOLS_ALL,
  ToolsMessages,
  type SessionUser,
  type Tool,
  type ToolCategory,
  type ToolList,
} from '@portail/contracts';
import { Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import type { DossierContext } from '../../common/request-user';
import { AccessService } from '../droits/access.service';
import { DroitsService } from '../droits/droits.service';
import { OutilCategorie } from './outil-categorie.entity';
import { OutilFavori } from './outil-favori.entity';
import { Outil } from './outil.entity';

const toCategory = (c: OutilCategorie): ToolCategory => ({ id: c.id, slug: c.slug, libelle: c.libelle });

/** The tools catalogue as one user sees it on one dossier, and the user's favourites. */
@Injectable()
export class ToolsService {
  constructor(
    @InjectRepository(Outil) private readonly outils: Repository<Outil>,
    @InjectRepository(OutilCategorie) private readonly categories: Repository<OutilCategorie>,
    @InjectRepository(OutilFavori) private readonly favoris: Repository<OutilFavori>,
    private readonly access: AccessService,
    private readonly droits: DroitsService,
  ) {}

  async list(user: SessionUser, x: string, codeDossier: string | undefined): Promise<ToolList> {
    const [categories, visible] = await Promise.all([this.categories.find({ order: { ordre: 'ASC', id: 'ASC' } }), this.visibleTools(user, codeDossier)]);
    const categorie = x === TOOLS_ALL ? null : (categories.find((c) => c.id === Number(x)) ?? null);
    if (x !== TOOLS_ALL && !categorie) throw AppException.notFound(ToolsMessages.listeInconnue);
    const favoris = new Set((await this.favoris.find({ where: { guidPersonne: user.guidPersonne } })).map((f) => f.outilSlug));
    const tools = visible
      .filter((o) => !categorie || o.categorieId === categorie.id)
      .map((o): Tool => ({
        name: o.nom,
        slug: o.slug,
        description: o.description,
        explanation: o.explication,
        linkType: o.typeLien,
        link: o.lien,
        linkOpenNewTab: o.nouvelOnglet,
        favorite: favoris.has(o.slug),
        categorie: o.categorie ? toCategory(o.categorie) : null,
        ordre: o.ordre,
        estDuer: o.estDuer,
      }));
    return { categorie: categorie && toCategory(categorie), categories: categories.map(toCategory), tools };
  }

  /**
   * Tools whose modules the dossier holds and whose rights categories the user holds there, and the DUER card under its
   * rule; without a dossier, only tools needing nothing.
   */
  private async visibleTools(user: SessionUser, codeDossier: string | undefined): Promise<Outil[]> {
    const estCollaborateur = user.typeUtilisateur === 'collab';
    let modules: string[] = [];
    let codeEntite: string | null = null;
    let fonctions: string[] = [];
    let context: DossierContext | null = null;
    if (codeDossier) {
      context = await this.access.requireDossier(user, codeDossier);
      const droits = await this.droits.forUser(user);
      modules = context.modules;
      codeEntite = droits.data.dossiers.find((d) => d.codeDossier === codeDossier)?.codeEntite ?? null;
      fonctions = droits.fonctionsUtilisateur;
    }
    const duer = canSeeDuer({ codeEntite, estCollaborateur, fonctions, modules });
    const outils = await this.outils.find({ where: { actif: true }, relations: { categorie: true }, order: { ordre: 'ASC', nom: 'ASC' } });
    const categoriesHeld = (o: Outil) => !TOOL_CATEGORIES[o.slug] || (!!context && holdsCategories(context, TOOL_CATEGORIES[o.slug]));
    return outils.filter((o) => (o.estDuer ? duer : o.modules.length === 0 || (!!codeDossier && hasRequiredModules(modules, o.modules))) && categoriesHeld(o));
  }

  /** Adds or removes a favourite; both are idempotent. An unknown or inactive tool is 404. */
  async setFavorite(user: SessionUser, slug: string, favorite: boolean): Promise<{ slug: string; favorite: boolean }> {
    const exists = await this.outils.existsBy({ slug, actif: true });
    if (!exists) throw AppException.notFound(ToolsMessages.outilIntrouvable);
    if (favorite) await this.favoris.createQueryBuilder().insert().values({ guidPersonne: user.guidPersonne, outilSlug: slug }).orIgnore().execute();
    else await this.favoris.delete({ guidPersonne: user.guidPersonne, outilSlug: slug });
    return { slug, favorite };
  }
}
