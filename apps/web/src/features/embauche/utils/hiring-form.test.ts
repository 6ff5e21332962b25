import { HIRING_FORM_DEFAULTS, HiringFormSchema } from './hiring-form';

describe('HiringFormSchema', () => {
  it('reads French amounts and gives the engine its input', () => {
    const r = HiringFormSchema.parse({ ...HIRING_FORM_DEFAULTS, montant: '2 345,50', base: 'net' });
    expect(r).toEqual({ montant: 2345.5, base: 'net', contrat: 'CDI', cadre: false, heuresParSemaine: null, effectif: 'moins de 11' });
  });

  it('asks for hours only when part-time, within 1 to 34', () => {
    expect(HiringFormSchema.parse({ ...HIRING_FORM_DEFAULTS, tempsPartiel: true, heuresParSemaine: '24' }).heuresParSemaine).toBe(24);
    const r = HiringFormSchema.safeParse({ ...HIRING_FORM_DEFAULTS, tempsPartiel: true, heuresParSemaine: '35' });
    expect(r.success ? null : r.error.issues[0]).toMatchObject({ path: ['heuresParSemaine'], message: 'Saisissez entre 1 et 34 heures par semaine.' });
  });

  it('refuses an empty, zero or non-numeric salary with its message', () => {
    for (const montant of ['', '0', 'abc', '-10']) {
      const r = HiringFormSchema.safeParse({ ...HIRING_FORM_DEFAULTS, montant });
      expect(r.success ? null : r.error.issues[0].path).toEqual(['montant']);
    }
  });
});
