import type { GedDocument } from '@portail/contracts';
import { EMPTY_VALUE, formatDate, formatEuros } from '../../../lib/format';
import { DocumentActions } from './document-actions';
import { FileIcon } from './file-icon';

interface InvoiceTableProps {
  invoices: GedDocument[];
  onView: (doc: GedDocument) => void;
  narrow: boolean;
  caption: string;
}

const dateOf = (value: string | null) => (value ? formatDate(value) : EMPTY_VALUE);

/** Spec 02 §9: name, third party, date, piece number, total incl. tax, download and preview. */
export function InvoiceTable({ invoices, onView, narrow, caption }: InvoiceTableProps) {
  if (narrow) {
    return (
      <ul className="ged-liste" data-testid="ged-factures" aria-label={caption}>
        {invoices.map((doc) => (
          <li key={doc.id} className="ged-liste__element" data-testid="ged-facture">
            <div className="ged-liste__nom">
              <FileIcon extension={doc.extension} />
              <span>{doc.name}</span>
            </div>
            <div className="ged-liste__details texte-secondaire">
              {doc.nomFournisseur ?? EMPTY_VALUE} · {dateOf(doc.dateFacture)} · n° {doc.numeroFacture ?? EMPTY_VALUE} ·{' '}
              <span className="nombre">{formatEuros(doc.totalTTC)}</span>
            </div>
            <DocumentActions doc={doc} onView={onView} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="ged-tableau">
      <table data-testid="ged-factures">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Tiers</th>
            <th scope="col">Date</th>
            <th scope="col">N° de pièce</th>
            <th scope="col">Total TTC</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((doc) => (
            <tr key={doc.id} data-testid="ged-facture">
              <th scope="row" className="ged-tableau__nom">
                <FileIcon extension={doc.extension} />
                <span>{doc.name}</span>
              </th>
              <td className="ged-tableau__tiers">{doc.nomFournisseur ?? EMPTY_VALUE}</td>
              <td>{dateOf(doc.dateFacture)}</td>
              <td>{doc.numeroFacture ?? EMPTY_VALUE}</td>
              <td className="nombre ged-tableau__montant">{formatEuros(doc.totalTTC)}</td>
              <td>
                <DocumentActions doc={doc} onView={onView} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
