import { currentTourStore, replayTour } from '../utils/tour-controller';

/** 'Revoir la visite guidée' in the header, only where the current screen has a tour; an icon alone on a phone. */
export function ReplayTourButton() {
  const tour = currentTourStore.useValue();
  if (!tour) return null;
  return (
    <button type="button" className="entete__visite" onClick={() => void replayTour()} data-testid="revoir-visite">
      <svg className="entete__visite-icone" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm-1-5h2v2h-2v-2Zm1-10a4 4 0 0 0-4 4h2a2 2 0 1 1 2 2 1 1 0 0 0-1 1v2h2v-1.2A4 4 0 0 0 12 5Z"
        />
      </svg>
      <span className="entete__visite-texte">Revoir la visite guidée</span>
    </button>
  );
}
