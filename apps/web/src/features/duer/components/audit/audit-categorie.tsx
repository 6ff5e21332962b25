import type { ReactNode } from 'react';

/** A collapsible category of the audit, a table of its questions (the small layout stacks each row). */
export function AuditCategorie({ nom, vide, children }: { nom: string; vide: boolean; children: ReactNode }) {
  return (
    <details className="duer-audit__categorie" open>
      <summary className="duer-audit__titre">{nom}</summary>
      {vide ? (
        <p className="etat-vide">Aucune question dans cette catégorie.</p>
      ) : (
        <table className="duer-audit__table">
          <thead>
            <tr>
              <th scope="col">N°</th>
              <th scope="col">Libellé</th>
              <th scope="col">Oui / Non</th>
              <th scope="col">Remarques</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </details>
  );
}
