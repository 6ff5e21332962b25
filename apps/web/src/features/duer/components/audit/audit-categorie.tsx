import type { ReactNode } from 'react';
import { TableScroll } from '../../../../components/ui/data-table';

/** A collapsible category of the audit, a table of its questions (the small layout stacks each row). */
export function AuditCategorie({ nom, vide, children }: { nom: string; vide: boolean; children: ReactNode }) {
  return (
    <details className="duer-audit__categorie" open>
      <summary className="duer-audit__titre">{nom}</summary>
      {vide ? (
        <p className="etat-vide">Aucune question dans cette catégorie.</p>
      ) : (
        // TableScroll: the rows are AuditQuestionLigne (radios, a textarea) given as children, not data DataTable draws.
        <TableScroll label={nom}>
          <table className="tableau duer-audit__table" aria-label={nom}>
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
        </TableScroll>
      )}
    </details>
  );
}
