/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import type { GedDocument, RecentDocuments } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { accueilKeys } from '../api/accueil-keys';
import AccueilPage from './accueil-page';

const doc = (n: number, overrides: Partial<GedDocument> = {}): GedDocument => ({
  id: `2b000000-0000-4000-8000-01000100000${n}`,
  name: `Document ${n}.pdf`,
  type: 'document',
  extension: 'pdf',
  urlWebdav: '',
  urlPreview: null,
  nbPages: null,
  estSiteInternet: false,
  taille: 1000,
  dateCreation: '2026-04-18T10:00:00.000Z',
  dateModification: '2026-04-18T10:00:00.000Z',
  millesime: null,
  codeGED: 'fiscal',
  nomFournisseur: null,
  dateFacture: null,
  numeroFacture: null,
  totalTTC: null,
  typeFacture: null,
  typeFichier: null,
  ...overrides,
});

const recent: RecentDocuments = {
  documents: [doc(1), doc(2)],
  factures: [doc(3, { type: 'facture', nomFournisseur: 'Coopérative', totalTTC: 1234.5 })],
  cache: false,
};

function renderHome(codeEntite: string, modules: string[]) {
  const code = '100001';
  return renderScreens([{ path: '/accueil', element: <AccueilPage /> }], {
    path: '/accueil',
    droits: droits([dossier({ codeDossier: code, codeEntite, modules })]),
    prime: (client) => client.setQueryData(accueilKeys.recentDocuments(code), recent),
  });
}

describe('home documents box', () => {
  it('lists the recent documents and invoices with links to open and download them', () => {
    renderHome('0001', ['mod_documents', 'mod_factures']);
    const box = screen.getByTestId('accueil-documents');
    const documents = within(box).getByTestId('accueil-documents-recents');
    expect(within(documents).getAllByRole('listitem')).toHaveLength(2);
    expect(within(documents).getByRole('link', { name: 'Document 1.pdf' }).getAttribute('href')).toBe('/ged-view/2b000000-0000-4000-8000-010001000001');
    expect(within(documents).getByRole('link', { name: 'Télécharger Document 1.pdf' }).getAttribute('href')).toBe(
      '/api/documents/ged/download/2b000000-0000-4000-8000-010001000001',
    );
    expect(within(box).getByTestId('accueil-factures-recentes').textContent).toContain('Coopérative 1 234,50 €');
  });

  it('hides the invoices of a private individual (0016), and the box without the document modules', () => {
    renderHome('0016', ['mod_documents', 'mod_factures']);
    expect(within(screen.getByTestId('accueil-documents-recents')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('accueil-factures-recentes')).toBeNull();
  });

  it('shows no box without mod_documents or mod_factures', () => {
    renderHome('0001', []);
    expect(screen.queryByTestId('accueil-documents')).toBeNull();
  });
});
