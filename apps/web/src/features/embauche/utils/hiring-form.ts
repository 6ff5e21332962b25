import { z } from 'zod';
import { EFFECTIFS, HEURES_MAX, HEURES_MIN, MONTANT_MAX, type HiringInput } from './hiring-cost';
import { toNumber } from '../../../lib/format';

/** The form as typed (amounts as text, French decimals accepted). */
export interface HiringFormValues {
  montant: string;
  base: 'brut' | 'net';
  contrat: 'CDI' | 'CDD';
  cadre: boolean;
  tempsPartiel: boolean;
  heuresParSemaine: string;
  effectif: (typeof EFFECTIFS)[number];
}

export const HIRING_FORM_DEFAULTS: HiringFormValues = {
  montant: '2500',
  base: 'brut',
  contrat: 'CDI',
  cadre: false,
  tempsPartiel: false,
  heuresParSemaine: '24',
  effectif: 'moins de 11',
};

const amount = (message: string, min: number, max: number) =>
  z.string().transform((text, ctx) => {
    const value = toNumber(text);
    if (value === null || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

/** The form's rules, with their French messages; the result is the engine's input. */
export const HiringFormSchema = z
  .object({
    montant: amount(`Saisissez un salaire mensuel entre 1 € et ${MONTANT_MAX.toLocaleString('fr-FR').replace(/\s/g, ' ')} €.`, 1, MONTANT_MAX),
    base: z.enum(['brut', 'net']),
    contrat: z.enum(['CDI', 'CDD']),
    cadre: z.boolean(),
    tempsPartiel: z.boolean(),
    heuresParSemaine: z.string(),
    effectif: z.enum(EFFECTIFS),
  })
  .transform((v, ctx): HiringInput => {
    let heures: number | null = null;
    if (v.tempsPartiel) {
      heures = toNumber(v.heuresParSemaine);
      if (heures === null || heures < HEURES_MIN || heures > HEURES_MAX) {
        ctx.addIssue({ code: 'custom', path: ['heuresParSemaine'], message: `Saisissez entre ${HEURES_MIN} et ${HEURES_MAX} heures par semaine.` });
        return z.NEVER;
      }
    }
    return { montant: v.montant, base: v.base, contrat: v.contrat, cadre: v.cadre, heuresParSemaine: heures, effectif: v.effectif };
  });
