/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { ThemeResponse } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { themeQueryKey } from '../../../lib/theme/get-theme';
import { NEUTRAL_THEME } from '../../../lib/theme/palette';
import PresentationPage from './presentation-page';

const render = (url: string | null) =>
  renderScreens([{ path: '/p', element: <PresentationPage /> }], {
    path: '/p',
    droits: droits([dossier({ modules: ['oic'] })]),
    prime: (client) =>
      client.setQueryData<ThemeResponse>(themeQueryKey, {
        ...NEUTRAL_THEME,
        settings: { hiringSimulatorScriptUrl: null, carteTuilesUrl: null, carteTuilesAttribution: null, oicVideoPresentationUrl: url, oicVideoProfilUrl: null },
      }),
  });

describe('Initial Conseil video', () => {
  it('opens the configured address in a new tab', () => {
    render('https://video.exemple.fr/initial-conseil');
    const link = screen.getByRole('link', { name: 'Regarder la vidéo de présentation (nouvel onglet)' });
    expect(link.getAttribute('href')).toBe('https://video.exemple.fr/initial-conseil');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says the video is not available when none is configured', () => {
    render(null);
    expect(screen.getByTestId('video-indisponible').textContent).toContain('La vidéo n’est pas disponible pour le moment.');
  });
});
