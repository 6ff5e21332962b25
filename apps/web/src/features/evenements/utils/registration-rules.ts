import { EvenementsMessages as M, type Subscription, type SubscriptionInput } from '@portail/contracts';

/**
 * A row of the registration area: saved on the server (and maybe marked for deletion), being typed (pending), or validated
 * but not sent; a new row may replace a saved unanswered or declined answer of the same address.
 */
export type ParticipantRow =
  | { kind: 'saved'; key: string; data: Subscription; deleted: boolean }
  | { kind: 'pending' | 'new'; key: string; data: ParticipantDraft; replaces?: Subscription };

export interface ParticipantDraft {
  nom: string;
  prenom: string;
  email: string;
  tel: string;
  participe: boolean | null;
  commentaire: string;
}

export const emptyDraft = (): ParticipantDraft => ({ nom: '', prenom: '', email: '', tel: '', participe: true, commentaire: '' });

/** The row that makes a saved unanswered or declined participant come after all (spec 01 §4: the user may change their mind). */
export const comeAfterAll = (s: Subscription, key: string): ParticipantRow => ({
  kind: 'new',
  key,
  data: { nom: s.nom, prenom: s.prenom, email: s.email, tel: s.tel ?? '', participe: true, commentaire: s.commentaire ?? '' },
  replaces: s,
});

const toInput = (d: ParticipantDraft): SubscriptionInput => ({
  nom: d.nom,
  prenom: d.prenom,
  email: d.email,
  tel: d.tel || null,
  participe: d.participe,
  commentaire: d.commentaire || null,
});

/**
 * What the submit sends: only new and deleted participants, or the first message of spec 01 §5
 * that refuses it. placesRestantes is null when the event is unlimited.
 */
export function buildSubmission(
  rows: ParticipantRow[],
  placesRestantes: number | null,
  idCampagne: number | null,
): { list: SubscriptionInput[] } | { error: string } {
  if (rows.some((r) => r.kind === 'pending')) return { error: M.enAttente };
  const added = rows.filter((r) => r.kind === 'new');
  if (added.some((r) => r.kind === 'new' && !r.data.email.trim())) return { error: M.mailManquant };
  const deleted = rows.flatMap((r) => (r.kind === 'saved' && r.deleted ? [r.data] : []));
  if (added.length === 0 && deleted.length === 0) return { error: M.auMoinsUn };
  if (placesRestantes !== null) {
    const freed = [...deleted, ...added.flatMap((r) => (r.kind === 'new' && r.replaces ? [r.replaces] : []))].filter((s) => s.participe !== false).length;
    const taking = added.filter((r) => r.kind === 'new' && r.data.participe !== false).length;
    if (taking > placesRestantes + freed) return { error: M.placesRestantes(placesRestantes + freed) };
  }
  return {
    list: [
      ...added.map((r) => ({ ...toInput(r.data as ParticipantDraft), idCampagne })),
      ...deleted.map((s) => ({
        id: s.id,
        nom: s.nom,
        prenom: s.prenom,
        email: s.email,
        tel: s.tel,
        participe: s.participe,
        deleted: true,
        idCampagne: s.idCampagne,
        commentaire: s.commentaire,
      })),
    ],
  };
}

/**
 * État of a listed participant (spec 01 §4: pending, validated or deleted; participation yes, no or unanswered).
 * A 'no' answer, as recorded by 'Je ne participe pas', is not a registration; an unanswered one holds a place, awaiting the answer.
 */
export function participantEtat(row: ParticipantRow): string {
  if (row.kind !== 'saved') return row.replaces ? 'Réponse à enregistrer' : 'Nouveau, à enregistrer';
  if (row.deleted) return 'Suppression à enregistrer';
  if (row.data.participe === null) return 'Réponse attendue';
  return row.data.participe ? 'Inscrit' : 'Ne participe pas';
}
