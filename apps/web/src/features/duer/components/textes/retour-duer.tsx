import { Link, useSearchParams } from 'react-router';

/** Special pages go back to the DUER, or to its pages screen when opened from there (?retour=pages) (spec 03 §2). */
export function RetourDuer({ idDuer }: { idDuer: number }) {
  const [search] = useSearchParams();
  const pages = search.get('retour') === 'pages';
  return (
    <Link className="lien duer-textes__retour" to={pages ? `/outils/duer/pages/${idDuer}` : `/outils/duer/${idDuer}`}>
      {pages ? 'Retour aux pages du DUER' : 'Retour au DUER'}
    </Link>
  );
}

/** The pending-changes notice shared by the three screens. */
export function EnAttente({ message }: { message: string }) {
  return (
    <p className="duer-textes__attente" role="status" data-testid="modifications-en-attente">
      {message}
    </p>
  );
}

/** Texts stored as a single space (spec 03 §4) show as empty fields. */
export const affiche = (texte: string) => (texte === ' ' ? '' : texte);
