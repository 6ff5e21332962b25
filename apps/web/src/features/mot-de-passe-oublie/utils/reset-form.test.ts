import { forgotError, resetError, ResetFormSchema } from './reset-form';

describe('forgotten-password form (spec 01 §5)', () => {
  it('requires the address, then the captcha', () => {
    expect(forgotError({ username: '', altcha: '' })?.message).toBe('Veuillez saisir votre adresse e-mail.');
    expect(forgotError({ username: 'jean@exemple.fr', altcha: '' })).toEqual({ field: 'altcha', message: 'Veuillez cocher le captcha.' });
    expect(forgotError({ username: 'jean@exemple.fr', altcha: 'eyJ9' })).toBeNull();
  });
});

describe('reset form (spec 01 §5, 12 characters)', () => {
  const valid = { pwd: 'Vendanges-2027', confirmation: 'Vendanges-2027', codedossier: '010001' };

  it('accepts a strong password with a dossier code', () => {
    expect(resetError(valid)).toBeNull();
    expect(ResetFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires every field', () => {
    for (const field of ['pwd', 'confirmation', 'codedossier'] as const) {
      expect(resetError({ ...valid, [field]: '' })).toEqual({ field, message: 'Les champs doivent tous être remplis' });
    }
  });

  it('compares the two entries', () => {
    expect(resetError({ ...valid, confirmation: 'Vendanges-2028' })?.message).toBe('Les mots de passe ne sont pas identiques.');
  });

  it('applies the rules of the hint', () => {
    const check = (pwd: string) => resetError({ ...valid, pwd, confirmation: pwd })?.message;
    expect(check('Vendange-27')).toBe('Le mot de passe doit contenir au moins 12 caractères.');
    expect(check('Vendanges-deux')).toBe('Le mot de passe doit contenir au moins 1 chiffre.');
    expect(check('vendanges-2027')).toBe('Le mot de passe doit contenir au moins 1 majuscule.');
    expect(check('VENDANGES-2027')).toBe('Le mot de passe doit contenir au moins 1 minuscule.');
    expect(check('Vendanges2027')).toBe('Le mot de passe doit contenir au moins 1 symbole.');
  });

  it('checks the dossier code format', () => {
    expect(resetError({ ...valid, codedossier: 'abc' })?.message).toBe('Le code dossier doit comporter 6 chiffres.');
  });
});
