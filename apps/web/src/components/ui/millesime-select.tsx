import { millesimesOfferts } from '@portail/contracts';

interface MillesimeSelectProps {
  id: string;
  value: number;
  onChange: (millesime: number) => void;
  className?: string;
}

/** 'Millésime': the years the crop rotation offers (current year -3 to +1), for the crop rotation and its map. */
export function MillesimeSelect({ id, value, onChange, className = 'champ' }: MillesimeSelectProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>Millésime</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {millesimesOfferts().map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </div>
  );
}
