import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type AjoutGroupe, DUER_LIMITES, DuerMessages as M, type DuerModuleDetail, getGroupesDisponiblesRoute } from '@portail/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { AccessService } from '../droits/access.service';
import { DuerModuleEntity } from './duer.entity';
import { renumeroterSous } from './duer-dto';
import type { DuerContexte } from './duer-faits';
import { DuerEnregistrementService } from './duer-enregistrement.service';
import { DuerModuleDetailService, type ModuleRow, type RisqueRow } from './duer-module-detail.service';
import { type BaseRisqueRow, DuerRisquesService } from './duer-risques.service';

interface BaseGroupeRow {
  id: number;
  nom: string;
  id_base_module: number | null;
  code_dossier: string | null;
}

const like = (texte: string) => `%${texte.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Operations of a module (spec 03 §2.4 'Ajouter un risque', §3.4, §7.3): base operations offered, operations of
 * other DUERs (advisers), the four ways to add one, rename and delete. Writes need droitCreation and answer the
 * reloaded module.
 */
@Injectable()
export class DuerGroupesService {
  constructor(
    @InjectRepository(DuerModuleEntity) private readonly repo: Repository<DuerModuleEntity>,
    private readonly transactions: TransactionRunner,
    private readonly rights: AccessService,
    private readonly collaborateurs: CollaborateurReader,
    private readonly detail: DuerModuleDetailService,
    private readonly risques: DuerRisquesService,
    private readonly enregistrement: DuerEnregistrementService,
  ) {}

  /** Base operations of the module's base module (library or the dossier's own) not yet in it, with their base risks. */
  async base(ctx: DuerContexte, idModule: number) {
    const module = await this.detail.moduleOf(ctx.duer.id, idModule);
    const groupes: BaseGroupeRow[] = await this.repo.query(
      `SELECT bg.id, bg.nom FROM duer_base_groupe bg
        WHERE bg.id_base_module = $1 AND (bg.code_dossier IS NULL OR bg.code_dossier = $2)
          AND NOT EXISTS (SELECT 1 FROM duer_groupe g WHERE g.id_duer_module = $3 AND g.id_base_groupe = bg.id)
        ORDER BY bg.ordre, bg.nom, bg.id`,
      [module.id_base_module, ctx.duer.codeDossier, idModule],
    );
    const risques: { id: number; nom: string; id_base_groupe: number }[] = groupes.length
      ? await this.repo.query(
          `SELECT id, nom, id_base_groupe FROM duer_base_risque
            WHERE id_base_groupe = ANY($1) AND (code_dossier IS NULL OR code_dossier = $2) ORDER BY ordre, nom, id`,
          [groupes.map((g) => g.id), ctx.duer.codeDossier],
        )
      : [];
    return groupes.map((g) => ({
      id: g.id,
      nom: g.nom,
      risques: risques.filter((r) => r.id_base_groupe === g.id).map((r) => ({ id: r.id, nom: r.nom })),
    }));
  }

  /**
   * Advisers: operations of the other DUERs of their portfolio's dossiers they may select (the collaborateur module reads
   * them, so that the limit counts only those), filtered by text (accents and case ignored) and year.
   */
  async disponibles({ duer, user }: DuerContexte, filtre: { texte?: string; annee?: number }) {
    const dossiers = await this.collaborateurs.portefeuilleSelectionnable(user.guidPersonne);
    if (!dossiers.length) return [];
    const noms = new Map(dossiers.map((d) => [d.codeDossier, d.raisonSociale]));
    const params: unknown[] = [[...noms.keys()], duer.id];
    const where: string[] = [];
    if (filtre.texte?.trim()) {
      params.push(like(filtre.texte.trim()));
      where.push(`unaccent_fold(bg.nom) ILIKE unaccent_fold($${params.length})`);
    }
    if (filtre.annee !== undefined) {
      params.push(filtre.annee);
      where.push(`d.annee = $${params.length}`);
    }
    params.push(DUER_LIMITES.listeMax);
    const rows: { id: number; nom: string; annee: number; code_dossier: string; n: number }[] = await this.repo.query(
      `SELECT g.id, bg.nom, d.annee, d.code_dossier, (SELECT count(*)::int FROM duer_risque r WHERE r.id_duer_groupe = g.id) AS n
         FROM duer_groupe g JOIN duer_base_groupe bg ON bg.id = g.id_base_groupe
         JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
         JOIN duer d ON d.id = c.id_duer
        WHERE d.code_dossier = ANY($1::varchar[]) AND d.id <> $2${where.map((w) => ` AND ${w}`).join('')}
        ORDER BY d.annee DESC, bg.nom, g.id LIMIT $${params.length}`,
      params,
    );
    return rows.map((r) => ({
      idDuerGroupe: r.id,
      nom: r.nom,
      annee: r.annee,
      codeDossier: r.code_dossier,
      raisonSociale: noms.get(r.code_dossier)!,
      nombreRisques: r.n,
    }));
  }

  /** Advisers only for an operation of another DUER (the route's rule, on the body's mode). */
  add(ctx: DuerContexte, idModule: number, body: AjoutGroupe): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const module = await this.detail.moduleOf(idDuer, idModule, tx);
      switch (body.mode) {
        case 'nouveau': {
          const base = await this.createBaseGroupe(tx, ctx, module, body.nom, 'nom');
          await this.insertGroupe(tx, idModule, base.id);
          break;
        }
        case 'groupeEtRisque': {
          const base = await this.createBaseGroupe(tx, ctx, module, body.nomGroupe, 'nomGroupe');
          const idGroupe = await this.insertGroupe(tx, idModule, base.id);
          const risque = await this.risques.createBaseRisque(tx, ctx, base.id, body.nomRisque, false);
          await this.risques.insertRisque(tx, idGroupe, risque);
          break;
        }
        case 'base':
          await this.addBase(tx, ctx, module, body.idBaseGroupe);
          break;
        case 'autreDuer':
          await this.addAutreDuer(tx, ctx, module, body.idDuerGroupe);
          break;
      }
      await this.enregistrement.refreshValidite(idDuer, tx);
      return this.detail.load(ctx, idModule, tx);
    });
  }

  /** Renaming points the operation to a dossier-own base operation of the new name. */
  rename(ctx: DuerContexte, idGroupe: number, nom: string): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const groupe = await this.detail.groupeOf(idDuer, idGroupe, tx);
      const [ancien]: BaseGroupeRow[] = await tx.query('SELECT id, nom, id_base_module, code_dossier FROM duer_base_groupe WHERE id = $1', [
        groupe.id_base_groupe,
      ]);
      if (ancien.nom !== nom) {
        const module = await this.detail.moduleOf(idDuer, groupe.id_duer_module, tx);
        const [{ id }]: { id: number }[] = await tx.query(
          'INSERT INTO duer_base_groupe (nom, id_base_module, code_dossier, annee) VALUES ($1, $2, $3, $4) RETURNING id',
          [nom, ancien.id_base_module ?? module.id_base_module, ctx.duer.codeDossier, ctx.duer.annee],
        );
        // The risks of the old base operation stay offered under the new one.
        await tx.query('UPDATE duer_groupe SET id_base_groupe = $2 WHERE id = $1', [idGroupe, id]);
      }
      return this.detail.load(ctx, groupe.id_duer_module, tx);
    });
  }

  remove(ctx: DuerContexte, idGroupe: number): Promise<DuerModuleDetail> {
    const idDuer = ctx.duer.id;
    return this.transactions.run(async (tx) => {
      const groupe = await this.detail.groupeOf(idDuer, idGroupe, tx);
      await tx.query('DELETE FROM duer_groupe WHERE id = $1', [idGroupe]);
      await renumeroterSous(tx, 'duer_groupe', [groupe.id_duer_module]);
      await this.enregistrement.refreshValidite(idDuer, tx);
      return this.detail.load(ctx, groupe.id_duer_module, tx);
    });
  }

  /** A dossier-own base operation; a name equal (case-insensitive) to a base operation of the module is refused. */
  private async createBaseGroupe(tx: EntityManager, ctx: DuerContexte, module: ModuleRow, nom: string, path: string): Promise<BaseGroupeRow> {
    const [existant]: { id: number }[] = await tx.query(
      `SELECT id FROM duer_base_groupe WHERE id_base_module = $1 AND (code_dossier IS NULL OR code_dossier = $2) AND lower(nom) = lower($3) LIMIT 1`,
      [module.id_base_module, ctx.duer.codeDossier, nom],
    );
    if (existant) throw AppException.validation([{ path, message: M.groupeExistant }]);
    const [row]: BaseGroupeRow[] = await tx.query(
      `INSERT INTO duer_base_groupe (nom, id_base_module, code_dossier, annee) VALUES ($1, $2, $3, $4)
       RETURNING id, nom, id_base_module, code_dossier`,
      [nom, module.id_base_module, ctx.duer.codeDossier, ctx.duer.annee],
    );
    return row;
  }

  private async insertGroupe(tx: EntityManager, idModule: number, idBaseGroupe: number): Promise<number> {
    const [{ id }]: { id: number }[] = await tx.query(
      `INSERT INTO duer_groupe (id_duer_module, id_base_groupe, ordre)
       VALUES ($1, $2, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_groupe WHERE id_duer_module = $1)) RETURNING id`,
      [idModule, idBaseGroupe],
    );
    return id;
  }

  /** A base operation of the module's base module or of the dossier's own, with its base risks, measures and pictograms. */
  private async addBase(tx: EntityManager, ctx: DuerContexte, module: ModuleRow, idBaseGroupe: number): Promise<void> {
    const [base]: BaseGroupeRow[] = await tx.query(
      `SELECT id, nom, id_base_module, code_dossier FROM duer_base_groupe
        WHERE id = $1 AND ((id_base_module = $2 AND code_dossier IS NULL) OR code_dossier = $3)`,
      [idBaseGroupe, module.id_base_module, ctx.duer.codeDossier],
    );
    if (!base) throw AppException.notFound(M.elementIntrouvable);
    const idGroupe = await this.insertGroupe(tx, module.id, base.id);
    const risques: BaseRisqueRow[] = await tx.query(
      `SELECT id, nom, mesure_existante, mesure_a_faire FROM duer_base_risque
        WHERE id_base_groupe = $1 AND (code_dossier IS NULL OR code_dossier = $2) ORDER BY ordre, id`,
      [base.id, ctx.duer.codeDossier],
    );
    for (const r of risques) await this.risques.insertRisque(tx, idGroupe, r, true);
  }

  /**
   * Advisers: an operation of another DUER they may read (portfolio and DUER module), copied with its risks, measures
   * and pictograms; ratings are kept only when both DUERs use the same method. Base items of another dossier are
   * copied as this dossier's own.
   */
  private async addAutreDuer(tx: EntityManager, ctx: DuerContexte, module: ModuleRow, idDuerGroupe: number): Promise<void> {
    const [source]: { id: number; id_base_groupe: number; id_duer: number; code_dossier: string; version_calcul_risque: number }[] = await tx.query(
      `SELECT g.id, g.id_base_groupe, d.id AS id_duer, d.code_dossier, d.version_calcul_risque
         FROM duer_groupe g JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
         JOIN duer d ON d.id = c.id_duer WHERE g.id = $1`,
      [idDuerGroupe],
    );
    if (!source) throw AppException.notFound(M.elementIntrouvable);
    await this.rights.requireDossier(ctx.user, source.code_dossier, { modules: getGroupesDisponiblesRoute.dossier.modules });
    const [baseSource]: BaseGroupeRow[] = await tx.query('SELECT id, nom, id_base_module, code_dossier FROM duer_base_groupe WHERE id = $1', [
      source.id_base_groupe,
    ]);
    const propre = baseSource.code_dossier === null || baseSource.code_dossier === ctx.duer.codeDossier;
    let idBaseGroupe = baseSource.id;
    if (!propre) {
      const [row]: { id: number }[] = await tx.query(
        'INSERT INTO duer_base_groupe (nom, id_base_module, code_dossier, annee) VALUES ($1, $2, $3, $4) RETURNING id',
        [baseSource.nom, module.id_base_module, ctx.duer.codeDossier, ctx.duer.annee],
      );
      idBaseGroupe = row.id;
    }
    const idGroupe = await this.insertGroupe(tx, module.id, idBaseGroupe);
    const memeMethode = source.version_calcul_risque === ctx.duer.versionCalculRisque;
    const risques: (RisqueRow & { base_nom: string; est_avec_picto: boolean; base_code_dossier: string | null })[] = await tx.query(
      `SELECT r.*, br.nom AS base_nom, br.est_avec_picto, br.code_dossier AS base_code_dossier
         FROM duer_risque r JOIN duer_base_risque br ON br.id = r.id_base_risque WHERE r.id_duer_groupe = $1 ORDER BY r.ordre, r.id`,
      [idDuerGroupe],
    );
    for (const r of risques) {
      let idBaseRisque = r.id_base_risque;
      if (r.base_code_dossier !== null && r.base_code_dossier !== ctx.duer.codeDossier) {
        const base = await this.risques.createBaseRisque(tx, ctx, idBaseGroupe, r.base_nom, r.est_avec_picto);
        idBaseRisque = base.id;
      }
      const [{ id }]: { id: number }[] = await tx.query(
        `INSERT INTO duer_risque (id_duer_groupe, id_base_risque, ordre, est_actif, gravite, frequence, maitrise_dixiemes,
                                  mesure_existante, mesure_a_faire, mesure_qui, mesure_delai)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          idGroupe,
          idBaseRisque,
          r.ordre,
          r.est_actif,
          memeMethode ? r.gravite : null,
          memeMethode ? r.frequence : null,
          memeMethode ? r.maitrise_dixiemes : null,
          r.mesure_existante,
          r.mesure_a_faire,
          r.mesure_qui,
          r.mesure_delai,
        ],
      );
      await tx.query(
        'INSERT INTO duer_picto (id_duer_risque, id_base_picto, description) SELECT $1, id_base_picto, description FROM duer_picto WHERE id_duer_risque = $2 ORDER BY id',
        [id, r.id],
      );
    }
  }
}
