import type { ReactNode } from 'react';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="etat etat--vide" data-testid="liste-vide">
      {children}
    </div>
  );
}
