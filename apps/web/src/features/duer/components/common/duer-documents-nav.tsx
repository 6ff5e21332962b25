import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BASE_TYPE_AUDIT, DuerPlanActionMessages as P } from '@portail/contracts';
import { planActionQueryOptions } from '../../api/plan-action/get-plan-action';

/**
 * The DUER's documents beside its work units: pages, annexes, the four special pages (spec 03 §2.5–§2.9) and the
 * action plan, named PAPRIPACT from 50 employees.
 */
export function DuerDocumentsNav({ idDuer }: { idDuer: number }) {
  const plan = useQuery({ ...planActionQueryOptions(idDuer), retry: false });
  const liens = [
    { to: `/outils/duer/pages/${idDuer}`, label: 'Pages' },
    { to: `/outils/duer/annexes/${idDuer}`, label: 'Annexes' },
    { to: `/outils/duer/${idDuer}/page-de-garde`, label: 'Page de garde' },
    { to: `/outils/duer/${idDuer}/informations-generales`, label: 'Informations générales' },
    { to: `/outils/duer/${idDuer}/preambule`, label: 'Préambule' },
    { to: `/outils/duer/audit/${idDuer}/questions/types/${BASE_TYPE_AUDIT}`, label: 'Audit préalable' },
    { to: `/outils/duer/${idDuer}/versions`, label: 'Versions' },
    { to: `/outils/duer/${idDuer}/plan-action`, label: plan.data?.papripact ? P.lienPapripact : P.lienPlan },
  ];
  return (
    <nav className="duer-documents" aria-label="Documents du DUER">
      <h3 className="duer-documents__titre">Documents du DUER</h3>
      <ul className="duer-documents__liste">
        {liens.map((l) => (
          <li key={l.to}>
            <Link className="bouton bouton--secondaire" to={l.to}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
