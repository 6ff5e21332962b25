import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ColonneEcheancier } from '../utils/chart-data';
import { formatEuros, formatNumber } from '../../../lib/format';
import { useAppTheme } from '../../../lib/theme/use-app-theme';

/** Stacked bars of interest and amortisation per fiscal year, all loans together (spec 02 §9); colours from the theme. */
export default function EmpruntsChart({ colonnes }: { colonnes: ColonneEcheancier[] }) {
  const { chartColours } = useAppTheme();
  return (
    <figure className="emprunts-graphique" data-testid="graphique-emprunts">
      <figcaption>Intérêts et amortissement par exercice, tous emprunts confondus</figcaption>
      <div
        role="img"
        aria-label="Graphique en barres empilées des intérêts et de l’amortissement par exercice ; les valeurs figurent dans le tableau ci-dessous"
      >
        <ResponsiveContainer width="100%" height={320}>
          <BarChart data={colonnes} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="libelle" />
            <YAxis tickFormatter={(v: number) => formatNumber(v, { precision: 0 })} width={80} />
            <Tooltip formatter={(value) => formatEuros(value)} />
            <Legend />
            <Bar dataKey="amortissement" name="Amortissement" stackId="echeancier" fill={chartColours[0]} isAnimationActive={false} />
            <Bar dataKey="interets" name="Intérêts" stackId="echeancier" fill={chartColours[1]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
