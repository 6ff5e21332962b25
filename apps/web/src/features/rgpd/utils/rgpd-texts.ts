import type { DemandeEffacementStaff, ExportDonnees } from '@portail/contracts';
import { formatDateTime } from '../../../lib/format';

type Action = DemandeEffacementStaff['resultat'][number]['action'];

/** What an erasure does to a kind of data, in words (result lines and the register). */
export const ACTIONS: Record<Action, string> = {
  supprime: 'Supprimé',
  anonymise: 'Anonymisé',
  conserve: 'Conservé (obligation légale)',
};

export const STATUTS_DEMANDE: Record<DemandeEffacementStaff['statut'], string> = {
  demandee: 'À traiter',
  effectuee: 'Effacement effectué',
  refusee: 'Refusée',
  annulee: 'Annulée par la personne',
};

/** « En préparation », « Prête — jusqu’au … », « Échec », « Expirée ». */
export function exportStateText(e: Pick<ExportDonnees, 'statut' | 'expireLe'>): string {
  switch (e.statut) {
    case 'en-preparation':
      return 'En préparation';
    case 'prete':
      return e.expireLe ? `Prête — jusqu’au ${formatDateTime(e.expireLe)}` : 'Prête';
    case 'echec':
      return 'Échec';
    case 'expiree':
      return 'Expirée';
  }
}

/** What the law makes the firm keep after an erasure (issue 33 §3). */
export const CONSERVATION_LEGALE = 'les factures et pièces comptables (10 ans) et le document unique d’évaluation des risques (DUER, 40 ans)';
