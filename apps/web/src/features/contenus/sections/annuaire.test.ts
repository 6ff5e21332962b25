import { ServiceSaisieSchema } from '@portail/contracts';
import { annuaireSections, toSaisieService } from './annuaire';

describe('annuaireSections', () => {
  it('sends only the service’s fields, without an empty date, in a body the api accepts', () => {
    const row = {
      id: '5c000000-0000-4000-8000-000000000001',
      slug: ' conseil-export ',
      titre: 'Conseil à l’export',
      description: 'Vendre hors de France',
      categories: ['Conseil'],
      tags: [],
      dateCreation: '',
      isStarred: true,
      presentation: '',
      accompagnement: '',
      expertise: '<p>ok</p>',
      ressources: [{ type: 'pdf', lien: 'https://exemple.fr/a.pdf', nom: 'A' }],
    };
    const body = toSaisieService(row);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('dateCreation');
    expect(body.slug).toBe('conseil-export');
    expect(ServiceSaisieSchema.safeParse(body).success).toBe(true);
    expect(toSaisieService({ ...row, dateCreation: '2026-03-02' }).dateCreation).toBe('2026-03-02');
  });

  it('declares one tab keyed by the row id', () => {
    expect(annuaireSections.map((s) => [s.key, s.idField])).toEqual([['services', 'id']]);
    expect(annuaireSections[0]!.fields.map((f) => f.name)).toContain('expertise');
  });
});
