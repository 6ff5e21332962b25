/** Number of pages of a listing of `total` items by `size`, at least one. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Name of the navigation landmark ('Pages de l’historique'). */
  label: string;
  /** Said after the page number ('12 documents'). */
  summary?: string;
}

/** The portal's one pagination (issue 29): previous, 'Page x sur y', next; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onChange, label, summary }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="bouton bouton--secondaire bouton--petit" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Précédent
      </button>
      <span aria-live="polite">
        Page {page} sur {pageCount}
        {summary ? ` — ${summary}` : ''}
      </span>
      <button type="button" className="bouton bouton--secondaire bouton--petit" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        Suivant
      </button>
    </nav>
  );
}
