import { ServiceAnnuaire } from './annuaire.entity';
import { toDetail } from './annuaire.mapper';

const service = Object.assign(new ServiceAnnuaire(), {
  id: '5c000000-0000-4000-8000-000000000001',
  slug: 'transmission',
  titre: 'Transmission',
  description: 'd',
  categories: [],
  tags: [],
  dateCreation: '2026-01-01',
  isStarred: false,
  presentation: '',
  accompagnement: '',
  expertise: '<p>ok</p><script>alert(1)</script>',
  ressources: [
    { type: 'video', idVideo: 'abc' },
    { type: 'pdf', lien: '/api/annuaire-services/ressources/a.pdf', nom: 'A' },
  ],
});

describe('toDetail', () => {
  it('gives no embed address when no video host is configured, and sanitises the expertise', () => {
    const detail = toDetail(service, () => null);
    expect(detail.ressources).toEqual([
      { type: 'video', idVideo: 'abc', url: null },
      { type: 'pdf', lien: '/api/annuaire-services/ressources/a.pdf', nom: 'A' },
    ]);
    expect(detail.expertise).toBe('<p>ok</p>');
  });
});
