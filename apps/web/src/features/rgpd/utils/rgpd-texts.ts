import type { DemandeEffacementStaff, ExportDonnees } from '@portail/contracts';
import { formatDateTime, formatNumber } from '../../../lib/format';

type Outcome = DemandeEffacementStaff['resultat'][number];
type Action = Outcome['action'];

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

/** « aucun élément », « 1 élément », « 12 éléments »: the count of an erasure's line. */
export function countText(count: number): string {
  if (count === 0) return 'aucun élément';
  return `${formatNumber(count, { precision: 0 })} élément${count > 1 ? 's' : ''}`;
}

/** One line per kind of data and action: several modules may report the same rule (their counts add up). */
export function mergedOutcomes(resultat: Outcome[]): Outcome[] {
  const lines = new Map<string, Outcome>();
  for (const r of resultat) {
    const key = `${r.rule}-${r.action}`;
    const line = lines.get(key);
    lines.set(key, line ? { ...line, count: line.count + r.count } : r);
  }
  return [...lines.values()];
}
