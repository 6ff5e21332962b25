import { AgMessages as M } from '@portail/contracts';
import { lireReponse, programme, texteReponse } from './ag-texts';

describe('AG texts', () => {
  it('shows the answer with its date and who gave it', () => {
    expect(texteReponse({ participe: null, dateReponse: null, libelleUserModification: null })).toBeNull();
    expect(texteReponse({ participe: true, dateReponse: '2026-05-12T07:30:00Z', libelleUserModification: 'Claire Martin' })).toBe(
      'Réponse du 12/05/2026 à 09:30 par Claire Martin : participation.',
    );
    expect(texteReponse({ participe: false, dateReponse: '2026-12-01T10:00:00Z', libelleUserModification: null })).toBe(
      'Réponse du 01/12/2026 à 11:00 : pas de participation.',
    );
  });

  it('lists the forums only for members', () => {
    expect(programme('2026-06-12T16:30:00Z', false)).toEqual([
      '12/06/2026, 13h30 : forums',
      '12/06/2026, 18h30 : assemblée générale',
      '12/06/2026, 20h30 : soirée',
    ]);
    expect(programme('2026-06-12T16:30:00Z', true)).toHaveLength(2);
  });

  it('reads a whole number of attendees from 0, asked only of attending members', () => {
    expect(lireReponse({ participe: '', nbPersonne: '' }, false)).toEqual({ ok: false, champ: 'participe', message: M.participeRequis });
    expect(lireReponse({ participe: 'oui', nbPersonne: '2' }, false)).toEqual({ ok: true, participe: true, nbPersonne: 2 });
    expect(lireReponse({ participe: 'oui', nbPersonne: '0' }, false)).toEqual({ ok: true, participe: true, nbPersonne: 0 });
    expect(lireReponse({ participe: 'oui', nbPersonne: '' }, false)).toEqual({ ok: true, participe: true, nbPersonne: null });
    for (const bad of ['-1', '1.5', 'deux', '100'])
      expect(lireReponse({ participe: 'oui', nbPersonne: bad }, false)).toEqual({ ok: false, champ: 'nbPersonne', message: M.nombreInvalide });
    expect(lireReponse({ participe: 'non', nbPersonne: '-1' }, false)).toEqual({ ok: true, participe: false, nbPersonne: null });
    expect(lireReponse({ participe: 'oui', nbPersonne: '-1' }, true)).toEqual({ ok: true, participe: true, nbPersonne: null });
  });
});
