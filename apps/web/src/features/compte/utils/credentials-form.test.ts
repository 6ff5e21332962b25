import { mailChangeError, passwordChangeError } from './credentials-form';

describe('mail change form (spec 02 §5)', () => {
  const valid = { mail: 'nouvelle@exemple.fr', confirmation: 'Nouvelle@exemple.fr', codedossier: '010001', securecode: '123456' };

  it('accepts a complete form', () => {
    expect(mailChangeError(valid)).toBeNull();
  });

  it('requires every field, the code included', () => {
    for (const field of ['mail', 'confirmation', 'codedossier', 'securecode'] as const) {
      expect(mailChangeError({ ...valid, [field]: ' ' })).toEqual({ field, message: 'Les champs doivent tous être remplis' });
    }
  });

  it('compares the addresses', () => {
    expect(mailChangeError({ ...valid, confirmation: 'autre@exemple.fr' })?.message).toBe('Les adresses mail ne sont pas identiques');
  });

  it('checks the formats', () => {
    expect(mailChangeError({ ...valid, mail: 'nouvelle', confirmation: 'nouvelle' })?.message).toBe('L’adresse e-mail est invalide.');
    expect(mailChangeError({ ...valid, securecode: '12ab' })?.message).toBe('Le code de validation comporte 6 chiffres.');
  });
});

describe('password change form (spec 02 §5)', () => {
  const valid = { pwd: 'Ab1!efgh', confirmation: 'Ab1!efgh', securecode: '123456' };

  it('accepts 8 characters with upper, lower, digit and symbol', () => {
    expect(passwordChangeError(valid)).toBeNull();
  });

  it('applies each rule', () => {
    const check = (pwd: string) => passwordChangeError({ ...valid, pwd, confirmation: pwd })?.message;
    expect(check('Ab1!efg')).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(check('ab1!efgh')).toBe('Le mot de passe doit contenir au moins 1 majuscule.');
    expect(check('AB1!EFGH')).toBe('Le mot de passe doit contenir au moins 1 minuscule.');
    expect(check('Abc!efgh')).toBe('Le mot de passe doit contenir au moins 1 chiffre.');
    expect(check('Ab1cefgh')).toBe('Le mot de passe doit contenir au moins 1 symbole.');
  });

  it('compares the entries and requires the code', () => {
    expect(passwordChangeError({ ...valid, confirmation: 'Ab1!efgi' })?.message).toBe('Les mots de passe ne sont pas identiques');
    expect(passwordChangeError({ ...valid, securecode: '' })?.message).toBe('Le code de validation est obligatoire.');
  });
});
