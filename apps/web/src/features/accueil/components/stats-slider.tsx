import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MainStat } from '@portail/contracts';
import { formatDate, formatNumber } from '../../../lib/format';

const AUTOPLAY_MS = 5000;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Key-figure carousel (spec 01 §9: autoplay 5 s; 4, 2 or 1 per view at 960 and 768 px): a CSS
 * scroll-snap track that takes keyboard focus (arrows, Home, End), previous and next buttons, and a
 * button stopping the autoplay (WCAG 2.2.2), which also pauses while hovered or focused.
 */
export function StatsSlider({ stats }: { stats: MainStat[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);

  const step = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const slide = el.firstElementChild as HTMLElement | null;
    const width = slide ? slide.offsetWidth + 12 : el.clientWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    if (dir === 1 && atEnd) el.scrollTo({ left: 0 });
    else el.scrollBy({ left: dir * width });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const el = track.current;
    if (!el) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      Home: () => el.scrollTo({ left: 0 }),
      End: () => el.scrollTo({ left: el.scrollWidth }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  useEffect(() => {
    if (paused || stopped || stats.length < 2) return;
    const timer = window.setInterval(() => step(1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, stopped, stats.length]);

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
      <ul
        className="chiffres__piste"
        ref={track}
        tabIndex={0}
        aria-label="Chiffres clés, flèches gauche et droite pour défiler"
        onKeyDown={onKeyDown}
        data-testid="chiffres-accueil"
      >
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
          <button type="button" className="bouton bouton--secondaire" onClick={() => setStopped((value) => !value)} data-testid="chiffres-lecture">
            {stopped ? 'Reprendre le défilement' : 'Arrêter le défilement'}
          </button>
          <button type="button" className="bouton bouton--secondaire" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">Chiffre précédent</span>
          </button>
          <button type="button" className="bouton bouton--secondaire" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">Chiffre suivant</span>
          </button>
        </div>
      )}
    </section>
  );
}
