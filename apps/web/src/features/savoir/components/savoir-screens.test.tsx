/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { DocumentationCategorie, Documentations } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { savoirKeys } from '../api/savoir-queries';
import DocumentationsPage from './documentations-page';

const categorie = (code: string, o: Partial<DocumentationCategorie> = {}): DocumentationCategorie => ({
  code,
  title: code.toUpperCase(),
  url: null,
  order: 0,
  estSiteInternet: false,
  documentations: [],
  categories: [],
  ...o,
});
const TREE: Documentations = {
  categories: [
    categorie('fiscalite', {
      categories: [
        categorie('viticulture', {
          categories: [
            categorie('accises', {
              documentations: [
                { code: 'drm', title: 'DRM', url: null, codeGed: 'ACCISES', gedDispo: true },
                { code: 'douane', title: 'Douane', url: 'https://www.douane.gouv.fr', codeGed: null, gedDispo: false },
                { code: 'rgpd', title: 'Vos données', url: 'rgpd', codeGed: null, gedDispo: false },
              ],
            }),
          ],
        }),
      ],
    }),
    categorie('site', { url: 'https://www.exemple.fr', estSiteInternet: true }),
  ],
};
const render = (path: string) =>
  renderScreens(
    [
      { path: '/documentations', element: <DocumentationsPage /> },
      { path: '/documentations/:categorie/:categorie2?/:categorie3?', element: <DocumentationsPage /> },
    ],
    { path, droits: droits([dossier()]), prime: (client) => client.setQueryData(savoirKeys.documentations, TREE) },
  );

describe('documentations screens', () => {
  it('shows the first level: a category page link and an external site in a new tab', () => {
    render('/documentations');
    expect(screen.getByRole('link', { name: 'Ouvrir : FISCALITE' }).getAttribute('href')).toBe('/documentations/fiscalite');
    const site = screen.getByRole('link', { name: 'Visiter le site : SITE (nouvel onglet)' });
    expect(site.getAttribute('href')).toBe('https://www.exemple.fr');
    expect(site.getAttribute('target')).toBe('_blank');
  });

  it('on the third level, a library, an external link and a named route, with the path back', () => {
    render('/documentations/fiscalite/viticulture/accises');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ACCISES');
    expect(screen.getByRole('link', { name: 'Voir les documents : DRM' }).getAttribute('href')).toBe('/documentations/ged/ACCISES');
    expect(screen.getByRole('link', { name: 'Consulter : Douane (nouvel onglet)' }).getAttribute('href')).toBe('https://www.douane.gouv.fr');
    expect(screen.getByRole('link', { name: 'Consulter : Vos données' }).getAttribute('href')).toBe('/rgpd');
    expect(screen.getByRole('link', { name: 'VITICULTURE' }).getAttribute('href')).toBe('/documentations/fiscalite/viticulture');
  });

  it('says so for an unknown category', () => {
    render('/documentations/inconnue');
    expect(screen.getByTestId('liste-vide').textContent).toContain('Cette catégorie n’existe pas.');
  });
});
