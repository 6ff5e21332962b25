import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  type Droits,
  type DroitDossier,
  type SessionUser,
  expandCategories,
  isDossierSelectable,
  memberModules,
  ROLE_GERANT,
  staffModules,
} from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { CompteReader } from '../user/compte-reader.service';
import { DroitsRepository } from './droits.repository';
import { RightsCache } from './rights-cache';
import { byRaisonSociale } from '../dossier/dossier-order';

export interface MemberDossier {
  codeDossier: string;
  estFavoris: boolean;
  idRole: number;
  dossier: {
    id: string | null;
    raisonSociale: string;
    codeEntite: string;
    guidPersonne: string | null;
    statut: 'Bon' | 'PasInscrit' | 'Demissionne';
    typeActivite: 'AGRI' | 'VITI' | 'ACS' | 'AGRIVITI';
  };
}

/** What a user may do on which dossier: GET /api/droits reads it; single checks go through AccessService. */
@Injectable()
export class DroitsService {
  constructor(
    private readonly repo: DroitsRepository,
    private readonly collaborateurs: CollaborateurReader,
    private readonly comptes: CompteReader,
    private readonly cache: RightsCache,
  ) {}

  /** From the shared cache unless forced (x-force); recomputed and cached otherwise. */
  async forUser(user: SessionUser, force = false): Promise<Droits> {
    const cached = force ? null : await this.cache.get(user.guidPersonne);
    if (cached) return cached;
    const droits = user.typeUtilisateur === 'collab' ? await this.staffDroits(user) : await this.memberDroits(user);
    await this.cache.set(user.guidPersonne, droits);
    return droits;
  }

  /** Every write that changes a person's rights calls this, on every replica's behalf. */
  invalidate(...guids: string[]): Promise<void> {
    return this.cache.invalidate(guids);
  }

  /** The person's droits with their dossier, for the dossier list. */
  async memberDossiers(guidPersonne: string): Promise<MemberDossier[]> {
    const droits = await this.repo.withDossier(guidPersonne);
    return droits.map((d) => ({
      codeDossier: d.codeDossier,
      estFavoris: d.estFavoris,
      idRole: d.idRole,
      dossier: {
        id: d.dossier.id,
        raisonSociale: d.dossier.raisonSociale,
        codeEntite: d.dossier.codeEntite,
        guidPersonne: d.dossier.guidPersonne,
        statut: d.dossier.statut,
        typeActivite: d.dossier.typeActivite,
      },
    }));
  }

  /** Whether the person holds a right on the dossier (a second factor for account changes). */
  hasDroit(guidPersonne: string, codeDossier: string): Promise<boolean> {
    return this.repo.exists(guidPersonne, codeDossier);
  }

  /** Those of these people who hold a right on some dossier. */
  async holdersAmong(guids: string[]): Promise<Set<string>> {
    return new Set(await this.repo.holders(guids));
  }

  /** The person's right on one dossier with the dossier's name; throws when there is none (access is checked first). */
  async memberDossier(guidPersonne: string, codeDossier: string): Promise<{ idRole: number; raisonSociale: string }> {
    const d = await this.repo.withDossierOne(guidPersonne, codeDossier);
    return { idRole: d.idRole, raisonSociale: d.dossier.raisonSociale };
  }

  async setFavori(guidPersonne: string, codeDossier: string): Promise<void> {
    await this.repo.setFavori(guidPersonne, codeDossier);
    await this.invalidate(guidPersonne);
  }

  /** Dossiers where the person is gérant (database read). */
  gerantCodes(guidPersonne: string, manager?: EntityManager): Promise<string[]> {
    return this.repo.gerantCodes(guidPersonne, manager);
  }

  /** Everyone with a right on the dossier and their role (staff helping the dossier's members). */
  peopleOfDossier(codeDossier: string) {
    return this.repo.peopleOf(codeDossier);
  }

  /** Names of the dossier's gérants (the DUER cover page lists them). */
  gerantsOfDossier(codeDossier: string): Promise<{ prenom: string; nom: string }[]> {
    return this.repo.gerantsOf(codeDossier);
  }

  async personOnDossier(guidPersonne: string, codeDossier: string) {
    const droit = await this.repo.memberDroit(guidPersonne, codeDossier);
    if (!droit) throw AppException.notFound('Aucun droit de cette personne sur ce dossier.');
    const tree = await this.repo.categories();
    const modules = memberModules(
      droit.dossier.modules.map((m) => m.module),
      droit.idRole,
      droit.categories.map((c) => c.id),
      tree,
    );
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
    const [droits, tree, personModules] = await Promise.all([
      this.repo.memberDroits(user.guidPersonne),
      this.repo.categories(),
      this.comptes.personModules(user.guidPersonne),
    ]);
    const dossiers: DroitDossier[] = droits.map((d) => ({
      codeDossier: d.codeDossier,
      raisonSociale: d.dossier.raisonSociale,
      codeEntite: d.dossier.codeEntite,
      idRole: d.idRole,
      estFavoris: d.estFavoris,
      modules: memberModules(
        d.dossier.modules.map((m) => m.module),
        d.idRole,
        d.categories.map((c) => c.id),
        tree,
      ),
      categories:
        d.idRole === ROLE_GERANT
          ? 'all'
          : [
              ...expandCategories(
                d.categories.map((c) => c.id),
                tree,
              ),
            ].sort(),
    }));
    return {
      userId: user.guidPersonne,
      typeUtilisateur: 'member',
      data: { dossiers: dossiers.sort(byRaisonSociale), modules: personModules },
      fonctionsUtilisateur: [],
    };
  }

  private async staffDroits(user: SessionUser): Promise<Droits> {
    const [staff, personModules] = await Promise.all([this.collaborateurs.staffRights(user.guidPersonne), this.comptes.personModules(user.guidPersonne)]);
    const fonctions = staff?.fonctions ?? [];
    // Staff act only on the dossiers they may pick (spec 02 §4): AccessService words the refusal of the others.
    const dossiers: DroitDossier[] = (staff?.portefeuille ?? []).filter(isDossierSelectable).map((d) => ({
      codeDossier: d.codeDossier,
      raisonSociale: d.raisonSociale,
      codeEntite: d.codeEntite,
      idRole: null,
      estFavoris: false,
      modules: staffModules(d.modules, fonctions),
      categories: 'all' as const,
    }));
    return {
      userId: user.guidPersonne,
      typeUtilisateur: 'collab',
      data: { dossiers: dossiers.sort(byRaisonSociale), modules: personModules },
      fonctionsUtilisateur: fonctions.map((f) => f.code).sort(),
    };
  }
}
