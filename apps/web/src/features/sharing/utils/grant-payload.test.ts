import type { SharedRight } from '@portail/contracts';
import { grantsError, grantsFromRights, InvitationEmailSchema, lostDossiers, toInvitationDossiers, toPersonneDroits } from './grant-payload';

const right: SharedRight = {
  codeDossier: '010001',
  raisonSociale: 'EARL',
  guidPersonne: '0a000000-0000-4000-8000-000000000005',
  personne: 'Hugo Lefèvre',
  emailPersonne: 'testeur@exemple.fr',
  role: { idRole: 4, nomRole: 'Salarié' },
  categories: [{ _id: 'mesDocs_social', libelle: 'Documents sociaux' }],
  gerantOrigine: false,
};

describe('invite form validation (spec 02 §5)', () => {
  const message = (v: { mailInvite: string; mailConfirmation: string }) => {
    const r = InvitationEmailSchema.safeParse(v);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('checks the e-mail and its confirmation', () => {
    expect(message({ mailInvite: '', mailConfirmation: '' })).toBe("Veuillez compléter les champs concernant l'email.");
    expect(message({ mailInvite: 'a@exemple.fr', mailConfirmation: 'b@exemple.fr' })).toBe('Les emails ne correspondent pas.');
    expect(message({ mailInvite: 'A@exemple.fr ', mailConfirmation: 'a@exemple.fr' })).toBeNull();
  });

  it('needs a dossier, and a role for each checked dossier', () => {
    expect(grantsError([{ codeDossier: '010001', checked: false, idRole: -1, categories: [] }])).toBe('Veuillez sélectionner au moins un dossier à inviter.');
    expect(grantsError([{ codeDossier: '010001', checked: true, idRole: -1, categories: [] }])).toBe(
      'Veuillez sélectionner un rôle pour le(s) dossier(s) sélectionnés.',
    );
    expect(grantsError([{ codeDossier: '010001', checked: true, idRole: 3, categories: [] }])).toBeNull();
    expect(grantsError([], false)).toBeNull();
  });
});

describe('payloads', () => {
  const grants = [
    { codeDossier: '010001', checked: false, idRole: -1, categories: [] },
    { codeDossier: '010002', checked: true, idRole: 3, categories: ['contacts', 'mesChiffres'] },
  ];

  it('sends only the checked dossiers in an invitation', () => {
    expect(toInvitationDossiers(grants, (c) => `RS ${c}`)).toEqual([
      { codeDossier: '010002', raisonSociale: 'RS 010002', idRole: 3, categoriesIdAutorisees: ['contacts', 'mesChiffres'] },
    ]);
  });

  it('sends each dossier as update when checked and remove when not', () => {
    expect(toPersonneDroits(grants).map((c) => [c.action, c.droit.codeDossier])).toEqual([
      ['remove', '010001'],
      ['update', '010002'],
    ]);
  });

  it('starts the edit form from the current rights and lists the accesses about to be lost', () => {
    const initial = grantsFromRights(['010001', '010002'], [right]);
    expect(initial).toEqual([
      { codeDossier: '010001', checked: true, idRole: 4, categories: ['mesDocs_social'] },
      { codeDossier: '010002', checked: false, idRole: -1, categories: [] },
    ]);
    expect(lostDossiers(initial, [right])).toEqual([]);
    expect(lostDossiers(grants, [right])).toEqual(['010001']);
  });
});
