import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { DuerAuditMessages as A, DuerMessages as M, type DuerAuditQuestion, formatScore, PAGES_SPECIALES } from '@portail/contracts';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { DroitsService } from '../../droits/droits.service';
import { droitsDuer } from '../../droits/duer-droits';
import { DuerAuditRepository } from '../audit/duer-audit.repository';
import { type DuerContexte, DuerFaits } from '../duer-faits';
import { DuerModuleDetailService } from '../duer-module-detail.service';
import { Duer } from '../duer.entity';
import { DuerPlanActionLecture } from '../plan-action/duer-plan-action-lecture';
import { DuerInformationsGeneralesService } from '../textes/duer-informations-generales.service';
import { DuerPageDeGardeService } from '../textes/duer-page-de-garde.service';
import { DuerPreambuleService } from '../textes/duer-preambule.service';
import { DuerImpressionRepository, type ImpressionFichierRow, type ImpressionModuleRow } from './duer-impression.repository';
import type { ImpressionAudit, ImpressionData, DuerSelection, ImpressionFichier, ImpressionPage, ImpressionUnite } from './duer-impression.types';

const SPECIALES: Partial<Record<number, ImpressionPage['type']>> = {
  [PAGES_SPECIALES.pageDeGarde]: 'page-de-garde',
  [PAGES_SPECIALES.informationsGenerales]: 'informations-generales',
  [PAGES_SPECIALES.preambule]: 'preambule',
  [PAGES_SPECIALES.audit]: 'audit',
};

/**
 * The firm's pages the print now generates from the DUER's data: its static table of contents (the generated one
 * replaces it), its methodology and action-plan pages (printed in their place, from the rating method and the plan).
 */
const PAGES_GENEREES: [RegExp, 'sommaire' | 'methodologie' | 'plan-action'][] = [
  [/^sommaire$/, 'sommaire'],
  [/^methodologie/, 'methodologie'],
  [/^plan d.actions?$/, 'plan-action'],
];
const sansAccents = (nom: string) => nom.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
const pageGeneree = (nom: string) => PAGES_GENEREES.find(([motif]) => motif.test(sansAccents(nom)))?.[1];

/** A pictogram at 96 px for a 14-point mark; null when its image is not a picture sharp reads. */
async function pictoPng(image: string, typeMime: string): Promise<Buffer | null> {
  if (!image || !typeMime.startsWith('image/')) return null;
  try {
    return await sharp(Buffer.from(image, 'base64'), { density: 300 }).resize(96, 96, { fit: 'contain', background: '#ffffff00' }).png().toBuffer();
  } catch {
    return null;
  }
}

const fichier = (r: ImpressionFichierRow): ImpressionFichier => ({ nom: r.nom, blobKey: r.blob_key, extension: r.extension });

/**
 * Everything one print of a DUER needs (spec 03 §2.10), read from PostgreSQL with the screens' own readers: the tree of
 * the selected work units or modules with their active risks, the pages in the order of the pages screen, the annexes.
 * No caller: the print job has already been admitted, so only the DUER and its dossier are read here.
 */
