/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { GalerieMessages as M, type Photo } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { downloadName, photosKeys } from '../api/get-photos';
import GaleriePage from './galerie-page';

const photo = (n: number): Photo => ({
  id: `6f000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  ordre: n * 10,
  titre: `Le chapiteau ${n}`,
  petite: { largeur: 400, hauteur: 267 },
  grande: { largeur: 1200, hauteur: 800 },
  originale: { largeur: 1200, hauteur: 800 },
  typeOriginal: 'image/jpeg',
  dateAjout: '2026-06-20T08:07:00Z',
});
const render = (photos: Photo[]) =>
  renderScreens([{ path: '/oneday/galerie', element: <GaleriePage /> }], {
    path: '/oneday/galerie',
    droits: droits([dossier()]),
    prime: (client) => client.setQueryData(photosKeys.list(), photos),
  });

describe('One Day gallery', () => {
  it('shows the back link, the notice and a grid of lazy thumbnails with their alt text', () => {
    render([photo(1), photo(2), photo(3)]);
    expect(screen.getByRole('link', { name: '← Retour à l’accueil' }).getAttribute('href')).toBe('/accueil');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(M.titre);
    expect(screen.getByRole('note').textContent).toContain(M.avertissement);
    const images = within(screen.getByTestId('galerie-grille')).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Le chapiteau 1', 'Le chapiteau 2', 'Le chapiteau 3']);
    expect(images[0]!.getAttribute('src')).toBe(`/api/oneday/photos/${photo(1).id}/petite`);
    expect(images.every((i) => i.getAttribute('loading') === 'lazy' && i.getAttribute('width') === '400')).toBe(true);
    expect(screen.getByRole('button', { name: 'Agrandir la photo 2 sur 3 : Le chapiteau 2' }).contains(images[1]!)).toBe(true);
  });

  it('says when there is no photo yet', () => {
    render([]);
    expect(screen.getByTestId('liste-vide').textContent).toBe(M.vide);
  });

  it('names a downloaded original by its place in the gallery', () => {
    expect(downloadName(7, 'image/jpeg')).toBe('one-day-07.jpg');
    expect(downloadName(12, 'image/png')).toBe('one-day-12.png');
  });
});
