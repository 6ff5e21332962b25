/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Tool, ToolList } from '@portail/contracts';
import { toolsQueryOptions } from '../../lib/api/get-tools';
import { dossier, droits } from '../../test-utils/fixtures';
import { renderScreens } from '../../test-utils/render';
import { ToolHeader } from './tool-header';

const tool = (overrides: Partial<Tool> = {}): Tool => ({
  name: 'Raccourcis Web',
  slug: 'raccourcis-web',
  description: 'Vos liens',
  explanation: 'Gardez vos liens.',
  linkType: 'route',
  link: 'shortcuts',
  linkOpenNewTab: false,
  favorite: false,
  categorie: null,
  ordre: 1,
  estDuer: false,
  ...overrides,
});

const list = (tools: Tool[]): ToolList => ({ categorie: null, categories: [], tools });

function renderHeader(tools: Tool[]) {
  let cache: ReturnType<typeof import('@tanstack/react-query').useQueryClient> | undefined;
  const result = renderScreens(
    [{ path: '/outils/raccourcis', element: <ToolHeader slug="raccourcis-web" title="Raccourcis Web" info={<p>Explication</p>} /> }],
    {
      path: '/outils/raccourcis',
      droits: droits([dossier()]),
      prime: (client) => {
        cache = client;
        client.setQueryData(toolsQueryOptions('all', '100001').queryKey, list(tools));
      },
    },
  );
  return { ...result, cache: cache! };
}

describe('ToolHeader', () => {
  it('shows the title and the favourite state read from the tools list', () => {
    renderHeader([tool({ favorite: true })]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Raccourcis Web');
    expect(screen.getByRole('button', { name: 'Favori' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('toggles the star at once (optimistic) in the shared tools list', async () => {
    const { cache } = renderHeader([tool()]);
    const star = screen.getByRole('button', { name: 'Favori' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(star);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favori' }).getAttribute('aria-pressed')).toBe('true'));
    expect(cache.getQueryData<ToolList>(toolsQueryOptions('all', '100001').queryKey)?.tools[0]?.favorite).toBe(true);
  });

  it('keeps the star inert while the tool is not in the list', () => {
    renderHeader([]);
    expect(screen.getByRole('button', { name: 'Favori' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('opens the explanation in the app dialog', async () => {
    renderHeader([tool()]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Informations' }));
    });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Explication');
    expect(dialog.querySelector('h2')?.textContent).toBe('Raccourcis Web');
  });
});
