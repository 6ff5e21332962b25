import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Droits, type DroitDossier, type SessionUser, Messages, memberModules, ROLE_GERANT, staffModules } from '@portail/contracts';
import type { DossierContext } from '../../common/request-user';
import { AppException } from '../../common/app.exception';
import { DroitsRepository } from './droits.repository';
import { byRaisonSociale } from '../dossier/dossier-order';

const CACHE_MS = 30_000;

/** Computes what a user may do on which dossier; the access guard and /api/droits both read it. */
@Injectable()
export class DroitsService {
  private readonly cache = new Map<string, { at: number; droits: Droits }>();

  constructor(private readonly repo: DroitsRepository) {}

  async forUser(user: SessionUser, force = false): Promise<Droits> {
    const cached = this.cache.get(user.guidPersonne);
    if (!force && cached && Date.now() - cached.at < CACHE_MS) return cached.droits;
    const droits = user.typeUtilisateur === 'collab' ? await this.staffDroits(user) : await this.memberDroits(user);
    this.cache.set(user.guidPersonne, { at: Date.now(), droits });
    return droits;
  }

  invalidate(guidPersonne?: string): void {
    if (guidPersonne) this.cache.delete(guidPersonne);
    else this.cache.clear();
  }

  invalidateMany(guids: Iterable<string>): void {
    for (const guid of guids) this.cache.delete(guid);
  }

  /**
   * 403 unless the user is gérant of every listed dossier. Read from the database (not the cache),
   * inside the caller's transaction when given: used by writes that name several dossiers.
   */
  async assertGerantOfAll(user: SessionUser, codes: Iterable<string>, manager?: EntityManager): Promise<void> {
    const owned = new Set(user.typeUtilisateur === 'member' ? await this.repo.gerantCodes(user.guidPersonne, manager) : []);
    for (const code of codes) if (!owned.has(code)) throw AppException.forbidden(Messages.gerantOnly);
  }

  /** Dossiers where the person is gérant (database read). */
  gerantCodes(guidPersonne: string, manager?: EntityManager): Promise<string[]> {
    return this.repo.gerantCodes(guidPersonne, manager);
  }

  async dossierContext(user: SessionUser, codeDossier: string): Promise<DossierContext | null> {
    const droits = await this.forUser(user);
    const dossier = droits.data.dossiers.find((d) => d.codeDossier === codeDossier);
    if (!dossier) return null;
    return { codeDossier, idRole: dossier.idRole, modules: [...new Set([...dossier.modules, ...droits.data.modules])] };
  }

  async personOnDossier(guidPersonne: string, codeDossier: string) {
    const droit = await this.repo.memberDroit(guidPersonne, codeDossier);
    if (!droit) throw AppException.notFound('Aucun droit de cette personne sur ce dossier.');
    const tree = await this.repo.categories();
    const modules = memberModules(droit.dossier.modules.map((m) => m.module), droit.idRole, droit.categories.map((c) => c.id), tree);
    return {
      guidPersonne,
      codeDossier,
      idRole: droit.idRole,
      estGerant: droit.idRole === ROLE_GERANT,
      categories: droit.categories.map((c) => c.id).sort(),
      modules,
    };
  }

  private async memberDroits(user: SessionUser): Promise<Droits> {
    const [droits, tree, personne] = await Promise.all([this.repo.memberDroits(user.guidPersonne), this.repo.categories(), this.repo.personne(user.guidPersonne)]);
    const dossiers: DroitDossier[] = droits.map((d) => ({
      codeDossier: d.codeDossier,
      raisonSociale: d.dossier.raisonSociale,
      codeEntite: d.dossier.codeEntite,
      idRole: d.idRole,
      estFavoris: d.estFavoris,
      modules: memberModules(d.dossier.modules.map((m) => m.module), d.idRole, d.categories.map((c) => c.id), tree),
    }));
    return {
      userId: user.guidPersonne,
      typeUtilisateur: 'member',
      data: { dossiers: dossiers.sort(byRaisonSociale), modules: [...(personne?.modules ?? [])].sort() },
      fonctionsUtilisateur: [],
    };
  }

  private async staffDroits(user: SessionUser): Promise<Droits> {
    const [collab, personne] = await Promise.all([this.repo.collaborateur(user.guidPersonne), this.repo.personne(user.guidPersonne)]);
    const fonctions = collab?.fonctions ?? [];
    const dossiers: DroitDossier[] = (collab?.portefeuille ?? []).map((d) => ({
      codeDossier: d.codeDossier,
      raisonSociale: d.raisonSociale,
      codeEntite: d.codeEntite,
      idRole: null,
      estFavoris: false,
      modules: staffModules(d.modules.map((m) => m.module), fonctions),
    }));
    return {
      userId: user.guidPersonne,
      typeUtilisateur: 'collab',
      data: { dossiers: dossiers.sort(byRaisonSociale), modules: [...(personne?.modules ?? [])].sort() },
      fonctionsUtilisateur: fonctions.map((f) => f.code).sort(),
    };
  }
}
