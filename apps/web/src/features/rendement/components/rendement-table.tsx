import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatRendement, LIBELLE_SANS_DONNEE } from '../utils/grades';
import type { ZoneRendement } from '../utils/zones';

const COLUMNS: Column<ZoneRendement>[] = [
  { id: 'zone', header: 'Zone', cell: (l) => l.libelle, rowHeader: true },
  { id: 'rendement', header: 'Rendement moyen', cell: (l) => (l.rendement === null ? LIBELLE_SANS_DONNEE : formatRendement(l.rendement)), numeric: true },
  { id: 'exploitations', header: 'Exploitations', cell: (l) => l.exploitations ?? '-', numeric: true },
];

/** The map's text alternative: the zones and their figures, shown on demand. */
export function RendementTable({ lignes, culture, millesime }: { lignes: ZoneRendement[]; culture: string; millesime: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="carte-rendement__tableau">
      <button type="button" className="bouton bouton--secondaire" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Masquer le tableau' : 'Voir le tableau'}
      </button>
      {open && (
        <DataTable caption={`Rendements moyens ${culture} ${millesime}`} columns={COLUMNS} rows={lignes} rowKey={(l) => l.zone.code} testId="tableau-zones" />
      )}
    </div>
  );
}
