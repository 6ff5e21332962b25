import { fonctionAccordee, monFonction } from './fonction';

describe('fonctionAccordee', () => {
  it('gives a woman the feminine title (issue 29, defect 18)', () => {
    expect(fonctionAccordee("Chargé d'études", 'F')).toBe("Chargée d'études");
    expect(fonctionAccordee('Conseiller', 'F')).toBe('Conseillère');
    expect(fonctionAccordee('Expert-comptable', 'F')).toBe('Expert-comptable');
    expect(fonctionAccordee('Spécialiste entreprise', 'F')).toBe('Spécialiste entreprise');
  });
  it('leaves a man’s and the assistant avatar’s title as stored', () => {
    expect(fonctionAccordee("Chargé d'études", 'M')).toBe("Chargé d'études");
    expect(fonctionAccordee('Conseiller', 'A')).toBe('Conseiller');
  });
});

describe('monFonction', () => {
  it('says ma for a woman, mon for a man and before a vowel', () => {
    expect(monFonction("Chargée d'études", 'F')).toBe("Ma Chargée d'études");
    expect(monFonction("Chargé d'études", 'M')).toBe("Mon Chargé d'études");
    expect(monFonction('Assistante', 'F')).toBe('Mon Assistante');
  });
});
