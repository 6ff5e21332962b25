import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { baseTypeOf, type BaseType, DuerMessages as M, type DuerDroits, type SessionUser } from '@portail/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { DossierService, type DossierSummary } from '../dossier/dossier.service';
import { droitsDuer } from './duer-droits';
import { Duer } from './duer.entity';

export interface DuerDossier extends DossierSummary {
  baseType: BaseType;
}

/** What every call on a DUER knows once the guard has admitted the caller to its dossier. */
export interface DuerContexte {
  duer: Duer;
  dossier: DuerDossier;
  droits: DuerDroits;
  user: SessionUser;
}

/**
 * The DUER a call names, its dossier and the caller's rights of spec 03 §6, decided here for every call (the guard
 * has already checked the dossier and the tool_duer / tool_duer_collaborateur module).
 */
@Injectable()
export class DuerAccessService {
  constructor(
    @InjectRepository(Duer) private readonly duers: Repository<Duer>,
    private readonly dossiers: DossierService,
    private readonly collaborateurs: CollaborateurReader,
  ) {}

  /** The staff function codes of the caller, null for a member. */
  fonctions(user: SessionUser): Promise<string[] | null> {
    return user.typeUtilisateur === 'collab' ? this.collaborateurs.fonctionCodes(user.guidPersonne) : Promise.resolve(null);
  }

  async dossier(codeDossier: string, manager?: EntityManager): Promise<DuerDossier> {
    const dossier = await this.dossiers.get(codeDossier, manager);
    return { ...dossier, baseType: baseTypeOf(dossier.codeDossier, dossier.typeActivite) };
  }

  /** The DUER (404 when unknown), its dossier and the caller's rights on it. */
  async context(user: SessionUser, idDuer: number, manager?: EntityManager): Promise<DuerContexte> {
    const repo = manager ? manager.getRepository(Duer) : this.duers;
    const duer = await repo.findOneBy({ id: idDuer });
    if (!duer) throw AppException.notFound(M.duerIntrouvable);
    const [dossier, fonctions, estPlusAncien] = await Promise.all([
      this.dossier(duer.codeDossier, manager),
      this.fonctions(user),
      this.estPlusAncien(repo, duer),
    ]);
    return { duer, dossier, droits: droitsDuer({ fonctions }, { estFini: duer.estFini, estPlusAncien }), user };
  }

  /** The oldest of several DUERs of its dossier (a single DUER is not). */
  private async estPlusAncien(repo: Repository<Duer>, duer: Duer): Promise<boolean> {
    const rows: { plus_ancien: number; n: number }[] = await repo.query(
      'SELECT min(annee)::int AS plus_ancien, count(*)::int AS n FROM duer WHERE code_dossier = $1',
      [duer.codeDossier],
    );
    return rows[0].n > 1 && rows[0].plus_ancien === duer.annee;
  }

  /** The DUER's dossier code, for the guard (undefined when the DUER does not exist). */
  async codeDossierOf(idDuer: number): Promise<string | undefined> {
    const duer = await this.duers.findOne({ where: { id: idDuer }, select: { codeDossier: true } });
    return duer?.codeDossier;
  }

  requireModifs({ droits, duer }: DuerContexte): void {
    if (!droits.droitModifs) throw AppException.forbidden(duer.estFini ? M.duerFini : M.droitModifs);
  }

  requireCreation({ droits, duer }: DuerContexte): void {
    if (!droits.droitCreation) throw AppException.forbidden(duer.estFini ? M.duerFini : M.droitCreation);
  }

  /** Work units and modules: members when not finished, advisers with function CE. */
  requireStructure({ droits, duer }: DuerContexte): void {
    if (droits.creationStructure) return;
    throw AppException.forbidden(droits.estCollaborateur ? M.reserveCE : duer.estFini ? M.duerFini : M.droitCreation);
  }

  requireCollaborateur({ droits }: DuerContexte): void {
    if (!droits.estCollaborateur) throw AppException.forbidden(M.reserveCollaborateur);
  }
}
