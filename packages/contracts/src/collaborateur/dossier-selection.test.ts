import { dossierNonSelectionnableMessage, dossierSelection, isDossierSelectable } from './dossier-selection';

const ID = '0d000000-0000-4000-8000-000000010901';

describe('isDossierSelectable (spec 02 §4 staff file picker)', () => {
  it('Bon is selectable, with or without an id', () => {
    expect(isDossierSelectable({ statut: 'Bon', id: ID })).toBe(true);
    expect(isDossierSelectable({ statut: 'Bon', id: null })).toBe(true);
    expect(dossierSelection({ statut: 'Bon', id: ID })).toEqual({ selectable: true, raison: null });
  });

  it('PasInscrit only when it has an id', () => {
    expect(isDossierSelectable({ statut: 'PasInscrit', id: ID })).toBe(true);
    for (const id of [null, undefined, '']) {
      expect(dossierSelection({ statut: 'PasInscrit', id })).toEqual({ selectable: false, raison: 'Dossier non inscrit sans identifiant' });
    }
  });

  it('Demissionne is never selectable, even with an id', () => {
    expect(dossierSelection({ statut: 'Demissionne', id: ID })).toEqual({ selectable: false, raison: 'Dossier démissionnaire' });
    expect(isDossierSelectable({ statut: 'Demissionne', id: null })).toBe(false);
  });

  it('refuses an unknown or differently cased statut', () => {
    for (const statut of ['', 'bon', 'BON', 'Inscrit', 'demissionne']) expect(isDossierSelectable({ statut, id: ID })).toBe(false);
  });

  it('words the refusal for the api', () => {
    expect(dossierNonSelectionnableMessage('Dossier démissionnaire')).toBe('Ce dossier ne peut pas être sélectionné : dossier démissionnaire.');
  });
});
