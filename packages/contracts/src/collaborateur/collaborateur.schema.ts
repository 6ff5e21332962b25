import { z } from 'zod';
import { text } from '../common/input';
import { DOSSIER_PICKER_MIN_LENGTH, DOSSIER_PICKER_TOO_SHORT } from './dossier-selection';

export const PortefeuilleDossierSchema = z.object({
  id: z.string().uuid().nullable().describe('Identifiant du dossier sur le portail ; absent pour un dossier connu du seul cabinet'),
  codeDossier: z.string(),
  raisonSociale: z.string(),
  codeEntite: z.string(),
  typeActivite: z.string(),
  statut: z.string(),
  selectable: z.boolean().describe('Bon, ou PasInscrit avec un identifiant (isDossierSelectable)'),
  raisonNonSelectionnable: z.string().nullable().describe('Dossier démissionnaire, Dossier non inscrit sans identifiant ; null si sélectionnable'),
});
export const PortefeuilleSchema = z.array(PortefeuilleDossierSchema);
export type PortefeuilleDossier = z.infer<typeof PortefeuilleDossierSchema>;

export const DossierSearchParamSchema = z.object({
  term: text().trim().min(DOSSIER_PICKER_MIN_LENGTH, DOSSIER_PICKER_TOO_SHORT).max(100),
});
