import type { Subscription } from '@portail/contracts';
import { buildSubmission, comeAfterAll, emptyDraft, participantEtat, type ParticipantRow } from './registration-rules';

const draft = (n: number) => ({ ...emptyDraft(), nom: `Nom${n}`, prenom: `Prénom${n}`, email: `p${n}@exemple.fr` });
const saved = (over: Partial<Subscription> = {}): Subscription => ({
  id: '0f000000-0000-4000-8001-000000000001',
  idEvent: 1,
  nom: 'Martin',
  prenom: 'Claire',
  email: 'c@exemple.fr',
  tel: null,
  participe: true,
  deleted: false,
  guidPersonne: null,
  estDossierMembre: true,
  idCampagne: null,
  commentaire: null,
  ...over,
});

describe('buildSubmission', () => {
  const row = (kind: 'pending' | 'new', n: number): ParticipantRow => ({ kind, key: String(n), data: draft(n) });

  it('refuses pending participants, an empty submit and too many participants', () => {
    expect(buildSubmission([row('pending', 1)], null, null)).toEqual({ error: 'Merci de valider ou de supprimer les participants en attente' });
    expect(buildSubmission([{ kind: 'saved', key: 's', data: saved(), deleted: false }], null, null)).toEqual({
      error: 'Vous devez valider au moins un participant',
    });
    expect(buildSubmission([row('new', 1), row('new', 2)], 1, null)).toEqual({ error: "Il n'y a plus que 1 place(s) restante(s)." });
  });

  it('sends only new and deleted participants; a deletion frees a place', () => {
    const res = buildSubmission(
      [
        { kind: 'saved', key: 's', data: saved(), deleted: true },
        { kind: 'saved', key: 't', data: saved({ id: '0f000000-0000-4000-8001-000000000002' }), deleted: false },
        row('new', 1),
      ],
      0,
      7,
    );
    expect('list' in res && res.list.map((s) => [s.id ?? s.email, s.deleted ?? false])).toEqual([
      ['p1@exemple.fr', false],
      ['0f000000-0000-4000-8001-000000000001', true],
    ]);
  });
});

describe('comeAfterAll', () => {
  it('sends the declined or unanswered person again as taking part; their unanswered place is theirs already (issue 29)', () => {
    const declined = saved({ participe: false, tel: '0612345678' });
    const res = buildSubmission([comeAfterAll(declined, 's')], 1, null);
    expect('list' in res && res.list).toEqual([
      { nom: 'Martin', prenom: 'Claire', email: 'c@exemple.fr', tel: '0612345678', participe: true, commentaire: null, idCampagne: null },
    ]);
    expect(buildSubmission([comeAfterAll(declined, 's')], 0, null)).toEqual({ error: "Il n'y a plus que 0 place(s) restante(s)." });
    expect('list' in buildSubmission([comeAfterAll(saved({ participe: null }), 's')], 0, null)).toBe(true);
  });
});

describe('participantEtat', () => {
  const row = (over: Partial<Subscription>, deleted = false): ParticipantRow => ({ kind: 'saved', key: 'k', data: saved(over), deleted });

  it('does not call a declined participant registered', () => {
    expect(participantEtat(row({ participe: false }))).toBe('Ne participe pas');
    expect(participantEtat(row({ participe: true }))).toBe('Inscrit');
  });

  it('does not call an unanswered participant registered (issue 29)', () => {
    expect(participantEtat(row({ participe: null }))).toBe('Réponse attendue');
  });

  it('tells to delete, new and changed answers apart', () => {
    expect(participantEtat(row({ participe: false }, true))).toBe('Suppression à enregistrer');
    expect(participantEtat(comeAfterAll(saved({ participe: false }), 'k'))).toBe('Réponse à enregistrer');
    expect(participantEtat({ kind: 'new', key: 'n', data: draft(1) })).toBe('Nouveau, à enregistrer');
  });
});
