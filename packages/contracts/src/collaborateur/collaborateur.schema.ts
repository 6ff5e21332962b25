import { z } from 'zod';
import { text } from '../common/input';

export const PortefeuilleDossierSchema = z.object({
  codeDossier: z.string(),
  raisonSociale: z.string(),
  codeEntite: z.string(),
  typeActivite: z.string(),
  statut: z.string(),
});
export const PortefeuilleSchema = z.array(PortefeuilleDossierSchema);
export type PortefeuilleDossier = z.infer<typeof PortefeuilleDossierSchema>;

export const DossierSearchParamSchema = z.object({
  term: text().trim().min(3, 'Saisissez au moins 3 caractères.').max(100),
});
