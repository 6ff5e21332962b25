import { Injectable } from '@nestjs/common';
import {
  type Cotation,
  type Duer as DuerWire,
  DuerMessages as M,
  type DuerModuleDetail,
  type DuerRisque as DuerRisqueWire,
  estModuleValide,
  niveauOf,
  scoreOf,
} from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import type { DuerContexte } from './duer-faits';
import type { Duer } from './duer.entity';
import { DuerModuleDetailRepository, type GroupeRow, type ModuleRow, type RisqueDetailRow, type RisqueRow } from './duer-module-detail.repository';
import { DuerPictosRepository } from './duer-pictos.repository';

export type { GroupeRow, ModuleRow, RisqueRow } from './duer-module-detail.repository';

/** The ratings of a stored risk as the wire and the scoring know them (maîtrise is stored × 10). */
export function cotationOf(r: Pick<RisqueRow, 'gravite' | 'frequence' | 'maitrise_dixiemes'>): Cotation {
  return { gravite: r.gravite, frequence: r.frequence, maitrise: r.maitrise_dixiemes === null ? null : r.maitrise_dixiemes / 10 };
}

export function duerWire(d: Duer): DuerWire {
  return {
    id: d.id,
    annee: d.annee,
    estFini: d.estFini,
    estValide: d.estValide,
    dateFini: d.dateFini ? d.dateFini.toISOString() : null,
    idGedDuerDefinitif: d.idGedDuerDefinitif,
    codeDossier: d.codeDossier,
    versionCalculRisque: d.versionCalculRisque,
  };
}

/**
 * The module screen (duermodule, spec 03 §2.4): module, work unit, operations with risks (score and level computed),
 * pictograms, the version a save must name and the next module across the DUER's units. Also the ownership checks
 * of the content routes: a module, operation or risk named by a path must belong to the DUER (else 404).
 */
@Injectable()
export class DuerModuleDetailService {
  constructor(
    private readonly lignes: DuerModuleDetailRepository,
    private readonly pictos: DuerPictosRepository,
  ) {}

  /** getModuleRoute: the module screen as the caller may see it. */
  get(ctx: DuerContexte, idModule: number): Promise<DuerModuleDetail> {
    return this.load(ctx, idModule);
  }

  /** The module if it belongs to the DUER (404 otherwise); `forUpdate` locks its row until the transaction ends. */
  async moduleOf(idDuer: number, idModule: number, manager?: EntityManager, forUpdate = false): Promise<ModuleRow> {
    const row = await this.lignes.moduleOf(idDuer, idModule, manager, forUpdate);
    if (!row) throw AppException.notFound(M.elementIntrouvable);
    return row;
  }

  async groupeOf(idDuer: number, idGroupe: number, manager?: EntityManager): Promise<GroupeRow> {
    const row = await this.lignes.groupeOf(idDuer, idGroupe, manager);
    if (!row) throw AppException.notFound(M.elementIntrouvable);
    return row;
  }

  async risqueOf(idDuer: number, idRisque: number, manager?: EntityManager): Promise<RisqueRow & { id_duer_module: number }> {
    const row = await this.lignes.risqueOf(idDuer, idRisque, manager);
    if (!row) throw AppException.notFound(M.elementIntrouvable);
    return row;
  }

  /** The whole module detail; reads in the caller's transaction when given (answers of the writes). */
  async load(ctx: Pick<DuerContexte, 'duer' | 'droits'>, idModule: number, manager?: EntityManager): Promise<DuerModuleDetail> {
    const duer = ctx.duer;
    const module = await this.moduleOf(duer.id, idModule, manager);
    const infos = await this.lignes.infos(idModule, manager);
    const groupes = await this.lignes.groupes(idModule, manager);
    const risques = await this.lignes.risquesDuModule(idModule, manager);
    const pictos = await this.pictosOf(
      risques.map((r) => r.id),
      manager,
    );
    const wire = risques.map((r) => this.risqueWire(r, duer.versionCalculRisque, pictos.get(r.id) ?? []));
    return {
      duer: duerWire(duer),
      droits: ctx.droits,
      categorie: { id: infos.cat_id, nom: infos.cat_nom },
      module: {
        id: module.id,
        ordre: module.ordre,
        remarque: module.remarque,
        forcerValidation: module.forcer_validation,
        estValide: estModuleValide(
          module.forcer_validation,
          risques.map((r) => ({ ...cotationOf(r), estActif: r.est_actif })),
          duer.versionCalculRisque,
        ),
        duerBaseModule: { id: infos.base_id, nom: infos.base_nom, annee: infos.base_annee, codeDossier: infos.base_code_dossier },
      },
      version: module.version,
      groupes: groupes.map((g) => ({
        id: g.id,
        ordre: g.ordre,
        duerBaseGroupe: { id: g.base_id, nom: g.base_nom },
        duerRisques: wire.filter((_, i) => risques[i].id_duer_groupe === g.id),
      })),
      suivant: await this.suivant(duer.id, idModule, manager),
    };
  }

  /** One risk as the wire knows it (answer of the pictogram update). */
  async risque(ctx: DuerContexte, idRisque: number, manager?: EntityManager): Promise<DuerRisqueWire> {
    const r = await this.lignes.risque(idRisque, manager);
    if (!r) throw AppException.notFound(M.elementIntrouvable);
    const pictos = await this.pictosOf([r.id], manager);
    return this.risqueWire(r, ctx.duer.versionCalculRisque, pictos.get(r.id) ?? []);
  }

  private async pictosOf(ids: number[], em?: EntityManager) {
    const byRisque = new Map<number, { id: number; description: string; duerBasePicto: { id: number } }[]>();
    if (!ids.length) return byRisque;
    const rows = await this.pictos.ofRisques(ids, em);
    for (const p of rows) {
      const list = byRisque.get(p.id_duer_risque) ?? [];
      list.push({ id: p.id, description: p.description, duerBasePicto: { id: p.id_base_picto } });
      byRisque.set(p.id_duer_risque, list);
    }
    return byRisque;
  }

  private risqueWire(r: RisqueDetailRow, versionCalculRisque: number, duerPictos: DuerRisqueWire['duerPictos']): DuerRisqueWire {
    const c = cotationOf(r);
    return {
      id: r.id,
      ordre: r.ordre,
      estActif: r.est_actif,
      ...c,
      score: scoreOf(c, versionCalculRisque),
      niveau: niveauOf(c, versionCalculRisque),
      mesureExistante: r.mesure_existante,
      mesureAFaire: r.mesure_a_faire,
      mesureQui: r.mesure_qui,
      mesureDelai: r.mesure_delai,
      duerBaseRisque: { id: r.id_base_risque, nom: r.base_nom, estAvecPicto: r.est_avec_picto },
      duerPictos,
    };
  }

  /** The next module across the DUER's units in order (unit ordre, module ordre); null on the last. */
  private async suivant(idDuer: number, idModule: number, em?: EntityManager): Promise<DuerModuleDetail['suivant']> {
    const all = await this.lignes.modulesDuDuer(idDuer, em);
    const index = all.findIndex((m) => m.id === idModule);
    const next = index >= 0 ? all[index + 1] : undefined;
    if (!next) return null;
    return { idCategorie: next.id_categorie, idModule: next.id, nom: next.nom, etape: index + 2, total: all.length };
  }
}