@Injectable()
export class DuerImpressionLecture {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly faits: DuerFaits,
    private readonly modules: DuerModuleDetailService,
    private readonly pagesDeGarde: DuerPageDeGardeService,
    private readonly informations: DuerInformationsGeneralesService,
    private readonly preambules: DuerPreambuleService,
    private readonly droits: DroitsService,
    private readonly repo: DuerImpressionRepository,
    private readonly audits: DuerAuditRepository,
    private readonly plans: DuerPlanActionLecture,
  ) {}

  async read(idDuer: number, selection: DuerSelection): Promise<ImpressionData> {
    const duer = await this.manager.getRepository(Duer).findOneBy({ id: idDuer });
    if (!duer) throw AppException.notFound(M.duerIntrouvable);
    const ctx = { duer, droits: droitsDuer({ fonctions: null }, { estFini: duer.estFini, estPlusAncien: false }) };
    const withPages = selection.type === 'duer' || (selection.type === 'categories' && selection.pages);
    const withAnnexes = selection.type === 'duer' || (selection.type === 'categories' && selection.annexes);
    const [dossier, modules, pages, pageDeGarde, gerants, informations, preambule, audit, plan] = await Promise.all([
      this.faits.dossier(duer.codeDossier),
      this.modulesOf(idDuer, selection),
      withPages ? this.pagesOf(idDuer) : Promise.resolve([]),
      this.pagesDeGarde.read(ctx, this.manager),
      this.droits.gerantsOfDossier(duer.codeDossier),
      this.informations.read(ctx, this.manager),
      this.preambules.read(ctx, this.manager),
      this.audits.lecture(idDuer, this.manager),
      withPages ? this.plans.load(ctx, this.manager) : Promise.resolve(null),
    ]);
    const unites = await this.unites(ctx, modules);
    const imprimees = new Set(unites.map((u) => u.nom));
    return {
      annee: duer.annee,
      methode: duer.versionCalculRisque,
      dossier: { codeDossier: dossier.codeDossier, raisonSociale: dossier.raisonSociale },
      pagesAvant: pages.filter((p) => p.avant).map((p) => p.page),
      unites,
      pagesApres: pages.filter((p) => !p.avant).map((p) => p.page),
      annexes: withAnnexes ? await this.annexesOf(idDuer, selection.type === 'duer' ? null : modules.map((m) => m.id)) : [],
      pageDeGarde: { ...pageDeGarde.pageDeGarde, gerants: gerants.map((g) => `${g.prenom} ${g.nom}`.trim()) },
      informations: informations.informations,
      preambule,
      audit: toImpressionAudit(audit.categories, audit.questions),
      planAction: plan && { ...plan, lignes: plan.lignes.filter((l) => imprimees.has(l.uniteTravail)) },
      consultation: selection.type === 'duer',
    };
  }

  /** The selected modules in the order of the work-units screen; an id outside the DUER is refused. */
  private async modulesOf(idDuer: number, selection: DuerSelection): Promise<ImpressionModuleRow[]> {
    const all = await this.repo.modules(idDuer);
    if (selection.type === 'duer') return all;
    if (selection.type === 'modules') {
      this.requireInDuer(selection.idModules, new Set(all.map((m) => m.id)));
      return all.filter((m) => selection.idModules.includes(m.id));
    }
    this.requireInDuer(selection.idCategories, new Set(await this.repo.categories(idDuer)));
    return all.filter((m) => selection.idCategories.includes(m.id_categorie));
  }

  private requireInDuer(ids: number[], known: Set<number>): void {
    if (ids.some((id) => !known.has(id))) throw AppException.notFound(M.elementIntrouvable);
  }

  /** Work units → modules → operations → active risks, through the module screen's reader. */
  private async unites(ctx: Pick<DuerContexte, 'duer' | 'droits'>, modules: ImpressionModuleRow[]): Promise<ImpressionUnite[]> {
    const details = [];
    for (const m of modules) details.push({ ligne: m, detail: await this.modules.load(ctx, m.id, this.manager) });
    const idPictos = [
      ...new Set(details.flatMap((d) => d.detail.groupes.flatMap((g) => g.duerRisques.flatMap((r) => r.duerPictos.map((p) => p.duerBasePicto.id))))),
    ];
    const pictos = await this.pictos(idPictos);
    const unites: (ImpressionUnite & { id: number })[] = [];
    for (const { ligne, detail } of details) {
      let unite = unites.find((u) => u.id === ligne.id_categorie);
      if (!unite) unites.push((unite = { id: ligne.id_categorie, nom: ligne.nom_categorie, modules: [] }));
      unite.modules.push({
        nom: detail.module.duerBaseModule.nom,
        remarque: detail.module.remarque,
        operations: detail.groupes.map((g) => ({
          nom: g.duerBaseGroupe.nom,
          risques: g.duerRisques
            .filter((r) => r.estActif)
            .map((r) => ({
              nom: r.duerBaseRisque.nom,
              cotation: { gravite: r.gravite, frequence: r.frequence, maitrise: r.maitrise },
              score: formatScore(r, ctx.duer.versionCalculRisque),
              niveau: r.niveau,
              pictos: r.duerPictos.map((p) => ({ ...(pictos.get(p.duerBasePicto.id) ?? { nom: '', png: null }), description: p.description })),
              mesureExistante: r.mesureExistante,
              mesureAFaire: r.mesureAFaire,
              mesureQui: r.mesureQui,
              mesureDelai: r.mesureDelai,
            })),
        })),
      });
    }
    return unites.map(({ nom, modules: m }) => ({ nom, modules: m }));
  }

  private async pictos(ids: number[]): Promise<Map<number, { nom: string; png: Buffer | null }>> {
    if (!ids.length) return new Map();
    const rows = await this.repo.pictos(ids);
    return new Map(await Promise.all(rows.map(async (r) => [r.id, { nom: r.nom, png: await pictoPng(r.image, r.type_mime) }] as const)));
  }

  /** The pages in the order of the pages screen (before the risks first, then by order). */
  private async pagesOf(idDuer: number): Promise<{ avant: boolean; page: ImpressionPage }[]> {
    const rows = await this.repo.pages(idDuer);
    return rows.flatMap((r) => {
      const speciale = SPECIALES[r.id] ?? pageGeneree(r.nom);
      if (speciale === 'sommaire') return [];
      const page: ImpressionPage = speciale && speciale !== 'fichier' ? { type: speciale, nom: r.nom } : { type: 'fichier', ...fichier(r) };
      return [{ avant: r.est_avant_risques, page }];
    });
  }

  /** The DUER's annexes, then those of the printed modules (all modules when `idModules` is null), by order number. */
  private async annexesOf(idDuer: number, idModules: number[] | null): Promise<ImpressionFichier[]> {
    const rows = await this.repo.annexes(idDuer, idModules);
    const seen = new Set<number>();
    return rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).map(fichier);
  }
}

/** Categories in the audit screen's order, each question with Oui / Non / Non applicable, or 'Non renseigné' when unanswered. */
function toImpressionAudit(categories: { id: number; nom: string }[], questions: DuerAuditQuestion[]): ImpressionAudit {
  return {
    categories: categories.map((c) => ({
      nom: c.nom,
      questions: questions
        .filter((q) => q.bca_id === c.id)
        .map((q) => ({
          numero: q.q_ordre,
          libelle: q.bq_nom,
          reponse: q.q_nonApplicable ? 'Non applicable' : q.q_reponse === null ? A.sansReponse : q.q_reponse ? 'Oui' : 'Non',
          remarque: q.q_remarque ?? '',
        })),
    })),
  };
}
