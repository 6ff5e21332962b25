/** Accessible loading indicator for a screen or a section. */
export function PageLoader({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className="loader" role="status" aria-live="polite" data-testid="chargement">
      <span className="loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
