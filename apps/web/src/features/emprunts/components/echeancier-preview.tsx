import { computeEcheancier, EmpruntInputSchema, type EmpruntFormValues, firstEmpruntError, toEmpruntInput } from '@portail/contracts';
import { formatEuros } from '../../../lib/format';
import { sommeEcheances } from '../utils/chart-data';
import { formatDuree } from '../utils/emprunt-labels';
import { EcheancierTable } from './echeancier-table';

/** Live preview of the schedule from the same function the api stores with. */
export function EcheancierPreview({ values, today = new Date() }: { values: EmpruntFormValues; today?: Date }) {
  if (firstEmpruntError(values)) {
    return (
      <section className="emprunt-apercu" aria-live="polite" data-testid="apercu-echeancier">
        <h2>Aperçu de l’échéancier</h2>
        <p>Complétez le formulaire pour afficher l’échéancier.</p>
      </section>
    );
  }
  const e = computeEcheancier(EmpruntInputSchema.parse(toEmpruntInput(values)), today);
  return (
    <section className="emprunt-apercu emprunts" aria-live="polite" data-testid="apercu-echeancier">
      <h2>Aperçu de l’échéancier</h2>
      <dl>
        <dt>Échéance</dt>
        <dd className="nombre" data-testid="apercu-echeance">
          {formatEuros(e.echeance)}
        </dd>
        <dt>Durée</dt>
        <dd>{formatDuree(e.duree)}</dd>
        <dt>Total des intérêts</dt>
        <dd className="nombre">{formatEuros(e.interetRetour)}</dd>
      </dl>
      <EcheancierTable colonnes={sommeEcheances([e.echeances], e.anneeDebut)} caption="Échéancier annuel de cette simulation" testId="apercu-tableau" />
    </section>
  );
}
