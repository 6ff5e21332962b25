/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './data-table';
import { pageCount, Pagination } from './pagination';

interface Ligne {
  id: string;
  nom: string;
  montant: string;
}

const COLUMNS: Column<Ligne>[] = [
  { id: 'nom', header: 'Nom', cell: (l) => l.nom, rowHeader: true },
  { id: 'montant', header: 'Montant', cell: (l) => l.montant, numeric: true },
];
const LIGNES: Ligne[] = [
  { id: '1', nom: 'Tracteur', montant: '12 000,00 €' },
  { id: '2', nom: 'Pressoir', montant: '8 500,00 €' },
];

describe('DataTable', () => {
  it('names its scrolling region, heads each row and labels each cell for the small-screen layout', () => {
    render(
      <DataTable caption="Emprunts" columns={COLUMNS} rows={LIGNES} rowKey={(l) => l.id} actions={(l) => <button type="button">Supprimer {l.nom}</button>} />,
    );
    const region = screen.getByRole('region', { name: 'Tableau : Emprunts' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Emprunts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nom', 'Montant', 'Actions']);
    const row = within(table).getByRole('row', { name: /Pressoir/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Pressoir');
    const montant = within(row).getByText('8 500,00 €');
    expect(montant.className).toBe('nombre');
    expect(montant.getAttribute('data-label')).toBe('Montant');
    expect(within(row).getByRole('button', { name: 'Supprimer Pressoir' }).closest('td')?.className).toBe('tableau__actions');
  });

  it('draws a foot and leaves the actions column out when rows have none', () => {
    render(
      <DataTable
        caption="Cultures"
        captionHidden
        columns={COLUMNS}
        rows={LIGNES}
        rowKey={(l) => l.id}
        footer={
          <tr>
            <th scope="row">Total</th>
            <td className="nombre">20 500,00 €</td>
          </tr>
        }
      />,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.getByText('Cultures').className).toBe('sr-only');
    expect(screen.getByRole('rowheader', { name: 'Total' }).closest('tfoot')).not.toBeNull();
  });
});

describe('Pagination', () => {
  it('says where the user is and moves one page at a time', () => {
    const onChange = jest.fn();
    render(<Pagination page={1} pageCount={3} onChange={onChange} label="Pages de documents" summary="45 documents" />);
    const nav = screen.getByRole('navigation', { name: 'Pages de documents' });
    expect(nav.textContent).toContain('Page 1 sur 3 — 45 documents');
    expect((screen.getByRole('button', { name: 'Précédent' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('counts pages of a listing, at least one', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });

  it('is not drawn when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onChange={() => undefined} label="Pages" />);
    expect(container.innerHTML).toBe('');
  });
});
