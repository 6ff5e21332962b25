import { erreurIban, estBicValide, estIbanValide, formaterIban, masquerIban, normaliserIban } from './iban';

describe('IBAN (ISO 13616)', () => {
  it('accepts valid French and German IBANs, with spaces and lower case', () => {
    expect(estIbanValide('FR7630006000011234567890189')).toBe(true);
    expect(estIbanValide('DE89370400440532013000')).toBe(true);
    expect(estIbanValide('fr76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(estIbanValide(' de89 3704 0044 0532 0130 00 ')).toBe(true);
    expect(estIbanValide('GB82WEST12345698765432')).toBe(true);
    expect(normaliserIban('fr76 3000-6000')).toBe('FR7630006000');
  });

  it('refuses a wrong checksum, a wrong length for the country, an unknown country and bad characters', () => {
    expect(erreurIban('FR7630006000011234567890188')).toBe('cle');
    expect(erreurIban('DE88370400440532013000')).toBe('cle');
    expect(erreurIban('FR763000600001123456789018')).toBe('longueur');
    expect(erreurIban('DE8937040044053201300')).toBe('longueur');
    expect(erreurIban('DE893704004405320130000')).toBe('longueur');
    expect(erreurIban('ZZ7630006000011234567890189')).toBe('pays');
    expect(erreurIban('FR76 3000 6000 0112 3456 7890 18!')).toBe('format');
    expect(erreurIban('')).toBe('format');
  });

  it('masks all but the country, the key and the last five characters', () => {
    expect(masquerIban('FR7630006000011234567890189')).toBe('FR76 •••• •••• •••• •••• ••90 189');
    expect(masquerIban('DE89370400440532013000').replace(/ /g, '')).toBe('DE89' + '•'.repeat(13) + '13000');
    expect(formaterIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('BIC (ISO 9362)', () => {
  it('accepts 8 or 11 characters, spaces and lower case', () => {
    expect(estBicValide('BNPAFRPP')).toBe(true);
    expect(estBicValide('agrifrpp851')).toBe(true);
    expect(estBicValide('AGRI FR PP 851')).toBe(true);
  });
  it('refuses other lengths and shapes', () => {
    expect(estBicValide('BNPAFRP')).toBe(false);
    expect(estBicValide('BNPAFRPP1')).toBe(false);
    expect(estBicValide('1NPAFRPP')).toBe(false);
    expect(estBicValide('')).toBe(false);
  });
});
