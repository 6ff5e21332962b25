import { type CultureType, ZONE_TYPES, type ZoneType } from '@portail/contracts';
import { MillesimeSelect } from '../../../components/ui/millesime-select';

const LIBELLES_ZONE: Record<ZoneType, string> = { commune: 'Commune', petiteRegion: 'Petite région', grandeRegion: 'Grande région' };

interface RendementFiltersProps {
  type: ZoneType;
  culture: number;
  millesime: number;
  cultures: CultureType[];
  onChange: (change: Partial<{ type: ZoneType; culture: number; millesime: number }>) => void;
}

/** Zone type, crop and year of the map. */
export function RendementFilters({ type, culture, millesime, cultures, onChange }: RendementFiltersProps) {
  const sorted = [...cultures].sort((a, b) => a.intitule.localeCompare(b.intitule, 'fr'));
  return (
    <div className="carte-rendement__filtres">
      <div className="champ">
        <label htmlFor="carte-type">Type de zone</label>
        <select id="carte-type" value={type} onChange={(e) => onChange({ type: e.target.value as ZoneType })}>
          {ZONE_TYPES.map((t) => (
            <option key={t} value={t}>
              {LIBELLES_ZONE[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="champ">
        <label htmlFor="carte-culture">Culture</label>
        <select id="carte-culture" value={culture} onChange={(e) => onChange({ culture: Number(e.target.value) })}>
          {sorted.map((c) => (
            <option key={c.idtCultureTypeTRAME} value={c.idtCultureTypeTRAME}>
              {c.intitule}
            </option>
          ))}
        </select>
      </div>
      <MillesimeSelect id="carte-millesime" value={millesime} onChange={(m) => onChange({ millesime: m })} />
    </div>
  );
}
