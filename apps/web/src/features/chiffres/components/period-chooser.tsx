import { LONGUEURS_PERIODE, MOIS_LONGS, type Periode } from '@portail/contracts';

const KINDS = [
  { kind: 'civile', label: 'Année civile' },
  { kind: 'exercice', label: 'Année exercice' },
  { kind: 'choix', label: 'Choix période' },
] as const;

/** année civile, année exercice or a chosen period of 12, 6 or 3 months from a start month (spec 02 §4 Figures detail). */
export function PeriodChooser({ value, onChange }: { value: Periode; onChange: (periode: Periode) => void }) {
  const choix = value.kind === 'choix' ? value : { kind: 'choix' as const, longueur: 12 as const, moisDebut: 0 };
  return (
    <fieldset className="periode" data-testid="choix-periode">
      <legend className="periode__legende">Période</legend>
      <div className="periode__types">
        {KINDS.map((k) => (
          <label key={k.kind} className="periode__type">
            <input
              type="radio"
              name="periode"
              value={k.kind}
              checked={value.kind === k.kind}
              onChange={() => onChange(k.kind === 'choix' ? choix : { kind: k.kind })}
            />
            {k.label}
          </label>
        ))}
      </div>
      {value.kind === 'choix' && (
        <div className="periode__choix">
          <label className="champ">
            <span>Durée</span>
            <select value={value.longueur} onChange={(e) => onChange({ ...value, longueur: Number(e.target.value) as 12 | 6 | 3 })}>
              {LONGUEURS_PERIODE.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          <label className="champ">
            <span>Mois de début</span>
            <select value={value.moisDebut} onChange={(e) => onChange({ ...value, moisDebut: Number(e.target.value) })}>
              {MOIS_LONGS.map((m, i) => (
                <option key={m} value={i}>
                  {m.charAt(0).toUpperCase() + m.slice(1)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </fieldset>
  );
}
