import { IdentifiantMessages as M } from '@portail/contracts';
import { IdentifiantFormSchema, type IdentifiantFormValues } from './identifiant-form';
import { infobulleIdentifiant, journalLine, matchesSearch } from './identifiant-texts';

const none = {
  dateCreation: null,
  auteurCreation: null,
  dateModificationAgent: null,
  agentModification: null,
  dateModificationAdherent: null,
  adherentModification: null,
};

describe('infobulleIdentifiant (spec 02 §4)', () => {
  it('shows nothing without any date', () => {
    expect(infobulleIdentifiant(none)).toBeNull();
  });

  it('shows the creation, with its author only when not an e-mail address', () => {
    expect(infobulleIdentifiant({ ...none, dateCreation: '2026-01-12T09:30:00Z', auteurCreation: 'Julie Bernard' })).toBe(
      'Créé le 12/01/2026 à 10:30 par Julie Bernard',
    );
    expect(infobulleIdentifiant({ ...none, dateCreation: '2026-01-12T09:30:00Z', auteurCreation: 'claire@exemple.fr' })).toBe('Créé le 12/01/2026 à 10:30');
    expect(infobulleIdentifiant({ ...none, dateCreation: '2026-01-12T09:30:00Z' })).toBe('Créé le 12/01/2026 à 10:30');
  });

  it('prefers the latest modification; the agent is named, the adherent is not', () => {
    const base = { ...none, dateCreation: '2026-01-12T09:30:00Z', auteurCreation: 'Julie Bernard' };
    const agent = { dateModificationAgent: '2026-03-10T08:15:00Z', agentModification: 'Julie Bernard' };
    expect(infobulleIdentifiant({ ...base, ...agent })).toBe('Modifié le 10/03/2026 à 09:15 par Julie Bernard');
    expect(infobulleIdentifiant({ ...base, ...agent, dateModificationAdherent: '2026-04-02T16:20:00Z', adherentModification: 'c@exemple.fr' })).toBe(
      'Modifié le 02/04/2026 à 18:20',
    );
    expect(infobulleIdentifiant({ ...base, ...agent, dateModificationAdherent: '2026-02-02T16:20:00Z' })).toBe(
      'Modifié le 10/03/2026 à 09:15 par Julie Bernard',
    );
  });
});

describe('journalLine', () => {
  it('reads as the member sees it', () => {
    expect(journalLine({ action: 'consultation', auteur: 'Julie Bernard', estCollaborateur: true, date: '2026-11-22T13:05:00Z' })).toBe(
      'Consulté par Julie Bernard le 22/11/2026 à 14:05',
    );
    expect(journalLine({ action: 'creation', auteur: 'Claire Martin', estCollaborateur: false, date: '2026-01-12T09:30:00Z' })).toBe(
      'Créé par Claire Martin le 12/01/2026 à 10:30',
    );
  });
});

/** The form's messages by field, the first of each. */
const errorsOf = (values: IdentifiantFormValues) =>
  Object.fromEntries((IdentifiantFormSchema.safeParse(values).error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message]));

describe('search and form rules (spec 02 §5)', () => {
  it('filters title and login, case-insensitive contains', () => {
    const i = { titre: 'Telepac (PAC)', nomUtilisateur: 'MSA010001' };
    expect(matchesSearch(i, 'pac')).toBe(true);
    expect(matchesSearch(i, 'msa01')).toBe(true);
    expect(matchesSearch(i, 'impots')).toBe(false);
    expect(matchesSearch(i, '  ')).toBe(true);
  });

  it('requires every field on add, the two passwords equal, 255 characters at most', () => {
    const ok = { titre: 'MSA', nomUtilisateur: 'moi', changerMotDePasse: true, motDePasse: 'abc', confirmationMotDePasse: 'abc' };
    expect(errorsOf(ok)).toEqual({});
    expect(errorsOf({ ...ok, titre: ' ' })).toEqual({ titre: M.champsRequis });
    expect(errorsOf({ ...ok, confirmationMotDePasse: '' })).toEqual({ confirmationMotDePasse: M.champsRequis });
    expect(errorsOf({ ...ok, confirmationMotDePasse: 'abd' })).toEqual({ confirmationMotDePasse: M.motsDePasseDifferents });
    expect(errorsOf({ ...ok, nomUtilisateur: 'x'.repeat(256) })).toEqual({ nomUtilisateur: M.tropLong });
  });

  it('on edit with the switch off, only title and login are required', () => {
    const edit = { titre: 'MSA', nomUtilisateur: 'moi', changerMotDePasse: false, motDePasse: '', confirmationMotDePasse: '' };
    expect(errorsOf(edit)).toEqual({});
    expect(errorsOf({ ...edit, nomUtilisateur: '' })).toEqual({ nomUtilisateur: M.champsRequis });
    expect(errorsOf({ ...edit, changerMotDePasse: true })).toEqual({ motDePasse: M.champsRequis, confirmationMotDePasse: M.champsRequis });
    expect(errorsOf({ ...edit, changerMotDePasse: true, motDePasse: 'a', confirmationMotDePasse: 'b' })).toEqual({
      confirmationMotDePasse: M.motsDePasseDifferents,
    });
  });
});
