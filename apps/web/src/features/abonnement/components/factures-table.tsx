import { AbonnementMessages as M, type FactureAbonnement } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/format';
import { formatCents, iconeEtat } from '../utils/abonnement-format';

function EtatIcone({ etat }: { etat: FactureAbonnement['etat'] }) {
  const fait = iconeEtat(etat) === 'fait';
  return (
    <svg className={`etat-facture etat-facture--${fait ? 'fait' : 'attente'}`} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {fait ? (
        <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
      ) : (
        <path
          d="M15 1H9v2h6V1zm-4 13h2V8h-2v6zm8-6.6 1.4-1.4-1.4-1.4-1.4 1.4A9 9 0 1 0 21 13a9 9 0 0 0-2-5.6zM12 20a7 7 0 1 1 0-14 7 7 0 0 1 0 14z"
          fill="currentColor"
        />
      )}
    </svg>
  );
}

/** The firm's invoices: date, number, label, amount excl. tax, state with its icon (spec 02 §4) and the PDF from the document store. */
export function FacturesTable({ factures }: { factures: FactureAbonnement[] }) {
  if (!factures.length) return <EmptyState>{M.aucuneFacture}</EmptyState>;
  return (
    <div className="tableau-defilant" tabIndex={0} role="region" aria-label="Tableau des factures">
      <table className="tableau" data-testid="factures-abonnement">
        <caption>Mes factures</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Numéro</th>
            <th scope="col">Libellé</th>
            <th scope="col">Montant HT</th>
            <th scope="col">État</th>
            <th scope="col">PDF</th>
          </tr>
        </thead>
        <tbody>
          {factures.map((f) => (
            <tr key={f.id} data-testid="facture-abonnement">
              <td>{formatDate(f.dateFacture)}</td>
              <th scope="row">{f.numeroFacture}</th>
              <td>{f.libelle}</td>
              <td className="nombre">{formatCents(f.montant)}</td>
              <td>
                <EtatIcone etat={f.etat} /> {f.etat}
              </td>
              <td>
                {f.lienConsultationGed ? (
                  <a href={f.lienConsultationGed} download aria-label={`Télécharger la facture ${f.numeroFacture}`}>
                    Télécharger
                  </a>
                ) : (
                  '-'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
