import { Injectable } from '@nestjs/common';
import {
  ROLE_GERANT,
  SharingMessages as M,
  type Categorie as CategorieDto,
  type MesDroits,
  type Role as RoleDto,
  type SessionUser,
  type SharedRight,
  type UpdatePersonneDroits,
} from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { AccessService } from '../droits/access.service';
import { DroitGrants } from '../droits/droit-grants.service';
import { DossierService } from '../dossier/dossier.service';
import { CompteReader } from '../user/compte-reader.service';
import { DroitsService } from '../droits/droits.service';
import { byRaisonSociale } from '../dossier/dossier-order';
import { GrantValidator } from './grant-validator';
import { toCategoryTree, toSharedRight } from './sharing.mappers';

/** Accesses granted by gérants: lists, edition and removal (spec 02 §4 Rights sharing). */
@Injectable()
export class SharedRightsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly droitRows: DroitGrants,
    private readonly dossiers: DossierService,
    private readonly comptes: CompteReader,
    private readonly grants: GrantValidator,
    private readonly droits: DroitsService,
    private readonly access: AccessService,
  ) {}

  async roles(): Promise<RoleDto[]> {
    return (await this.droitRows.roles()).map((r) => ({
      idRole: r.idRole,
      nomRole: r.nomRole,
      categoriesPredefinies: r.categoriesPredefinies.map((c) => c.id).sort(),
    }));
  }

  async categories(): Promise<CategorieDto[]> {
    return toCategoryTree(await this.droitRows.categories());
  }

  /** People other than me with access to the dossiers where I am gérant. */
  async sent(user: SessionUser, onlyPersonne?: string, manager?: EntityManager): Promise<SharedRight[]> {
    const codes = await this.droits.gerantCodes(user.guidPersonne, manager);
    const list = (await this.droitRows.droitsOnDossiers(codes, manager, user.guidPersonne)).filter((d) => !onlyPersonne || d.guidPersonne === onlyPersonne);
    const logins = await this.comptes.loginsOf([...new Set(list.map((d) => d.guidPersonne))], manager);
    return list
      .map((d) => toSharedRight(d, logins))
      .sort((a, b) => a.personne.localeCompare(b.personne, 'fr') || a.guidPersonne.localeCompare(b.guidPersonne) || byRaisonSociale(a, b));
  }

  async mesDroits(user: SessionUser): Promise<MesDroits> {
    const list = await this.droitRows.droitsOf(user.guidPersonne);
    const gerants = await this.droitRows.gerantCounts(list.filter((d) => d.idRole === ROLE_GERANT).map((d) => d.codeDossier));
    const dossiers = list.map((d) => ({
      codeDossier: d.codeDossier,
      raisonSociale: d.dossier.raisonSociale,
      idRole: d.idRole,
      nomRole: d.role.nomRole,
      autorisationsMyCDER: { categories: d.categories.map((c) => c.id).sort() },
      retirable: !d.estGerantOrigine && !(d.idRole === ROLE_GERANT && (gerants.get(d.codeDossier) ?? 0) <= 1),
    }));
    return { dossiers: dossiers.sort(byRaisonSociale) };
  }

  /** A person leaves a dossier; neither its original gérant nor its last gérant can. */
  async removeOwn(user: SessionUser, codeDossier: string): Promise<{ codeDossier: string; guidPersonne: string }> {
    await this.transactions.run(async (tx) => {
      await this.dossiers.lockForUpdate([codeDossier], tx);
      const droit = await this.droitRows.droit(user.guidPersonne, codeDossier, tx);
      if (!droit) throw AppException.notFound(M.droitIntrouvable);
      await this.droitRows.revoke(tx, droit.id);
      if (droit.idRole === ROLE_GERANT) await this.assertGerantsRemain([codeDossier], tx);
      assertNotGerantOrigine(droit, 'codeDossier');
    });
    await this.droits.invalidate(user.guidPersonne);
    return { codeDossier, guidPersonne: user.guidPersonne };
  }

  /** A gérant removes a person's access to one dossier (the guard checked the role), never the original gérant's. */
  async removePersonne(user: SessionUser, codeDossier: string, guidPersonne: string): Promise<{ codeDossier: string; guidPersonne: string }> {
    await this.transactions.run(async (tx) => {
      await this.dossiers.lockForUpdate([codeDossier], tx);
      await this.access.requireGerantOfAll(user, [codeDossier], tx);
      const droit = await this.droitRows.droit(guidPersonne, codeDossier, tx);
      if (!droit) throw AppException.notFound(M.droitIntrouvable);
      await this.droitRows.revoke(tx, droit.id);
      if (droit.idRole === ROLE_GERANT) await this.assertGerantsRemain([codeDossier], tx);
      assertNotGerantOrigine(droit, 'codeDossier');
    });
    await this.droits.invalidate(guidPersonne);
    return { codeDossier, guidPersonne };
  }

  /**
   * Each listed dossier is updated (access created or changed) or removed, in one transaction. The
   * caller must be gérant of each, and the person must already share one of the caller's dossiers.
   */
  async updatePersonne(user: SessionUser, guidPersonne: string, input: UpdatePersonneDroits): Promise<{ guidPersonne: string; droits: SharedRight[] }> {
    if (input.guidPersonne !== guidPersonne) throw AppException.validation([{ path: 'guidPersonne', message: M.identifiantsDifferents }]);
    const codes = input.droits.map((c) => c.droit.codeDossier);
    const droits = await this.transactions.run(async (tx) => {
      await this.dossiers.lockForUpdate(codes, tx);
      await this.access.requireGerantOfAll(user, codes, tx);
      const mine = new Set(await this.droits.gerantCodes(user.guidPersonne, tx));
      const current = new Map((await this.droitRows.droitsOf(guidPersonne, tx)).map((d) => [d.codeDossier, d]));
      if (![...current.keys()].some((code) => mine.has(code))) throw AppException.notFound(M.personneInconnue);
      const updates = input.droits.map((c, i) => ({ ...c, i })).filter((c) => c.action === 'update');
      await this.grants.validate(
        updates.map((c) => ({
          codeDossier: c.droit.codeDossier,
          idRole: c.droit.idRole,
          categories: c.droit.AutorisationsMyCDER.categories,
          rolePath: `droits.${c.i}.droit.idRole`,
          categoriesPath: `droits.${c.i}.droit.AutorisationsMyCDER.categories`,
        })),
        tx,
      );
      const demoted: { i: number; droit: { codeDossier: string; estGerantOrigine: boolean } }[] = [];
      for (const [i, { action, droit }] of input.droits.entries()) {
        const existing = current.get(droit.codeDossier);
        if (existing?.idRole === ROLE_GERANT && (action === 'remove' || droit.idRole !== ROLE_GERANT)) demoted.push({ i, droit: existing });
        const categories = droit.AutorisationsMyCDER.categories;
        if (action === 'remove') {
          if (existing) await this.droitRows.revoke(tx, existing.id);
        } else if (existing) {
          await this.droitRows.change(tx, existing, droit.idRole, categories);
        } else {
          await this.droitRows.grant(tx, { guidPersonne, codeDossier: droit.codeDossier, idRole: droit.idRole, categories });
        }
      }
      await this.assertGerantsRemain(
        demoted.map((d) => d.droit.codeDossier),
        tx,
      );
      for (const { i, droit } of demoted) assertNotGerantOrigine(droit, `droits.${i}.droit.codeDossier`);
      return this.sent(user, guidPersonne, tx);
    });
    await this.droits.invalidate(guidPersonne);
    return { guidPersonne, droits };
  }

  /** Where a gérant was removed or demoted; checked after the writes, so a failure undoes them all. */
  private async assertGerantsRemain(codes: string[], tx: EntityManager): Promise<void> {
    for (const code of new Set(codes)) {
      if ((await this.droitRows.countGerants(code, tx)) === 0) throw AppException.validation([{ path: 'codeDossier', message: M.dernierGerant }]);
    }
  }
}

/** A dossier always keeps its gérant (issue 29): the original gérant's access is neither removed nor demoted. */
function assertNotGerantOrigine(droit: { estGerantOrigine: boolean }, path: string): void {
  if (droit.estGerantOrigine) throw AppException.validation([{ path, message: M.gerantOrigine }]);
}
