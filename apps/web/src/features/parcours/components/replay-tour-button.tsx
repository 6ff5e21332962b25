import { currentTourStore, replayTour } from '../utils/tour-controller';

/** 'Revoir la visite guidée' in the header, only where the current screen has a tour. */
export function ReplayTourButton() {
  const tour = currentTourStore.useValue();
  if (!tour) return null;
  return (
    <button type="button" className="entete__visite" onClick={() => void replayTour()} data-testid="revoir-visite">
      Revoir la visite guidée
    </button>
  );
}
