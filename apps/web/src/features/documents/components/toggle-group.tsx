interface ToggleGroupProps<T extends string> {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}

/** Filter tabs drawn as pressed buttons (the app's 'bascule'); hidden when there is a single choice. */
export function ToggleGroup<T extends string>({ label, options, value, onChange, testId }: ToggleGroupProps<T>) {
  if (options.length < 2) return null;
  return (
    <div className="bascule ged-bascule" role="group" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className={`bouton bouton--petit ${o.value === value ? '' : 'bouton--secondaire'}`}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
