import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { pathTo } from '../../../config/routes/route-table';
import '../../../styles/savoir.css';

const PAGES = [
  ['oic-presentation', 'Présentation'],
  ['oic-engagements', 'Nos engagements'],
  ['oic-soiree-createurs', 'Soirée des créateurs'],
  ['oic-profil', 'Mon profil de dirigeant'],
  ['oic-elearnings', 'E-learnings'],
  ['oic-outils', 'Outils'],
  ['oic-interlocuteurs', 'Vos interlocuteurs'],
] as const;

/** Frame of the founders' programme pages: title and the programme's own navigation. */
export function OicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page savoir oic">
      <p className="oic__programme">Initial Conseil — le programme des créateurs</p>
      <nav className="oic-nav" aria-label="Initial Conseil">
        <ul>
          {PAGES.map(([name, label]) => (
            <li key={name}>
              <NavLink to={pathTo(name)} end={name !== 'oic-elearnings'}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}
