import { DocumentsMessages, type GedStatus } from '@portail/contracts';

/**
 * Spec 02 §6: the store unreachable or both stores in maintenance → 'GED inaccessible'; one of them →
 * 'GED temporairement inaccessible'; with the maintenance message.
 */
export function maintenanceTitle(status: GedStatus | undefined): string | null {
  if (!status) return null;
  const both = status.maintenanceGedDocument && status.maintenanceGedFacture;
  if (status.storage === 'down' || both) return DocumentsMessages.gedInaccessible;
  if (status.maintenanceGedDocument || status.maintenanceGedFacture) return DocumentsMessages.gedTemporairementInaccessible;
  return null;
}

export function MaintenanceBanner({ status }: { status: GedStatus | undefined }) {
  const title = maintenanceTitle(status);
  if (!title) return null;
  return (
    <div className="flash flash--info ged-maintenance" role="status" data-testid="ged-maintenance">
      <strong>{title}</strong> — {status?.message ?? DocumentsMessages.maintenance}
    </div>
  );
}
