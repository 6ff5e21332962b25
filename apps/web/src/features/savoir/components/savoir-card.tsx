import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { findRoute, pathTo } from '../../../config/routes/route-table';
import type { LienDocumentation } from '../utils/documentation-link';

export const ICONES = {
  tutoriel: '/images/savoir/tutoriel.svg',
  categorie: '/images/savoir/categorie.svg',
  bibliotheque: '/images/savoir/bibliotheque.svg',
  externe: '/images/savoir/lien-externe.svg',
  page: '/images/savoir/page.svg',
  video: '/images/savoir/video.svg',
} as const;

interface SavoirCardProps {
  title: string;
  description?: string;
  icone: string;
  lien: LienDocumentation;
  /** Text of the link, e.g. 'Voir le tutoriel'. */
  action?: string;
  children?: ReactNode;
}

function target(lien: LienDocumentation): { to: string } | { href: string } | null {
  switch (lien.kind) {
    case 'bibliotheque':
      return { to: pathTo('documentationsged', { codeGed: lien.codeGed }) };
    case 'categorie':
      return { to: pathTo('documentationscategory', { categorie: lien.path[0], categorie2: lien.path[1], categorie3: lien.path[2] }) };
    case 'route':
      if (lien.name.startsWith('/')) return { to: lien.name };
      return findRoute(lien.name) ? { to: pathTo(lien.name) } : null;
    case 'externe':
      return { href: lien.href };
    default:
      return null;
  }
}

/** A card of the knowledge pages: icon, title, description and one link (external ones in a new tab). */
export function SavoirCard({ title, description, icone, lien, action = 'Consulter', children }: SavoirCardProps) {
  const t = target(lien);
  return (
    <li className="carte-savoir" data-testid="carte-savoir">
      <img className="carte-savoir__icone" src={icone} alt="" width={40} height={40} />
      <h2 className="carte-savoir__titre">{title}</h2>
      {description && <p className="carte-savoir__description">{description}</p>}
      {children}
      {t && 'to' in t && (
        <Link className="carte-savoir__lien" to={t.to} aria-label={`${action} : ${title}`}>
          {action}
        </Link>
      )}
      {t && 'href' in t && (
        <a className="carte-savoir__lien" href={t.href} target="_blank" rel="noopener noreferrer" aria-label={`${action} : ${title} (nouvel onglet)`}>
          {action}
        </a>
      )}
    </li>
  );
}
