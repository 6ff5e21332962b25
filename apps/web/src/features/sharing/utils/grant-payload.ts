import { z } from 'zod';
import {
  ID_ROLE_AUCUN,
  SharingMessages,
  type InvitationDossierInput,
  type PersonneDroitChange,
  type SharedRight,
  UpdatePersonneDroitsSchema,
} from '@portail/contracts';
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

/** The edit form's values: one grant per dossier of mine. */
export interface PersonneRightsValues {
  grants: DossierGrant[];
}

/**
 * The edit form checked with the api's rules (UpdatePersonneDroitsSchema): its result is what is sent, every dossier but
 * those the person is the original gérant of (shown, never sent); an issue of the api's schema is set on the dossier's
 * grant (`grants.<i>.idRole` for its role), or on the list.
 */
export function personneRightsSchema(origine: ReadonlySet<string>) {
  const { droits } = UpdatePersonneDroitsSchema.shape;
  return z.object({ grants: z.array(z.custom<DossierGrant>()) }).transform((v, ctx): PersonneDroitChange[] => {
    const sent = v.grants.flatMap((g, i) => (origine.has(g.codeDossier) ? [] : [i]));
    if (sent.length === 0) return [];
    const checked = droits.safeParse(toPersonneDroits(sent.map((i) => v.grants[i]!)));
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const [position, ...rest] = issue.path;
      const index = typeof position === 'number' ? sent[position] : undefined;
      const path = index === undefined ? ['grants'] : rest.at(-1) === 'idRole' ? ['grants', index, 'idRole'] : ['grants', index];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });
}
