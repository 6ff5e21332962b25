import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import type { ChartModel } from '../utils/chart-rows';

interface StatChartProps {
  model: ChartModel;
  display: 'line' | 'bar';
  title: string;
}

/** The figure's recharts chart; series take the theme's three chart colours, in order. */
export default function StatChart({ model, display, title }: StatChartProps) {
  const { chartColours } = useAppTheme();
  const format = (value: unknown) => formatNumber(value, { unit: model.unit, precision: model.precision });
  const axis = (value: unknown) => formatNumber(value, { unit: model.unit, precision: 0 });
  const colour = (i: number) => chartColours[i % chartColours.length];
  const common = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="x" />
      <YAxis tickFormatter={axis} width={110} />
      <Tooltip formatter={(value) => format(value)} />
      {/* Current period first, as the series are given (recharts sorts by name otherwise). */}
      <Legend itemSorter="dataKey" />
    </>
  );
  return (
    <figure className="graphique" aria-label={`Graphique : ${title}`} data-testid="graphique-chiffre">
      <ResponsiveContainer width="100%" height={340}>
        {display === 'bar' ? (
          <BarChart data={model.rows}>
            {common}
            {model.series.map((s, i) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={colour(i)} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <LineChart data={model.rows}>
            {common}
            {model.series.map((s, i) => (
              <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={colour(i)} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
      {/* The figures for screen readers; a hidden table is still as wide as its text, so the box clips it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Période</th>
              {model.series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => (
              <tr key={row.x}>
                <th scope="row">{row.x}</th>
                {model.series.map((s) => (
                  <td key={s.key}>{format(row[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
