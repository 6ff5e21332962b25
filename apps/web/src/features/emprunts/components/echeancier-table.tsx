import { TableScroll } from '../../../components/ui/data-table';
import type { ColonneEcheancier } from '../utils/chart-data';
import { formatEuros } from '../../../lib/format';

const LIGNES: { key: keyof Omit<ColonneEcheancier, 'libelle'>; libelle: string }[] = [
  { key: 'interets', libelle: 'Intérêts' },
  { key: 'amortissement', libelle: 'Amortissement' },
  { key: 'annuite', libelle: 'Annuité' },
];

/** The yearly schedule as a table: 10 fiscal years and the remaining balance. */
export function EcheancierTable({ colonnes, caption, testId }: { colonnes: ColonneEcheancier[]; caption: string; testId: string }) {
  return (
    <TableScroll label={caption}>
      <table className="tableau echeancier" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Exercice</th>
            {colonnes.map((c) => (
              <th key={c.libelle} scope="col">
                {c.libelle}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LIGNES.map((ligne) => (
            <tr key={ligne.key} data-testid={`${testId}-${ligne.key}`}>
              <th scope="row">{ligne.libelle}</th>
              {colonnes.map((c) => (
                <td key={c.libelle} className="nombre">
                  {formatEuros(c[ligne.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
