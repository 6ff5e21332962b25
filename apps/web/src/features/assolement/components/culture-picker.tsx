import { useState } from 'react';
import type { CultureType } from '@portail/contracts';
import { groupByInitiale } from '../utils/cultures';

interface CulturePickerProps {
  cultures: CultureType[];
  selected: CultureType | null;
  onSelect: (c: CultureType) => void;
}

/**
 * The crop list grouped by initial letter with a case-insensitive search (spec 02 §5); it collapses
 * once a crop is picked and opens again on a click on the chosen crop (spec 02 §4).
 */
export function CulturePicker({ cultures, selected, onSelect }: CulturePickerProps) {
  const [open, setOpen] = useState(selected === null);
  const [search, setSearch] = useState('');
  if (!open && selected) {
    return (
      <div className="champ">
        <span id="culture-choisie-libelle">Culture</span>
        <button
          type="button"
          className="bouton bouton--secondaire"
          aria-describedby="culture-choisie-libelle"
          aria-expanded={false}
          onClick={() => setOpen(true)}
          data-testid="culture-choisie"
        >
          {selected.intitule} (changer de culture)
        </button>
      </div>
    );
  }
  const groups = groupByInitiale(cultures, search);
  return (
    <fieldset className="choix-culture" data-testid="choix-culture">
      <legend>Culture</legend>
      <div className="champ">
        <label htmlFor="culture-recherche">Rechercher une culture</label>
        <input id="culture-recherche" type="search" value={search} autoComplete="off" onChange={(e) => setSearch(e.target.value)} />
      </div>
      <div className="choix-culture__defilant">
        {groups.length === 0 ? (
          <p>Aucune culture ne correspond à votre recherche.</p>
        ) : (
          groups.map((g) => (
            <section key={g.lettre} className="choix-culture__groupe" aria-label={`Cultures en ${g.lettre}`}>
              <h2>{g.lettre}</h2>
              <ul className="choix-culture__liste">
                {g.cultures.map((c) => {
                  const pressed = selected?.idtCultureTypeTRAME === c.idtCultureTypeTRAME;
                  return (
                    <li key={c.idtCultureTypeTRAME}>
                      <button
                        type="button"
                        className={pressed ? 'bouton bouton--petit' : 'bouton bouton--secondaire bouton--petit'}
                        aria-pressed={pressed}
                        onClick={() => {
                          onSelect(c);
                          setOpen(false);
                        }}
                      >
                        {c.intitule}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
    </fieldset>
  );
}
