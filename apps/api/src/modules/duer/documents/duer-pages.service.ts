import { Injectable } from '@nestjs/common';
import { type BasePage, type DuerPages, DuerDocumentsMessages as M, estPageSpeciale, type PagesEnregistrement } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import type { StreamedFile } from '../../../common/upload/stream-upload.interceptor';
import { toDuerDto } from '../duer-dto';
import type { DuerContexte } from '../duer-faits';
import { PAGE } from './duer-document-kind';
import { fichierDe } from './duer-documents-droits';
import { DuerDocumentsService } from './duer-documents.service';
import { DuerPagesRepository } from './duer-pages.repository';

/** Pages of a DUER, before or after the list of risks (spec 03 §2.6, §4, §7.5): their side and order; the rest is the documents'. */
@Injectable()
export class DuerPagesService {
  constructor(
    private readonly documents: DuerDocumentsService,
    private readonly repo: DuerPagesRepository,
  ) {}

  /** Before-risk pages first, then by order (spec 03 §4). */
  async list(ctx: DuerContexte): Promise<DuerPages> {
    const rows = await this.repo.liste(ctx.duer.id);
    return {
      duer: toDuerDto(ctx.duer),
      droits: ctx.droits,
      pages: rows.map((r) => ({
        id: r.id,
        ordre: r.ordre,
        estAvantRisques: r.est_avant_risques,
        duerBasePage: { id: r.id_base_page, nom: r.nom, estFixe: r.est_fixe, codeDossier: r.code_dossier, ...fichierDe(r) },
      })),
    };
  }

  /** Base pages the DUER does not use yet ('Pages disponibles'). */
  async bases({ duer }: DuerContexte): Promise<BasePage[]> {
    const rows = await this.repo.bases(duer.codeDossier, duer.id);
    return rows.map((r) => ({ id: r.id, nom: r.nom, estFixe: r.est_fixe, estAvantRisques: r.est_avant_risques, codeDossier: r.code_dossier }));
  }

  /** InsertDuerBasePage + InsertDuerPage: a dossier's own page, after the others of its side (before the risks by default). */
  create(ctx: DuerContexte, body: { nom: string; estAvantRisques?: boolean }, file: StreamedFile): Promise<{ insertId: number }> {
    const { id: idDuer, codeDossier } = ctx.duer;
    return this.documents.transaction(async (tx) => {
      const avant = body.estAvantRisques ?? true;
      const id = await this.documents.creer(tx, PAGE, codeDossier, body.nom, file, () =>
        Promise.resolve({ est_fixe: false, est_avant_risques: avant, ordre: 99 }),
      );
      return { insertId: await this.link(tx, idDuer, id, avant) };
    });
  }

  /** InsertDuerPage: an unused base page, at the end of its side of the list. */
  add(ctx: DuerContexte, idBasePage: number): Promise<{ insertId: number }> {
    const idDuer = ctx.duer.id;
    return this.documents.transaction(async (tx) => {
      const base = await this.repo.coteVisible(tx, ctx.duer.codeDossier, idBasePage);
      if (!base) throw AppException.notFound(M.pageIntrouvable);
      return { insertId: await this.link(tx, idDuer, idBasePage, base.est_avant_risques) };
    });
  }

  /** UpdateDuerPages: orders and sides (edit right) and deletions (creation right) together, DUER not finished (the route's rule). */
  save({ duer }: DuerContexte, body: PagesEnregistrement): Promise<{ ok: true }> {
    const idDuer = duer.id;
    return this.documents.transaction(async (tx) => {
      const ids = [...new Set([...body.toUpdate.map((p) => p.id), ...body.toDelete])];
      if ((await this.repo.verrouiller(tx, idDuer, ids)) !== ids.length) throw AppException.notFound(M.pageIntrouvable);
      for (const p of body.toUpdate) await this.repo.placer(tx, p.id, p.ordre, p.estAvantRisques);
      if (body.toDelete.length) await this.repo.supprimer(tx, idDuer, body.toDelete);
      return { ok: true as const };
    });
  }

  /**
   * ReplaceDuerPage: a page with a file (not the special pages), creation right, DUER not finished; the firm's pages serve
   * every dossier, only advisers change their file (the route's rule, on the 'pageDuCabinet' fact).
   */
  async replace({ duer }: DuerContexte, idBasePage: number, file: StreamedFile): Promise<{ ok: true }> {
    if (estPageSpeciale(idBasePage)) throw AppException.validation([{ path: 'idBasePage', message: M.pageSpeciale }]);
    return this.documents.remplacerFichier(PAGE, duer.id, idBasePage, file);
  }

  private async link(tx: EntityManager, idDuer: number, idBasePage: number, avant: boolean): Promise<number> {
    const id = await this.repo.lier(tx, idDuer, idBasePage, avant);
    if (id === undefined) throw AppException.validation([{ path: PAGE.champ, message: PAGE.existant }]);
    return id;
  }
}
