import { z } from 'zod';
import { ID_ROLE_AUCUN, SharingMessages, type InvitationDossierInput, type PersonneDroitChange, type SharedRight } from '@portail/contracts';
import type { DossierGrant } from './category-ticking';

/** Validation of the invite form (spec 02 §5 Rights invitation), the messages of the contracts. */
export const InvitationEmailSchema = z
  .object({
    mailInvite: z.string().trim().min(1, SharingMessages.emailRequis).pipe(z.email(SharingMessages.emailInvalide)),
    mailConfirmation: z.string().trim().min(1, SharingMessages.emailRequis),
  })
  .refine((v) => v.mailInvite.toLowerCase() === v.mailConfirmation.toLowerCase(), {
    path: ['mailConfirmation'],
    message: SharingMessages.emailsDifferentsInvitation,
  });
export type InvitationEmail = z.infer<typeof InvitationEmailSchema>;

/** The first rule the chosen dossiers break, or null. */
export function grantsError(grants: DossierGrant[], requireOne = true): string | null {
  const checked = grants.filter((g) => g.checked);
  if (requireOne && checked.length === 0) return SharingMessages.dossierRequis;
  if (checked.some((g) => g.idRole === ID_ROLE_AUCUN)) return SharingMessages.roleRequis;
  return null;
}

export function toInvitationDossiers(grants: DossierGrant[], raisonSociale: (code: string) => string): InvitationDossierInput[] {
  return grants
    .filter((g) => g.checked)
    .map((g) => ({
      codeDossier: g.codeDossier,
      raisonSociale: raisonSociale(g.codeDossier),
      idRole: g.idRole,
      categoriesIdAutorisees: [...g.categories].sort(),
    }));
}

/** Edit form: each dossier is sent as 'update' when checked, 'remove' when not (spec 02 §4). */
export function toPersonneDroits(grants: DossierGrant[]): PersonneDroitChange[] {
  return grants.map((g) => ({
    action: g.checked ? 'update' : 'remove',
    droit: { codeDossier: g.codeDossier, idRole: g.idRole, AutorisationsMyCDER: { categories: [...g.categories].sort() } },
  }));
}

/** Dossiers the person had and would lose: the edit form asks for confirmation. */
export function lostDossiers(grants: DossierGrant[], rights: SharedRight[]): string[] {
  const had = new Set(rights.map((r) => r.codeDossier));
  return grants.filter((g) => !g.checked && had.has(g.codeDossier)).map((g) => g.codeDossier);
}

/** Initial state of the edit form from a person's current rights. */
export function grantsFromRights(codes: string[], rights: SharedRight[]): DossierGrant[] {
  return codes.map((codeDossier) => {
    const right = rights.find((r) => r.codeDossier === codeDossier);
    return right
      ? { codeDossier, checked: true, idRole: right.role.idRole, categories: right.categories.map((c) => c._id) }
      : { codeDossier, checked: false, idRole: ID_ROLE_AUCUN, categories: [] };
  });
}
