import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
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
import type { EntityManager, Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import type { DuerContexte } from './duer-faits';
import type { Duer } from './duer.entity';
import { DuerModuleEntity } from './duer.entity';

/** A module of the DUER, as the checks of the content routes read it. */
export interface ModuleRow {
  id: number;
  id_duer_categorie: number;
  id_base_module: number;
  ordre: number;
  remarque: string | null;
  forcer_validation: boolean;
  version: number;
}

export interface GroupeRow {
  id: number;
  id_duer_module: number;
  id_base_groupe: number;
  ordre: number;
}

export interface RisqueRow {
  id: number;
  id_duer_groupe: number;
  id_base_risque: number;
  ordre: number;
  est_actif: boolean;
  gravite: number | null;
  frequence: number | null;
  maitrise_dixiemes: number | null;
  mesure_existante: string;
  mesure_a_faire: string;
  mesure_qui: string;
  mesure_delai: string;
}

interface RisqueDetailRow extends RisqueRow {
  base_nom: string;
  est_avec_picto: boolean;
}

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
  constructor(@InjectRepository(DuerModuleEntity) private readonly repo: Repository<DuerModuleEntity>) {}

  /** getModuleRoute: the module screen as the caller may see it. */
  get(ctx: DuerContexte, idModule: number): Promise<DuerModuleDetail> {
    return this.load(ctx, idModule);
  }

  private m(manager?: EntityManager): EntityManager {
    return manager ?? this.repo.manager;
  }

  /** The module if it belongs to the DUER (404 otherwise); `forUpdate` locks its row until the transaction ends. */
  async moduleOf(idDuer: number, idModule: number, manager?: EntityManager, forUpdate = false): Promise<ModuleRow> {
    const rows: ModuleRow[] = await this.m(manager).query(
      `SELECT m.id, m.id_duer_categorie, m.id_base_module, m.ordre, m.remarque, m.forcer_validation, m.version
         FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie
        WHERE m.id = $1 AND c.id_duer = $2${forUpdate ? ' FOR UPDATE OF m' : ''}`,
      [idModule, idDuer],
    );
    if (!rows[0]) throw AppException.notFound(M.elementIntrouvable);
    return rows[0];
  }

  async groupeOf(idDuer: number, idGroupe: number, manager?: EntityManager): Promise<GroupeRow> {
    const rows: GroupeRow[] = await this.m(manager).query(
      `SELECT g.id, g.id_duer_module, g.id_base_groupe, g.ordre
         FROM duer_groupe g JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
        WHERE g.id = $1 AND c.id_duer = $2`,
      [idGroupe, idDuer],
    );
    if (!rows[0]) throw AppException.notFound(M.elementIntrouvable);
    return rows[0];
  }

  async risqueOf(idDuer: number, idRisque: number, manager?: EntityManager): Promise<RisqueRow & { id_duer_module: number }> {
    const rows: (RisqueRow & { id_duer_module: number })[] = await this.m(manager).query(
      `SELECT r.*, g.id_duer_module
         FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module
         JOIN duer_categorie c ON c.id = m.id_duer_categorie
        WHERE r.id = $1 AND c.id_duer = $2`,
      [idRisque, idDuer],
    );
    if (!rows[0]) throw AppException.notFound(M.elementIntrouvable);
    return rows[0];
  }

  /** The whole module detail; reads in the caller's transaction when given (answers of the writes). */
  async load(ctx: Pick<DuerContexte, 'duer' | 'droits'>, idModule: number, manager?: EntityManager): Promise<DuerModuleDetail> {
    const em = this.m(manager);
    const duer = ctx.duer;
    const module = await this.moduleOf(duer.id, idModule, em);
    const [infos]: { base_id: number; base_nom: string; base_annee: number | null; base_code_dossier: string | null; cat_id: number; cat_nom: string }[] =
      await em.query(
        `SELECT bm.id AS base_id, bm.nom AS base_nom, bm.annee AS base_annee, bm.code_dossier AS base_code_dossier, c.id AS cat_id, bc.nom AS cat_nom
           FROM duer_module m JOIN duer_base_module bm ON bm.id = m.id_base_module
           JOIN duer_categorie c ON c.id = m.id_duer_categorie JOIN duer_base_categorie bc ON bc.id = c.id_base_categorie
          WHERE m.id = $1`,
        [idModule],
      );
    const groupes: { id: number; ordre: number; base_id: number; base_nom: string }[] = await em.query(
      `SELECT g.id, g.ordre, bg.id AS base_id, bg.nom AS base_nom
         FROM duer_groupe g JOIN duer_base_groupe bg ON bg.id = g.id_base_groupe
        WHERE g.id_duer_module = $1 ORDER BY g.ordre, g.id`,
      [idModule],
    );
    const risques = await this.risqueRows(em, 'g.id_duer_module = $1', [idModule]);
    const pictos = await this.pictosOf(
      em,
      risques.map((r) => r.id),
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
      suivant: await this.suivant(em, duer.id, idModule),
    };
  }

  /** One risk as the wire knows it (answer of the pictogram update). */
  async risque(ctx: DuerContexte, idRisque: number, manager?: EntityManager): Promise<DuerRisqueWire> {
    const em = this.m(manager);
    const [r] = await this.risqueRows(em, 'r.id = $1', [idRisque]);
    if (!r) throw AppException.notFound(M.elementIntrouvable);
    const pictos = await this.pictosOf(em, [r.id]);
    return this.risqueWire(r, ctx.duer.versionCalculRisque, pictos.get(r.id) ?? []);
  }

  private risqueRows(em: EntityManager, where: string, params: unknown[]): Promise<RisqueDetailRow[]> {
    return em.query(
      `SELECT r.*, br.nom AS base_nom, br.est_avec_picto
         FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_base_risque br ON br.id = r.id_base_risque
        WHERE ${where} ORDER BY r.ordre, r.id`,
      params,
    );
  }

  private async pictosOf(em: EntityManager, ids: number[]) {
    const byRisque = new Map<number, { id: number; description: string; duerBasePicto: { id: number } }[]>();
    if (!ids.length) return byRisque;
    const rows: { id: number; id_duer_risque: number; id_base_picto: number; description: string }[] = await em.query(
      'SELECT id, id_duer_risque, id_base_picto, description FROM duer_picto WHERE id_duer_risque = ANY($1) ORDER BY id',
      [ids],
    );
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
  private async suivant(em: EntityManager, idDuer: number, idModule: number): Promise<DuerModuleDetail['suivant']> {
    const all: { id: number; id_categorie: number; nom: string }[] = await em.query(
      `SELECT m.id, c.id AS id_categorie, bm.nom
         FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie JOIN duer_base_module bm ON bm.id = m.id_base_module
        WHERE c.id_duer = $1 ORDER BY c.ordre, c.id, m.ordre, m.id`,
      [idDuer],
    );
    const index = all.findIndex((m) => m.id === idModule);
    const next = index >= 0 ? all[index + 1] : undefined;
    if (!next) return null;
    return { idCategorie: next.id_categorie, idModule: next.id, nom: next.nom, etape: index + 2, total: all.length };
  }
}
