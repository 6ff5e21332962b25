/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Shortcut, Tool, ToolList } from '@portail/contracts';
import { toolsQueryOptions } from '../../../lib/api/get-tools';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { shortcutsQueryOptions } from '../api/get-shortcuts';
import ShortcutEditPage from './shortcut-edit-page';
import ShortcutsPage from './shortcuts-page';
import ToolPage from './tool-page';
import ToolsPage from './tools-page';
import { descriptionOf } from '../../../test-utils/description';

const tool = (slug: string, overrides: Partial<Tool> = {}): Tool => ({
  name: `Outil ${slug}`,
  slug,
  description: `Description ${slug}`,
  explanation: `Explication de ${slug}.\n\nDeuxième paragraphe.`,
  linkType: 'route',
  link: 'simulateur-emprunt',
  linkOpenNewTab: false,
  favorite: false,
  categorie: null,
  ordre: 1,
  estDuer: false,
  ...overrides,
});
const list = (tools: Tool[]): ToolList => ({ categorie: null, categories: [{ id: 1, slug: 'simulateurs', libelle: 'Simulateurs' }], tools });

const routes = [
  { path: '/outils', element: <ToolsPage /> },
  { path: '/outils/raccourcis', element: <ShortcutsPage /> },
  { path: '/outils/raccourcis/edition/:shortcutId?', element: <ShortcutEditPage /> },
  { path: '/outils/:slug', element: <ToolPage /> },
];

function renderAt(path: string, tools?: Tool[], shortcuts?: Shortcut[]) {
  return renderScreens(routes, {
    path,
    droits: droits([dossier()]),
    prime: (client) => {
      if (tools) client.setQueryData(toolsQueryOptions('all', '100001').queryKey, list(tools));
      if (shortcuts) client.setQueryData(shortcutsQueryOptions().queryKey, shortcuts);
    },
  });
}

const section = (id: string) => screen.getByTestId(id);

describe('/outils', () => {
  it('shows favourites and the others, with the hint when no favourite', () => {
    renderAt('/outils', [tool('a'), tool('b')]);
    expect(section('section-favoris').textContent).toBe('Mes outils favorisPersonnalisez vos favoris en sélectionnant un outil puis en cliquant sur l’étoile');
    expect(within(section('section-autres')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says there is no tool for an empty list', () => {
    renderAt('/outils', []);
    expect(screen.getByTestId('liste-vide').textContent).toBe('Il n’y a aucun outil pour l’instant');
  });

  it('moves a tool to the favourites when its star is pressed (optimistic)', async () => {
    renderAt('/outils', [tool('a'), tool('b')]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Favori : Outil b' }));
    });
    await waitFor(() => expect(section('section-favoris').textContent).toContain('Outil b'));
    expect(within(section('section-autres')).queryByText('Outil b')).toBeNull();
  });

  it('links to a named route, an internal path, and an external site in a new tab with noopener', () => {
    renderAt('/outils', [
      tool('route'),
      tool('path', { linkType: 'path', link: '/outils/calendrier' }),
      tool('ext', { linkType: 'url', link: 'https://www.msa.fr', linkOpenNewTab: true }),
    ]);
    expect(screen.getByRole('link', { name: 'Outil route' }).getAttribute('href')).toBe('/outils/simulateur-emprunt');
    expect(screen.getByRole('link', { name: 'Outil path' }).getAttribute('href')).toBe('/outils/calendrier');
    const ext = screen.getByRole('link', { name: 'Outil ext (nouvel onglet)' });
    expect(ext.getAttribute('href')).toBe('https://www.msa.fr');
    expect(ext.getAttribute('target')).toBe('_blank');
    expect(ext.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Simulateurs' }).getAttribute('href')).toBe('/outils/categorie/1/simulateurs');
  });

  it('opens a tool’s explanation in the app dialog', async () => {
    renderAt('/outils', [tool('a')]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Informations : Outil a' }));
    });
    expect(screen.getByRole('dialog').textContent).toContain('Deuxième paragraphe.');
  });
});

describe('/outils/{slug}', () => {
  it('shows the generic tool with the shared header and its explanation', () => {
    renderAt('/outils/calendrier', [tool('calendrier', { linkType: 'path', link: '/outils/calendrier' })]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Outil calendrier');
    expect(screen.getByRole('button', { name: 'Favori' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Deuxième paragraphe.').className).toBe('outil__paragraphe');
  });
  it('says an unknown tool is not found', () => {
    renderAt('/outils/inconnu', [tool('a')]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Outil introuvable');
    expect(screen.getByRole('link', { name: 'Retour à mes outils' }).getAttribute('href')).toBe('/outils');
  });
});

describe('web shortcuts', () => {
  const shortcuts: Shortcut[] = [
    { _id: '3a000000-0000-4000-8000-000000000001', libelle: 'Comité Champagne', url: 'https://www.champagne.fr' },
    { _id: '3a000000-0000-4000-8000-000000000002', libelle: 'Ancien', url: 'javascript:alert(1)' },
  ];

  it('lists the shortcuts as new-tab links with a Modifier link, never opening a non-http address', () => {
    renderAt('/outils/raccourcis', [tool('raccourcis')], shortcuts);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Raccourcis Web');
    expect(screen.getByRole('link', { name: 'Ajouter un lien' }).getAttribute('href')).toBe('/outils/raccourcis/edition');
    const link = screen.getByRole('link', { name: 'Comité Champagne (nouvel onglet)' });
    expect(link.getAttribute('href')).toBe('https://www.champagne.fr');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Ancien \(nouvel onglet\)/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifier Comité Champagne' }).getAttribute('href')).toBe(`/outils/raccourcis/edition/${shortcuts[0]!._id}`);
  });

  it('adds: title, required fields and the refusal of javascript: addresses', async () => {
    renderAt('/outils/raccourcis/edition', [], []);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ajout d’un raccourci');
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter ce raccourci' }));
    });
    // Each message under its field, which it describes.
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Libellé'))).toBe('Merci de renseigner un libellé.'));
    expect(descriptionOf(screen.getByLabelText('Adresse (URL)'))).toContain('Merci de renseigner une adresse.');
    fireEvent.change(screen.getByLabelText('Libellé'), { target: { value: 'Piège' } });
    fireEvent.change(screen.getByLabelText('Adresse (URL)'), { target: { value: 'javascript:alert(1)' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter ce raccourci' }));
    });
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Adresse (URL)'))).toContain('Seules les adresses web commençant par http:// ou https:// sont acceptées.'),
    );
  });

  it('edits: title, pre-filled form, delete asks for confirmation', async () => {
    renderAt(`/outils/raccourcis/edition/${shortcuts[0]!._id}`, [], shortcuts);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Modification d’un raccourci');
    expect((screen.getByLabelText('Libellé') as HTMLInputElement).value).toBe('Comité Champagne');
    expect((screen.getByRole('button', { name: 'Modifier ce raccourci' }) as HTMLButtonElement).type).toBe('submit');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    });
    expect(screen.getByTestId('dialogue-confirmation').textContent).toContain('Comité Champagne');
  });

  it('says an unknown shortcut is not found', () => {
    renderAt('/outils/raccourcis/edition/3a000000-0000-4000-8000-000000000099', [], shortcuts);
    expect(screen.getByRole('link', { name: 'Retour aux raccourcis' }).getAttribute('href')).toBe('/outils/raccourcis');
  });
});
