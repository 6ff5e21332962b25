import type { EventStatut } from '@portail/contracts';

const LABELS: Record<EventStatut, string> = { annule: 'ANNULÉ', complet: 'COMPLET', ouvert: 'Inscriptions ouvertes' };

/** ANNULÉ, COMPLET or open (spec 01 §4 Event registration). */
export function EventStatus({ statut }: { statut: EventStatut }) {
  return (
    <span className={`evenement__statut evenement__statut--${statut}`} data-testid="evenement-statut">
      {LABELS[statut]}
    </span>
  );
}
