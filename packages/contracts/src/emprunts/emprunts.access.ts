import type { RouteDossierAccess } from '../api-route';

/**
 * Who uses a dossier's loan simulator (issue 29): the gérant, staff of the portfolio, and a member whose role grants the
 * 'Outils' category (Associé by default; not Comptable nor Salarié). The loans are the dossier's debts: the spec puts the
 * simulator among the tools and leaves its rights open, so it follows the tools' category, like the crop rotation.
 */
export const EMPRUNTS_ACCESS = { categories: ['outils'] } as const satisfies RouteDossierAccess;
