import type { ServiceResume } from '@portail/contracts';
import { filtrerServices, plier, trierServices, valeursDistinctes } from './annuaire-filtre';

const s = (slug: string, over: Partial<ServiceResume> = {}): ServiceResume => ({
  id: `00000000-0000-4000-8000-${slug.padStart(12, '0').slice(-12)}`,
  slug,
  titre: slug,
  description: '',
  categories: [],
  tags: [],
  dateCreation: '2026-01-01',
  isStarred: false,
  ...over,
});

const services = [
  s('fiscalite', {
    titre: 'Fiscalité agricole',
    description: 'Déduction pour épargne de précaution',
    categories: ['Fiscalité'],
    tags: ['DEP'],
    dateCreation: '2025-06-30',
  }),
  s('paie', {
    titre: 'Paie et saisonniers',
    description: 'Contrats vendanges',
    categories: ['Social'],
    tags: ['vendanges', 'paie'],
    dateCreation: '2026-07-01',
  }),
  s('transmission', {
    titre: 'Transmission',
    description: 'Cession et succession',
    categories: ['Transmission', 'Juridique'],
    tags: ['succession'],
    dateCreation: '2026-03-02',
    isStarred: true,
  }),
  s('installation', {
    titre: 'Installation JA',
    description: 'Dotation jeune agriculteur',
    categories: ['Installation'],
    tags: [],
    dateCreation: '2026-05-18',
    isStarred: true,
  }),
  s('rh', { titre: 'Ressources humaines', description: 'Recrutement', categories: ['Social'], tags: ['paie'], dateCreation: '2026-08-19' }),
];
const tous = { recherche: '', categories: [], tag: '' };

describe('filtrerServices', () => {
  it('searches title and description, ignoring case and accents, every word', () => {
    expect(filtrerServices(services, { ...tous, recherche: 'FISCALITE' }).map((x) => x.slug)).toEqual(['fiscalite']);
    expect(filtrerServices(services, { ...tous, recherche: 'epargne precaution' }).map((x) => x.slug)).toEqual(['fiscalite']);
    expect(filtrerServices(services, { ...tous, recherche: 'vendanges paie' }).map((x) => x.slug)).toEqual(['paie']);
    expect(filtrerServices(services, { ...tous, recherche: '  ' })).toHaveLength(services.length);
    expect(filtrerServices(services, { ...tous, recherche: 'introuvable' })).toEqual([]);
  });

  it('keeps a service in any selected category, and with the chosen tag', () => {
    expect(filtrerServices(services, { ...tous, categories: ['Social', 'Juridique'] }).map((x) => x.slug)).toEqual(['paie', 'transmission', 'rh']);
    expect(filtrerServices(services, { ...tous, tag: 'paie' }).map((x) => x.slug)).toEqual(['paie', 'rh']);
    expect(filtrerServices(services, { recherche: 'recrut', categories: ['Social'], tag: 'paie' }).map((x) => x.slug)).toEqual(['rh']);
  });
});

describe('trierServices', () => {
  it('puts the recommended services first, then the newest', () => {
    expect(trierServices(services).map((x) => x.slug)).toEqual(['installation', 'transmission', 'rh', 'paie', 'fiscalite']);
  });
});

describe('helpers', () => {
  it('folds accents and lists distinct values in French order', () => {
    expect(plier('Élevage Équin')).toBe('elevage equin');
    expect(valeursDistinctes(services, 'categories')).toEqual(['Fiscalité', 'Installation', 'Juridique', 'Social', 'Transmission']);
    expect(valeursDistinctes(services, 'tags')).toEqual(['DEP', 'paie', 'succession', 'vendanges']);
  });
});
