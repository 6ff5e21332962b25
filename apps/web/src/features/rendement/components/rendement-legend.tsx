import { legendEntries, type Seuils } from '../utils/grades';

/** Legend of the grades (thresholds at 0, Q1, Q2, Q3) and of the zones without a figure. */
export function RendementLegend({ seuils, culture }: { seuils: Seuils | null; culture: string }) {
  return (
    <div className="carte-rendement__legende" data-testid="legende-carte">
      <h2>Rendement moyen – {culture}</h2>
      <ul>
        {legendEntries(seuils).map((entry, i) => (
          <li key={entry.libelle}>
            <span
              className={`carte-rendement__pastille${i === 4 || !seuils ? ' carte-rendement__pastille--sans-donnee' : ''}`}
              style={{ background: entry.couleur }}
              aria-hidden="true"
            />
            {entry.libelle}
          </li>
        ))}
      </ul>
    </div>
  );
}
