/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AnnuaireMessages as M } from '@portail/contracts';
import { Ressources } from './ressources';

describe('Ressources', () => {
  it('says when no video host is configured, links PDFs of the portal with the selected dossier', () => {
    render(
      <Ressources
        codeDossier="010001"
        ressources={[
          { type: 'video', idVideo: 'abc', url: null },
          { type: 'pdf', lien: '/api/annuaire-services/ressources/guide.pdf', nom: 'Guide' },
          { type: 'pdf', lien: 'https://exemple.fr/a.pdf', nom: 'Externe' },
        ]}
      />,
    );
    // No frame without the video host's address: the text says why.
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(M.videoNonConfiguree).className).toBe('annuaire__video-absente');
    expect(screen.getByRole('link', { name: 'Guide' }).getAttribute('href')).toBe('/api/annuaire-services/ressources/guide.pdf?codeDossier=010001');
    expect(screen.getByRole('link', { name: 'Externe' }).getAttribute('href')).toBe('https://exemple.fr/a.pdf');
  });

  it('embeds a video from the configured host, and says it is unreachable when the frame never loads', () => {
    jest.useFakeTimers();
    try {
      render(
        <Ressources codeDossier="010001" ressources={[{ type: 'video', idVideo: 'abc', titre: 'Témoignage', url: 'https://videos.exemple.fr/embed/abc' }]} />,
      );
      const frame = screen.getByTitle('Témoignage');
      expect(frame.getAttribute('src')).toBe('https://videos.exemple.fr/embed/abc');
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.queryByTitle('Témoignage')).toBeNull();
      expect(screen.getByText(M.videoIndisponible).className).toBe('annuaire__video-absente');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a loaded video', () => {
    jest.useFakeTimers();
    try {
      render(<Ressources codeDossier="010001" ressources={[{ type: 'video', idVideo: 'abc', url: 'https://videos.exemple.fr/embed/abc' }]} />);
      fireEvent.load(screen.getByTitle('Vidéo de présentation'));
      act(() => jest.advanceTimersByTime(20_000));
      expect(screen.queryByText(M.videoIndisponible)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
