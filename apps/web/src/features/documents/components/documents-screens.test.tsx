/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { GedDocument } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { gedKeys } from '../api/documents-keys';
import { node, TREE } from '../utils/test-tree';
import DocumentsPage from './documents-page';
import UploadChoicePage from './upload-choice-page';
import UploadPage from './upload-page';

const CODE = '100001';
const MODULES = ['mod_documents', 'mod_factures', 'non_cder_particulier'];
const rights = (modules = MODULES) => droits([dossier({ codeDossier: CODE, modules })]);

const routes = [
  { path: '/documents/ajout-document', element: <UploadPage /> },
  { path: '/documents/:categorie0?/:categorie1?/:categorie2?/:categorie3?/:categorie4?', element: <DocumentsPage /> },
  { path: '/ged/ajout-document', element: <UploadChoicePage /> },
  { path: '/accueil', element: <p>Accueil</p> },
];

const payslip = (n: number): GedDocument => ({
  id: `0f000000-0000-4000-8000-00000000000${n}`,
  name: `Bulletin salarié ${n}.pdf`,
  type: 'document',
  extension: 'pdf',
  urlWebdav: '',
  urlPreview: null,
  nbPages: null,
  estSiteInternet: false,
  taille: 40_960,
  dateCreation: '2026-10-31T08:00:00.000Z',
  dateModification: '2026-10-31T08:00:00.000Z',
  millesime: 2026,
  codeGED: 'paies_2026_10',
  nomFournisseur: null,
  dateFacture: null,
  numeroFacture: null,
  totalTTC: null,
  typeFacture: null,
  typeFichier: null,
});

describe('documents screens', () => {
  it('shows the tree, a payslip folder with its rows and its zip, and a maintenance folder greyed', () => {
    const tree = [{ ...TREE[0], nodes: [...TREE[0].nodes, node('juridique', 'default', [], { maintenance: true, title: 'Juridique' })] }];
    renderScreens(routes, {
      path: '/documents/social/paies_2026_10',
      droits: rights(),
      prime: (client) => {
        client.setQueryData(gedKeys.nodes(CODE), tree);
        client.setQueryData(gedKeys.list(CODE, { kind: 'paies', year: '2026', month: '10' }, undefined), {
          pages: [{ data: [payslip(1), payslip(2)], page: 0, size: 20, total: 2 }],
          pageParams: [0],
        });
      },
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Paies octobre 2026');
    const tree_ = screen.getByRole('navigation', { name: 'Dossiers de documents' });
    expect(within(tree_).getByRole('link', { name: 'Paies octobre 2026' }).getAttribute('aria-current')).toBe('page');
    expect(within(tree_).getByTestId('dossier-juridique').textContent).toBe('Juridique (GED indisponible)');
    expect(within(tree_).queryByRole('link', { name: /Juridique/ })).toBeNull();
    expect(screen.getAllByTestId('ged-document')).toHaveLength(2);
    expect(screen.getByTestId('telecharger-paies').getAttribute('href')).toBe(`/api/documents/ged/paies/download/${CODE}/2026/10`);
    // Fewer rows than a page: the list has ended.
    expect(screen.queryByRole('button', { name: 'Afficher plus de documents' })).toBeNull();
  });

  it('says in which folder each search result is, with a link to it', async () => {
    jest.useFakeTimers();
    try {
      renderScreens(routes, {
        path: '/documents',
        droits: rights(),
        prime: (client) => {
          client.setQueryData(gedKeys.nodes(CODE), TREE);
          client.setQueryData(gedKeys.search(CODE, 'bulletin'), {
            data: [payslip(1), { ...payslip(2), codeGED: 'fiscal' }, { ...payslip(3), codeGED: 'inconnu' }],
          });
        },
      });
      fireEvent.change(screen.getByLabelText('Rechercher un document'), { target: { value: 'Bulletin' } });
      await act(async () => {
        jest.advanceTimersByTime(600);
      });
    } finally {
      jest.useRealTimers();
    }
    const table = screen.getByTestId('ged-documents');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toContain('Dossier');
    const rows = within(table).getAllByTestId('ged-document');
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['social › Paies octobre 2026', 'fiscal', '-']);
    expect(within(rows[0]!).getByRole('link', { name: 'social › Paies octobre 2026' }).getAttribute('href')).toBe('/documents/social/paies_2026_10');
  });

  it('tells when the folder is not one the person sees', () => {
    renderScreens(routes, { path: '/documents/inconnu', droits: rights(), prime: (client) => client.setQueryData(gedKeys.nodes(CODE), TREE) });
    expect(screen.getByTestId('liste-vide').textContent).toContain('n’existe pas ou ne vous est pas accessible');
  });

  it('offers the upload types the dossier allows', () => {
    renderScreens(routes, {
      path: '/ged/ajout-document',
      droits: rights(),
      prime: (client) => client.setQueryData(gedKeys.payrollManager(CODE), { hasGestionnairePaie: false }),
    });
    expect(
      within(screen.getByTestId('depot-choix'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/documents/ajout-document?type=document', '/documents/ajout-document?type=invoice']);
  });

  it('sends a payroll upload without payroll manager home', () => {
    const { location } = renderScreens(routes, {
      path: '/documents/ajout-document?type=pay',
      droits: rights(),
      prime: (client) => client.setQueryData(gedKeys.payrollManager(CODE), { hasGestionnairePaie: false }),
    });
    expect(location.pathname).toBe('/accueil');
  });

  it('titles the invoice upload and asks for a file before sending; the comment clears when switched off', async () => {
    renderScreens(routes, { path: '/documents/ajout-document?type=invoice', droits: rights() });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Déposer une facture');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByTestId('depot-alerte')).textContent).toBe('Veuillez sélectionner au moins un fichier');
    const picker = screen.getByLabelText('Fichiers à déposer');
    expect([document.activeElement === picker, picker.getAttribute('aria-invalid'), picker.getAttribute('aria-describedby')]).toEqual([
      true,
      'true',
      'depot-alerte',
    ]);

    const toggle = screen.getByLabelText('Ajouter un commentaire pour mes conseillers');
    fireEvent.click(toggle);
    fireEvent.change(screen.getByLabelText('Commentaire (facultatif)'), { target: { value: 'Factures de septembre' } });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect((screen.getByLabelText('Commentaire (facultatif)') as HTMLTextAreaElement).value).toBe('');

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Fichiers à déposer'), {
        target: { files: [new File(['%PDF'], 'fa-1.pdf'), new File([], 'vide.pdf'), new File(['%PDF'], 'fa-1.pdf')] },
      });
    });
    expect(screen.getAllByTestId('depot-fichier').map((li) => li.getAttribute('data-statut'))).toEqual(['enattente']);
    expect(screen.getByTestId('depot-alerte').textContent).toBe('Le fichier vide.pdf est vide, merci de sélectionner un fichier valide.');
    expect(picker.getAttribute('aria-invalid')).toBeNull();
  });

  it('goes to the choice for an invoice upload on a private individual’s dossier', () => {
    const { location } = renderScreens(routes, { path: '/documents/ajout-document?type=invoice', droits: rights(['mod_documents', 'mod_factures']) });
    expect(location.pathname).toBe('/ged/ajout-document');
  });
});
