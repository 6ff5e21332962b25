import { inscriptionError, InscriptionFormSchema, type InscriptionValues } from './inscription-form';

const valid: InscriptionValues = { email: 'jean@exemple.fr', pwd: 'assez-long', confirmation: 'assez-long', codedossier: '010005', cgu: true, external: false };
const error = (overrides: Partial<InscriptionValues>) => inscriptionError({ ...valid, ...overrides });

describe('registration form rules (spec 01 §5)', () => {
  it('accepts a complete form', () => {
    expect(error({})).toBeNull();
    expect(InscriptionFormSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for every field', () => {
    expect(error({ email: ' ' })).toEqual({ field: 'email', message: 'Veuillez compléter tous les champs' });
    expect(error({ codedossier: '' })).toEqual({ field: 'codedossier', message: 'Veuillez compléter tous les champs' });
    expect(error({ confirmation: '' })).toEqual({ field: 'confirmation', message: 'Veuillez compléter tous les champs' });
  });

  it('points at the first empty field in screen order, not at the dossier code (issue 29)', () => {
    expect(error({ pwd: '', confirmation: '', codedossier: '' })?.field).toBe('pwd');
    expect(error({ confirmation: '', codedossier: '' })).toEqual({ field: 'confirmation', message: 'Veuillez compléter tous les champs' });
    expect(error({ external: true, email: '', codedossier: '' })?.field).toBe('email');
    expect(error({ pwd: 'court', confirmation: 'court', codedossier: '12' })?.field).toBe('pwd');
  });

  it('asks for 8 characters, also when the password is empty', () => {
    expect(error({ pwd: '', confirmation: '' })?.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(error({ pwd: 'court', confirmation: 'court' })?.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
  });

  it('compares the two passwords', () => {
    expect(error({ confirmation: 'assez-longue' })).toEqual({ field: 'confirmation', message: 'Les mots de passe ne correspondent pas.' });
  });

  it('requires the terms', () => {
    expect(error({ cgu: false })).toEqual({ field: 'cgu', message: 'Veuillez accepter les CGU' });
  });

  it('checks the address and the dossier code formats', () => {
    expect(error({ email: 'jean.exemple.fr' })?.message).toBe('L’adresse e-mail est invalide.');
    expect(error({ codedossier: '12345' })?.message).toBe('Le code dossier doit comporter 6 chiffres.');
  });

  it('drops the password rules with the external sign-in', () => {
    expect(error({ external: true, pwd: '', confirmation: '' })).toBeNull();
    expect(error({ external: true, pwd: '', confirmation: '', cgu: false })?.message).toBe('Veuillez accepter les CGU');
  });

  it('reports one issue at a time on the field at fault', () => {
    const result = InscriptionFormSchema.safeParse({ ...valid, pwd: 'court', cgu: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['pwd'], message: 'Le mot de passe doit contenir au moins 8 caractères.' })]);
  });
});
