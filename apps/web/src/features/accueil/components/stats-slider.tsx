import { useEffect, useRef, useState } from 'react';
import type { MainStat } from '@portail/contracts';
import { formatDate, formatNumber } from '../../../lib/format';

export const AUTOPLAY_MS = 5000;

/**
 * Key-figure carousel (spec 01 §9: autoplay 5 s; 4, 2 or 1 per view at 960 and 768 px): a CSS
 * scroll-snap track, paused while hovered or focused, with previous and next buttons.
 */
export function StatsSlider({ stats }: { stats: MainStat[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);

  const step = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const slide = el.firstElementChild as HTMLElement | null;
    const width = slide ? slide.offsetWidth + 12 : el.clientWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    if (dir === 1 && atEnd) el.scrollTo({ left: 0 });
    else el.scrollBy({ left: dir * width });
  };

  useEffect(() => {
    if (paused || stats.length < 2) return;
    const timer = window.setInterval(() => step(1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, stats.length]);

  return (
    <section
      className="chiffres"
      aria-roledescription="carrousel"
      aria-label="Chiffres clés"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="chiffres__piste" ref={track} data-testid="chiffres-accueil">
        {stats.map((s, i) => (
          <li key={s.id} className="chiffres__diapo" aria-roledescription="diapositive" aria-label={`${i + 1} sur ${stats.length}`}>
            <p className="texte-secondaire">{s.name}</p>
            <p className="chiffres__valeur">{formatNumber(s.value, { unit: s.format.unit, precision: s.format.precision })}</p>
            <p className="texte-secondaire">au {formatDate(s.date)}</p>
          </li>
        ))}
      </ul>
      {stats.length > 1 && (
        <div className="chiffres__commandes">
          <button type="button" className="bouton bouton--secondaire" onClick={() => step(-1)} aria-label="Chiffre précédent">
            ‹
          </button>
          <button type="button" className="bouton bouton--secondaire" onClick={() => step(1)} aria-label="Chiffre suivant">
            ›
          </button>
        </div>
      )}
    </section>
  );
}
