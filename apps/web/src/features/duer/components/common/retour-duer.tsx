import { Link, useSearchParams } from 'react-router';

/** Special pages go back to the DUER, or to its pages screen when opened from there (?retour=pages) (spec 03 §2). */
export function RetourDuer({ idDuer, annee }: { idDuer: number; annee?: number }) {
  const [search] = useSearchParams();
  const pages = search.get('retour') === 'pages';
  const duer = annee === undefined ? 'Retour au DUER' : `Retour au DUER ${annee}`;
  return (
    <Link className="duer__retour" to={pages ? `/outils/duer/pages/${idDuer}` : `/outils/duer/${idDuer}`}>
      {pages ? 'Retour aux pages du DUER' : duer}
    </Link>
  );
}
