/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { GedDocument } from '@portail/contracts';
import { DocumentTable } from './document-table';
import { InvoiceTable } from './invoice-table';

const doc = (overrides: Partial<GedDocument> = {}): GedDocument => ({
  id: '0f000000-0000-4000-8000-000000000001',
  name: 'Bilan 2025.pdf',
  type: 'document',
  extension: 'pdf',
  urlWebdav: '/api/documents/ged/download/0f000000-0000-4000-8000-000000000001',
  urlPreview: '/api/documents/ged/preview/0f000000-0000-4000-8000-000000000001/{page}',
  nbPages: 3,
  estSiteInternet: false,
  taille: 2_621_440,
  dateCreation: '2026-03-31T10:00:00.000Z',
  dateModification: '2026-04-02T10:00:00.000Z',
  millesime: 2025,
  codeGED: 'fiscal',
  nomFournisseur: null,
  dateFacture: null,
  numeroFacture: null,
  totalTTC: null,
  typeFacture: null,
  typeFichier: null,
  ...overrides,
});

describe('DocumentTable', () => {
  it('shows Nom, Envoi, Edition, Année, Taille with dates DD/MM/YYYY and sizes in Mo / Ko', () => {
    const onView = jest.fn();
    render(
      <DocumentTable
        documents={[
          doc(),
          doc({ id: '0f000000-0000-4000-8000-000000000002', name: 'notes.docx', extension: 'docx', taille: 1_048_576, millesime: null, urlPreview: null }),
        ]}
        onView={onView}
        narrow={false}
        caption="Fiscal"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nom', 'Envoi', 'Edition', 'Année', 'Taille', 'Actions']);
    const [first, second] = screen.getAllByTestId('ged-document');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['31/03/2026', '02/04/2026', '2025', '2,5 Mo', 'TéléchargerVoir']);
    expect(
      within(second)
        .getAllByRole('cell')
        .slice(2, 4)
        .map((c) => c.textContent),
    ).toEqual(['-', '1 024 Ko']);
    expect(within(first).getByRole('link', { name: 'Télécharger Bilan 2025.pdf' }).getAttribute('href')).toBe(
      '/api/documents/ged/download/0f000000-0000-4000-8000-000000000001',
    );
    // A word document only downloads.
    expect(within(second).queryByRole('button')).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Voir Bilan 2025.pdf' }));
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ name: 'Bilan 2025.pdf' }));
  });

  it('becomes a list on narrow screens', () => {
    render(<DocumentTable documents={[doc()]} onView={jest.fn()} narrow caption="Fiscal" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Fiscal' }).textContent).toContain('Envoi 31/03/2026 · 2,5 Mo · 2025');
  });
});

describe('InvoiceTable', () => {
  it('shows name, third party, date, piece number and total incl. tax as 1 234,56 €', () => {
    render(
      <InvoiceTable
        invoices={[
          doc({
            type: 'facture',
            name: 'FA-0012.pdf',
            nomFournisseur: 'Coopérative Vinicole',
            dateFacture: '2026-02-15',
            numeroFacture: 'FA-0012',
            totalTTC: 1234.56,
          }),
        ]}
        onView={jest.fn()}
        narrow={false}
        caption="Factures"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nom', 'Tiers', 'Date', 'N° de pièce', 'Total TTC', 'Actions']);
    expect(
      screen
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['Coopérative Vinicole', '15/02/2026', 'FA-0012', '1 234,56 €']);
  });
});
