import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { baseTypeOf, type BaseType, DuerMessages as M, type DuerFait, idParam } from '@portail/contracts';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import type { DuerAccessContext, DuerFacts, DuerFactsReader } from '../../common/access';
import { AppException } from '../../common/app.exception';
import { DossierService, type DossierSummary } from '../dossier/dossier.service';
import { estPageDuCabinet } from './documents/duer-documents-droits';
import type { Duer } from './duer.entity';
import { DuerRepository } from './duer.repository';

export interface DuerDossier extends DossierSummary {
  baseType: BaseType;
}

/** What the guard reads of a DUER route: the DUER named (null on a dossier's route, its years), its dossier and state. */
export type DuerFaitsLus = DuerFacts<Duer, DuerDossier>;

/** A route naming a DUER, as the guard admitted it (CurrentDuer): the DUER, its dossier, the caller's rights of spec 03 §6. */
export type DuerContexte = DuerAccessContext<DuerFaitsLus> & { duer: Duer };

/** A dossier's DUER route (its years): no DUER; the rights say who calls (adviser, function CE). */
export type DuerDossierContexte = DuerAccessContext<DuerFaitsLus>;

const IdDuer = idParam();
const IdBasePage = idParam();

/** The DUER a call names: the path's :idDuer (:duerId for page files, spec 03 §7.1), else the body's idDuer or duerId (print calls, §7.2). */
function idDuerOf(req: Request): unknown {
  const fromPath = req.params?.idDuer ?? req.params?.duerId;
  if (fromPath !== undefined) return fromPath;
  const body: unknown = req.body;
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const id = b.idDuer ?? b.duerId;
  return typeof id === 'number' ? String(id) : typeof id === 'string' ? id : undefined;
}

/**
 * What the DUER rules of spec 03 §6 depend on, read for the access guard (DUER_FACTS) and for the calls without a request
 * (print, jobs): the DUER, its dossier, whether it is finished or the oldest of its dossier's. Decides nothing: the access
 * service does, from these facts and the caller's staff functions.
 */
@Injectable()
export class DuerFaits implements DuerFactsReader {
  /** The DUER a request names, read once: its resolver finds the dossier with it, then the guard's rule reads its state. */
  private readonly lus = new WeakMap<Request, Duer | null>();

  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly duers: DuerRepository,
    private readonly dossiers: DossierService,
  ) {}

  /** The DUER a request names, null when it does not exist; 400 for an id that is none. */
  async duerOf(req: Request): Promise<Duer | null> {
    const known = this.lus.get(req);
    if (known !== undefined) return known;
    const id = IdDuer.safeParse(idDuerOf(req));
    if (!id.success) throw AppException.validation([{ path: 'idDuer', message: 'Identifiant de DUER invalide.' }]);
    const duer = await this.duers.find(id.data);
    this.lus.set(req, duer);
    return duer;
  }

  /** DuerFactsReader: the DUER the request names on the dossier the guard admitted (404 otherwise), or that dossier's DUERs. */
  async read(req: Request, codeDossier: string): Promise<DuerFaitsLus> {
    if (idDuerOf(req) === undefined) {
      const [dossier, annees] = await Promise.all([this.dossier(codeDossier), this.annees(codeDossier)]);
      return { duer: null, dossier, estFini: false, estPlusAncien: false, nombreDuers: annees.n };
    }
    const duer = await this.duerOf(req);
    if (!duer || duer.codeDossier !== codeDossier) throw AppException.notFound(M.duerIntrouvable);
    return this.of(duer);
  }

  /** DuerFactsReader: a fact about an item the path names. */
  async fact(name: DuerFait, req: Request, facts: DuerFacts): Promise<boolean> {
    switch (name) {
      case 'pageDuCabinet': {
        const id = IdBasePage.safeParse(req.params?.idBasePage);
        if (!facts.duer || !id.success) return false;
        return estPageDuCabinet(this.manager, facts.duer.id, id.data);
      }
    }
  }

  /** The facts of a DUER, in the caller's transaction when given. */
  async of(duer: Duer, manager?: EntityManager): Promise<DuerFaitsLus & { duer: Duer }> {
    const [dossier, annees] = await Promise.all([this.dossier(duer.codeDossier, manager), this.annees(duer.codeDossier, manager)]);
    return { duer, dossier, estFini: duer.estFini, estPlusAncien: annees.n > 1 && annees.plusAncien === duer.annee, nombreDuers: annees.n };
  }

  /**
   * A write's facts, read again in its transaction with the DUER's row locked until the commit: a definitive print, which
   * finishes the DUER under the same lock, is either waited for or waits (404 when the DUER is gone).
   */
  async verrouiller(idDuer: number, tx: EntityManager): Promise<DuerFaitsLus & { duer: Duer }> {
    const duer = await this.duers.verrouiller(idDuer, tx);
    if (!duer) throw AppException.notFound(M.duerIntrouvable);
    return this.of(duer, tx);
  }

  /** A dossier with the DUER's base type (also read by the print, which has no caller). */
  async dossier(codeDossier: string, manager?: EntityManager): Promise<DuerDossier> {
    const dossier = await this.dossiers.get(codeDossier, manager);
    return { ...dossier, baseType: baseTypeOf(dossier.codeDossier, dossier.typeActivite) };
  }

  /** The dossier's DUERs: how many, and the oldest year (a single DUER is not "the oldest"). */
  private annees(codeDossier: string, manager?: EntityManager): Promise<{ n: number; plusAncien: number | null }> {
    return this.duers.annees(codeDossier, manager);
  }
}
