interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
}

/** Inline load failure with a retry button (spec 01 §8 'Une erreur est survenue lors du chargement ...'). */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className="etat etat--erreur" role="alert" data-testid="erreur-chargement">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="bouton bouton--secondaire" onClick={onRetry}>
          Réessayer
        </button>
      )}
    </div>
  );
}
