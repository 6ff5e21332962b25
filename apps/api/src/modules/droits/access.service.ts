import { Injectable } from '@nestjs/common';
import {
  type DuerDroitRequis,
  type DuerDroits,
  dossierNonSelectionnableMessage,
  dossierSelection,
  effectiveModules,
  isCategoryGrantable,
  Messages,
  hasRequiredModules,
  holdsCategories,
  ROLE_GERANT,
  satisfiesModuleRequirement,
  SharingMessages,
  type SessionUser,
} from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import type { AccessChecker, DossierRequirement, DuerAccessContext, DuerEtat } from '../../common/access';
import { AppException } from '../../common/app.exception';
import type { DossierContext } from '../../common/request-user';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { CompteReader } from '../user/compte-reader.service';
import { DroitsRepository } from './droits.repository';
import { DroitsService } from './droits.service';
import { droitsDuer, refusDuer } from './duer-droits';

/**
 * The one place that decides who may do what (immich's requireAccess): the access guard calls it for
 * the declarative cases, services for the finer ones. Rights come from the cache shared by every
 * replica (RightsCache), which each rights change empties.
 */
@Injectable()
export class AccessService implements AccessChecker {
  constructor(
    private readonly repo: DroitsRepository,
    private readonly collaborateurs: CollaborateurReader,
    private readonly comptes: CompteReader,
    private readonly droits: DroitsService,
  ) {}

  stillActive(user: SessionUser): Promise<boolean> {
    return user.typeUtilisateur === 'collab' ? this.collaborateurs.isActive(user.guidPersonne) : this.comptes.isActive(user.guidPersonne);
  }

  /**
   * `stillActive` as SQL over a session's `user` JSON (an SQL expression; true without user): the session store
   * evaluates it in the same query as the session read, so that each call checks the account without a round trip of its own.
   */
  static stillActiveSql(user: string): string {
    const guid = `(${user}->>'guidPersonne')::uuid`;
    return `CASE WHEN ${user} IS NULL THEN true WHEN ${user}->>'typeUtilisateur' = 'collab' THEN ${CollaborateurReader.activeSql(guid)} ELSE ${CompteReader.activeSql(guid)} END`;
  }

  /** The user's role and modules on one dossier, or null without access. */
  async dossierContext(user: SessionUser, codeDossier: string): Promise<DossierContext | null> {
    const droits = await this.droits.forUser(user);
    const dossier = droits.data.dossiers.find((d) => d.codeDossier === codeDossier);
    if (!dossier) return null;
    const categories = dossier.categories ?? (dossier.idRole === ROLE_GERANT || user.typeUtilisateur === 'collab' ? 'all' : []);
    return { codeDossier, idRole: dossier.idRole, modules: effectiveModules(dossier.modules, droits.data.modules), categories };
  }

  /** The user's dossiers meeting a module requirement, for lists across dossiers (the AG invitations of the year). */
  async dossiersWith(user: SessionUser, requirement: DossierRequirement): Promise<string[]> {
    const droits = await this.droits.forUser(user);
    const isStaff = user.typeUtilisateur === 'collab';
    return droits.data.dossiers
      .filter((d) => satisfiesModuleRequirement(effectiveModules(d.modules, droits.data.modules), requirement, isStaff))
      .map((d) => d.codeDossier);
  }

  async requireDossier(user: SessionUser, codeDossier: string, requirement: DossierRequirement = {}): Promise<DossierContext> {
    const dossier = await this.dossierContext(user, codeDossier);
    if (!dossier) throw AppException.forbidden(await this.refusalMessage(user, codeDossier));
    if (!satisfiesModuleRequirement(dossier.modules, requirement, user.typeUtilisateur === 'collab')) throw AppException.moduleForbidden();
    if (!holdsCategories(dossier, requirement.categories)) throw AppException.moduleForbidden();
    if (requirement.gerant && dossier.idRole !== ROLE_GERANT) throw AppException.forbidden(Messages.gerantOnly);
    return dossier;
  }

  /**
   * Why a dossier outside the user's rights is refused: staff's rights leave out the portfolio dossiers they may not
   * pick (Demissionne, PasInscrit without id), which get their own message; anything else the generic one.
   */
  private async refusalMessage(user: SessionUser, codeDossier: string): Promise<string> {
    if (user.typeUtilisateur !== 'collab') return Messages.forbidden;
    const dossier = (await this.collaborateurs.staffRights(user.guidPersonne, codeDossier))?.portefeuille[0];
    const selection = dossier ? dossierSelection(dossier) : null;
    return selection && !selection.selectable ? dossierNonSelectionnableMessage(selection.raison) : Messages.forbidden;
  }

