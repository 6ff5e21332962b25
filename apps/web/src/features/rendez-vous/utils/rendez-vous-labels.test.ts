import { adresseComplete, lienCarte } from './rendez-vous-labels';

describe('appointment place', () => {
  it('builds the address line and the map link', () => {
    const rdv = { location: 'Cabinet', address: { adresse: '5 place de la République', cp: '51130', ville: 'Vertus' } };
    expect(adresseComplete(rdv)).toBe('5 place de la République, 51130 Vertus');
    expect(lienCarte(rdv)).toBe('https://www.openstreetmap.org/search?query=5%20place%20de%20la%20R%C3%A9publique%2C%2051130%20Vertus');
  });

  it('has no link without a place', () => {
    expect(lienCarte({ location: null, address: { adresse: null, cp: null, ville: null } })).toBeNull();
  });
});
