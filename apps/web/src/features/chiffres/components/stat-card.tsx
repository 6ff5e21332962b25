import type { Stat } from '@portail/contracts';
import { Link } from 'react-router';
import { StarIcon } from '../../../components/ui/icons';

interface StatCardProps {
  stat: Stat;
  /** The current path: each card links to it plus the figure's slug (spec 02 §2). */
  basePath: string;
  onToggleFavorite: (stat: Stat) => void;
  busy: boolean;
}

export function StatCard({ stat, basePath, onToggleFavorite, busy }: StatCardProps) {
  return (
    <li className="carte-chiffre" data-testid={`chiffre-${stat.slug}`}>
      <Link className="carte-chiffre__lien" to={`${basePath.replace(/\/$/, '')}/${stat.slug}`}>
        <span aria-hidden="true" className={`carte-chiffre__icone carte-chiffre__icone--${stat.display}`} />
        {stat.name}
      </Link>
      <button
        type="button"
        className={`bouton-icone carte-chiffre__favori${stat.favorite ? ' favori--actif' : ''}`}
        aria-pressed={stat.favorite}
        disabled={busy}
        onClick={() => onToggleFavorite(stat)}
      >
        <StarIcon filled={stat.favorite} />
        <span className="sr-only">{stat.favorite ? `Retirer ${stat.name} des favoris` : `Ajouter ${stat.name} aux favoris`}</span>
      </button>
    </li>
  );
}
