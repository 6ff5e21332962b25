import type { GedDocument } from '@portail/contracts';
import { EMPTY_VALUE, formatDate, formatEuros } from '../../../lib/format';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DocumentActions } from './document-actions';
import { DocumentName } from './document-table';

interface InvoiceTableProps {
  invoices: GedDocument[];
  onView: (doc: GedDocument) => void;
  narrow: boolean;
  caption: string;
}

const dateOf = (value: string | null) => (value ? formatDate(value) : EMPTY_VALUE);

const COLUMNS: Column<GedDocument>[] = [
  { id: 'nom', header: 'Nom', cell: (doc) => <DocumentName doc={doc} />, rowHeader: true, className: 'ged-tableau__nom' },
  { id: 'tiers', header: 'Tiers', cell: (doc) => doc.nomFournisseur ?? EMPTY_VALUE, className: 'ged-tableau__tiers' },
  { id: 'date', header: 'Date', cell: (doc) => dateOf(doc.dateFacture) },
  { id: 'numero', header: 'N° de pièce', cell: (doc) => doc.numeroFacture ?? EMPTY_VALUE },
  { id: 'total', header: 'Total TTC', cell: (doc) => formatEuros(doc.totalTTC), numeric: true, className: 'ged-tableau__montant' },
];

/** Spec 02 §9: name, third party, date, piece number, total incl. tax, download and preview. */
export function InvoiceTable({ invoices, onView, narrow, caption }: InvoiceTableProps) {
  if (narrow) {
    return (
      <ul className="ged-liste" data-testid="ged-factures" aria-label={caption}>
        {invoices.map((doc) => (
          <li key={doc.id} className="ged-liste__element" data-testid="ged-facture">
            <div className="ged-liste__nom">
              <DocumentName doc={doc} />
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
    <DataTable
      caption={caption}
      captionHidden
      className="ged-tableau"
      columns={COLUMNS}
      rows={invoices}
      rowKey={(doc) => doc.id}
      testId="ged-factures"
      rowProps={() => ({ 'data-testid': 'ged-facture' })}
      actions={(doc) => <DocumentActions doc={doc} onView={onView} />}
    />
  );
}
