import type { Categorie as CategorieDto, ReceivedInvitation, SentInvitation, SharedRight } from '@portail/contracts';
import type { Invitation } from './invitation.entity';

/** The shape of a droit read with its dossier, person, role and categories (DroitGrants of the droits module). */
export interface DroitRow {
  codeDossier: string;
  guidPersonne: string;
  idRole: number;
  estGerantOrigine: boolean;
  dossier: { raisonSociale: string };
  personne: { prenom: string; nom: string; email: string | null };
  role: { nomRole: string };
  categories: { id: string; libelle: string }[];
}

export interface CategorieRow {
  id: string;
  parentId: string | null;
  ordre: number;
  libelle: string;
  modules: string[];
}

export const fullName = (p: { prenom: string; nom: string } | null | undefined) => (p ? `${p.prenom} ${p.nom}`.trim() : '');

export type RoleNames = Map<number, string>;
const roleName = (roles: RoleNames, idRole: number) => roles.get(idRole) ?? `Rôle ${idRole}`;

export function offeredDossiers(inv: Invitation, roles: RoleNames) {
  return inv.dossiers
    .map((d) => ({ codeDossier: d.codeDossier, raisonSociale: d.dossier.raisonSociale, idRole: d.idRole, nomRole: roleName(roles, d.idRole) }))
    .sort((a, b) => a.raisonSociale.localeCompare(b.raisonSociale, 'fr'));
}

export function toReceived(inv: Invitation, roles: RoleNames): ReceivedInvitation {
  return { id: inv.id, createur: fullName(inv.createur), dateExpiration: inv.dateExpiration.toISOString(), dossiers: offeredDossiers(inv, roles) };
}

export function toSent(inv: Invitation, roles: RoleNames, now: Date): SentInvitation {
  const categories = new Map(inv.dossiers.map((d) => [d.codeDossier, [...d.categories].sort()]));
  return {
    id: inv.id,
    emailInvitee: inv.emailInvite,
    mailInvite: inv.emailInvite,
    dateCreation: inv.dateCreation.toISOString(),
    dateExpiration: inv.dateExpiration.toISOString(),
    expiree: inv.dateExpiration.getTime() <= now.getTime(),
    dossiers: offeredDossiers(inv, roles).map((d) => ({ ...d, categoriesIdAutorisees: categories.get(d.codeDossier) ?? [] })),
  };
}

export function toSharedRight(d: DroitRow, logins: Map<string, string>): SharedRight {
  return {
    codeDossier: d.codeDossier,
    raisonSociale: d.dossier.raisonSociale,
    guidPersonne: d.guidPersonne,
    personne: fullName(d.personne),
    emailPersonne: logins.get(d.guidPersonne) ?? d.personne.email,
    role: { idRole: d.idRole, nomRole: d.role.nomRole },
    categories: d.categories.map((c) => ({ _id: c.id, libelle: c.libelle })).sort((a, b) => a._id.localeCompare(b._id)),
    gerantOrigine: d.estGerantOrigine,
  };
}

/** The flat category table as the tree of spec 02 §3 (_id, libelle, souscategories). */
export function toCategoryTree(rows: CategorieRow[]): CategorieDto[] {
  const build = (parentId: string | null): CategorieDto[] =>
    rows
      .filter((c) => c.parentId === parentId)
      .sort((a, b) => a.ordre - b.ordre)
      .map((c) => ({ _id: c.id, libelle: c.libelle, modules: [...c.modules].sort(), souscategories: build(c.id) }));
  return build(null);
}