  /**
   * Person-level modules (administrateur_cder, tool_echanges...): the person's own or one of their dossiers' — a member's
   * dossiers, or staff's portfolio dossiers narrowed by their functions (staff open the yield map of a client's tools).
   */
  async requireUserModules(user: SessionUser, modules: readonly string[]): Promise<void> {
    const droits = await this.droits.forUser(user);
    const held = [...droits.data.modules, ...droits.data.dossiers.flatMap((d) => d.modules)];
    if (!hasRequiredModules(held, modules)) throw AppException.moduleForbidden();
  }

  /**
   * The caller's DUER rights of spec 03 §6 (from their staff functions, read now, and the DUER's state), and a 403 with
   * the DUER's message unless they hold each right required, checked in order: the guard asks it for a DUER route, a
   * write asks it again on the facts it reads under the DUER's lock.
   */
  async requireDuer(user: SessionUser, etat: DuerEtat, requis: readonly DuerDroitRequis[]): Promise<DuerDroits> {
    const fonctions = user.typeUtilisateur === 'collab' ? await this.collaborateurs.fonctionCodes(user.guidPersonne) : null;
    const droits = droitsDuer({ fonctions }, etat);
    for (const droit of requis) {
      const refus = refusDuer(droit, droits, etat);
      if (refus) throw AppException.forbidden(refus);
    }
    return droits;
  }

  /**
   * The guard's DUER decision again for a write, on the DUER's state read under its lock in the write's transaction: the
   * rights the route required of this call (a DUER finished meanwhile refuses it as the guard would have).
   */
  confirmDuer(context: Pick<DuerAccessContext, 'user' | 'requis'>, etat: DuerEtat): Promise<DuerDroits> {
    return this.requireDuer(context.user, etat, context.requis);
  }

  /** A member may target only himself on a dossier, unless gérant of it; staff may target anyone. */
  requireSelfOrGerant(user: SessionUser, dossier: DossierContext, guidPersonne: string | undefined): void {
    const mayTarget = guidPersonne === user.guidPersonne || dossier.idRole === ROLE_GERANT || user.typeUtilisateur === 'collab';
    if (!mayTarget) throw AppException.forbidden();
  }

  /** 403 unless the user is gérant of every listed dossier; read inside the caller's transaction when given. */
  async requireGerantOfAll(user: SessionUser, codes: Iterable<string>, manager?: EntityManager): Promise<void> {
    const owned = new Set(user.typeUtilisateur === 'member' ? await this.repo.gerantCodes(user.guidPersonne, manager) : []);
    for (const code of codes) if (!owned.has(code)) throw AppException.forbidden(Messages.gerantOnly);
  }

  /** A gérant grants only on dossiers that exist and only categories whose modules the dossier subscribes to. */
  requireGrantable(dossier: { raisonSociale: string; modules: string[] } | undefined, categories: { libelle: string; modules: string[] }[]): void {
    if (!dossier) throw AppException.forbidden(SharingMessages.gerantRequis);
    for (const categorie of categories) {
      if (!isCategoryGrantable(categorie.modules, dossier.modules))
        throw AppException.forbidden(SharingMessages.moduleAbsent(dossier.raisonSociale, categorie.libelle));
    }
  }

  /** Only the creator of an invitation may change or withdraw it. */
  requireInvitationCreator(user: SessionUser, guidPersonneCreateur: string): void {
    if (guidPersonneCreateur !== user.guidPersonne) throw AppException.forbidden(SharingMessages.invitationCreateurSeul);
  }

  /** A collaborator reads only their own portfolio. */
  async requireOwnPortfolio(user: SessionUser, login: string): Promise<void> {
    const own = await this.collaborateurs.loginAd(user.guidPersonne);
    if (own?.toLowerCase() !== login.toLowerCase()) throw AppException.forbidden('Vous ne pouvez consulter que votre propre portefeuille.');
  }

  /** 403 with the message unless one of the dossiers gives the user the module. */
  async requireModuleOnAny(user: SessionUser, codes: string[], module: string, message: string): Promise<void> {
    for (const code of codes) {
      const ctx = await this.dossierContext(user, code);
      if (ctx?.modules.includes(module)) return;
    }
    throw AppException.forbidden(message);
  }

  /** 403 with the message unless the address is the signed-in person's own (personal links, codes). */
  requireOwnAddress(user: SessionUser, address: string, message: string): void {
    if (address.trim().toLowerCase() !== user.login.trim().toLowerCase()) throw AppException.forbidden(message);
  }
}
