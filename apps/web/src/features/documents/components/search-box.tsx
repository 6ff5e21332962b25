import { useEffect, useRef, useState } from 'react';
import { DocumentsMessages } from '@portail/contracts';
import { nextSearch, normaliseSearchInput, SEARCH_DEBOUNCE_MS } from '../utils/search';

interface SearchBoxProps {
  id: string;
  placeholder?: string | null;
  /** The filter to apply (undefined: all), after the debounce and the 3-character rule. */
  onFilter: (filter: string | undefined) => void;
}

/** Search of spec 02 §5: lower-cased, debounced 500 ms, 3 characters minimum, empty lists all. */
export function SearchBox({ id, placeholder, onFilter }: SearchBoxProps) {
  const [input, setInput] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const applied = useRef<string | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (raw: string) => {
    const value = normaliseSearchInput(raw);
    setInput(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const next = nextSearch(applied.current, value);
      setTooShort(next.tooShort);
      if (next.filter !== applied.current) {
        applied.current = next.filter;
        onFilter(next.filter);
      }
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="champ champ--recherche ged-recherche">
      <label htmlFor={id}>Rechercher un document</label>
      <input
        id={id}
        type="search"
        value={input}
        placeholder={placeholder ?? 'Nom ou contenu du document'}
        autoComplete="off"
        aria-describedby={tooShort ? `${id}-aide` : undefined}
        onChange={(e) => change(e.target.value)}
      />
      {tooShort && (
        <p id={`${id}-aide`} className="champ__aide" role="status" data-testid="recherche-trop-courte">
          {DocumentsMessages.rechercheTropCourte}
        </p>
      )}
    </div>
  );
}
