import { Injectable } from '@nestjs/common';
import { type AnnexesEnregistrement, type BaseAnnexe, type DuerAnnexes, DuerDocumentsMessages as M } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import type { StreamedFile } from '../../../common/upload/stream-upload.interceptor';
import { toDuerDto } from '../duer-dto';
import type { DuerContexte } from '../duer-faits';
import { type AnnexeModuleRow, DuerAnnexesRepository } from './duer-annexes.repository';
import { ANNEXE } from './duer-document-kind';
import { fichierDe } from './duer-documents-droits';
import { DuerDocumentsService } from './duer-documents.service';

/** Annexes of a DUER (module id 0) or of one of its modules (spec 03 §2.5, §7.4): their scope and numbers; the rest is the documents'. */
@Injectable()
export class DuerAnnexesService {
  constructor(
    private readonly documents: DuerDocumentsService,
    private readonly repo: DuerAnnexesRepository,
  ) {}

  async list(ctx: DuerContexte, idDuerModule: number | null): Promise<DuerAnnexes> {
    const idDuer = ctx.duer.id;
    const module = idDuerModule === null ? null : await this.module(idDuer, idDuerModule);
    const rows = await this.repo.liste(idDuer, module);
    return {
      duer: toDuerDto(ctx.duer),
      droits: ctx.droits,
      module: module && { id: module.id, idBaseModule: module.id_base_module, nom: module.nom, idDuerCategorie: module.id_duer_categorie },
      annexes: rows.map((r) => ({
        id: r.id,
        idLien: r.id_lien,
        nom: r.nom,
        numAnnexe: r.num_annexe,
        estObligatoire: r.est_obligatoire,
        typeFichier: 'ANNEXE' as const,
        duerBaseModule: r.id_base_module === null ? null : { id: r.id_base_module },
        ...fichierDe(r),
      })),
    };
  }

  /** Base annexes of the scope (whole DUER or the module's base module) not yet linked. */
  async bases({ duer }: DuerContexte, idDuerModule: number | null): Promise<BaseAnnexe[]> {
    const module = idDuerModule === null ? null : await this.module(duer.id, idDuerModule);
    const rows = await this.repo.bases(duer.codeDossier, duer.id, module);
    return rows.map((r) => ({ id: r.id, nom: r.nom, numAnnexe: r.num_annexe, codeDossier: r.code_dossier }));
  }

  /** InsertDuerBaseAnnexe: advisers only (spec 03 §6, the route's rule); numbered after the scope's last, then linked. */
  create(ctx: DuerContexte, body: { nom: string; idDuerModule?: number }, file: StreamedFile): Promise<{ insertId: number }> {
    const { id: idDuer, codeDossier } = ctx.duer;
    return this.documents.transaction(async (tx) => {
      const module = body.idDuerModule === undefined ? null : await this.module(idDuer, body.idDuerModule, tx);
      const idBaseModule = module?.id_base_module ?? null;
      const id = await this.documents.creer(tx, ANNEXE, codeDossier, body.nom, file, async () => ({
        est_obligatoire: false,
        num_annexe: await this.repo.prochainNumero(tx, codeDossier, idBaseModule),
        id_base_module: idBaseModule,
      }));
      await this.link(tx, idDuer, module, id);
      return { insertId: id };
    });
  }

  /** InsertDuerAnnexe / InsertDuerAnnexeModule: an existing base annex of the scope, not yet linked. */
  add(ctx: DuerContexte, idBaseAnnexe: number, idDuerModule: number | null): Promise<{ insertId: number }> {
    const idDuer = ctx.duer.id;
    return this.documents.transaction(async (tx) => {
      const module = idDuerModule === null ? null : await this.module(idDuer, idDuerModule, tx);
      if (!(await this.repo.baseVisible(tx, ctx.duer.codeDossier, idBaseAnnexe, module?.id_base_module ?? null))) {
        throw AppException.notFound(M.annexeIntrouvable);
      }
      return { insertId: await this.link(tx, idDuer, module, idBaseAnnexe) };
    });
  }

  /**
   * Staged deletes and the new order numbers in one transaction; reorder is the advisers' (it affects every DUER), and
   * neither on a finished DUER (the route's rule).
   */
  save({ duer }: DuerContexte, body: AnnexesEnregistrement): Promise<{ ok: true }> {
    const idDuer = duer.id;
    return this.documents.transaction(async (tx) => {
      const module = body.idDuerModule === null ? null : await this.module(idDuer, body.idDuerModule, tx);
      if (body.numeros.length) {
        const ids = body.numeros.map((n) => n.id);
        if ((await this.repo.basesLiees(tx, idDuer, module, ids)) !== new Set(ids).size) throw AppException.notFound(M.annexeIntrouvable);
        for (const n of body.numeros) await this.repo.numeroter(tx, n.id, n.numAnnexe);
      }
      if (body.toDelete.length) {
        const ids = [...new Set(body.toDelete)];
        if ((await this.repo.verrouillerLiens(tx, idDuer, module, ids)) !== ids.length) throw AppException.notFound(M.annexeIntrouvable);
        await this.repo.supprimerLiens(tx, idDuer, module, ids);
      }
      return { ok: true as const };
    });
  }

  /** ReplaceDuerAnnexeFile: advisers with the creation right, DUER not finished (the route's rule); every DUER using the annex sees the new file. */
  replace({ duer }: DuerContexte, idBaseAnnexe: number, file: StreamedFile): Promise<{ ok: true }> {
    return this.documents.remplacerFichier(ANNEXE, duer.id, idBaseAnnexe, file);
  }

  private async link(tx: EntityManager, idDuer: number, module: AnnexeModuleRow | null, idBaseAnnexe: number): Promise<number> {
    const id = await this.repo.lier(tx, idDuer, module, idBaseAnnexe);
    if (id === undefined) throw AppException.validation([{ path: ANNEXE.champ, message: ANNEXE.existant }]);
    return id;
  }

  /** A module of this DUER, with its base module (404 otherwise). */
  private async module(idDuer: number, idDuerModule: number, tx?: EntityManager): Promise<AnnexeModuleRow> {
    const module = await this.repo.module(idDuer, idDuerModule, tx);
    if (!module) throw AppException.notFound(M.moduleIntrouvable);
    return module;
  }
}
