import { useState } from 'react';
import { formatRendement, LIBELLE_SANS_DONNEE } from '../utils/grades';
import type { ZoneRendement } from '../utils/zones';

/** The map's text alternative: the zones and their figures, shown on demand. */
export function RendementTable({ lignes, culture, millesime }: { lignes: ZoneRendement[]; culture: string; millesime: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="carte-rendement__tableau">
      <button type="button" className="bouton bouton--secondaire" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Masquer le tableau' : 'Voir le tableau'}
      </button>
      {open && (
        <div id="tableau-zones" className="tableau-defilant" tabIndex={0} role="region" aria-label="Rendements moyens par zone">
          <table className="tableau" data-testid="tableau-zones">
            <caption>
              Rendements moyens {culture} {millesime}
            </caption>
            <thead>
              <tr>
                <th scope="col">Zone</th>
                <th scope="col">Rendement moyen</th>
                <th scope="col">Exploitations</th>
              </tr>
            </thead>
            <tbody>
              {lignes.map(({ zone, libelle, rendement, exploitations }) => (
                <tr key={zone.code}>
                  <th scope="row">{libelle}</th>
                  <td className="nombre">{rendement === null ? LIBELLE_SANS_DONNEE : formatRendement(rendement)}</td>
                  <td className="nombre">{exploitations ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
