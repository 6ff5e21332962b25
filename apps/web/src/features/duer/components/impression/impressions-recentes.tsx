import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ImpressionStatut } from '@portail/contracts';
import { formatDateTime } from '../../../../lib/format';
import { estEnCours, urlImpressionPdf, useFinImpression, useImpressions } from '../../api/duer-impression';
import { natureDe, TYPE_LIBELLE } from './impression-libelles';
import { ImpressionProgression } from './impression-progression';

/** Refreshes the DUER once a print seen running has ended (a definitive one finished it), even after the dialog closed. */
function useFinsObservees(idDuer: number, impressions: ImpressionStatut[] | undefined) {
  const fin = useFinImpression(idDuer);
  const enCours = useRef(new Set<string>());
  useEffect(() => {
    for (const i of impressions ?? []) {
      if (estEnCours(i)) enCours.current.add(i.idImpression);
      else if (enCours.current.delete(i.idImpression)) void fin(i);
    }
  }, [impressions, fin]);
}

function Ligne({ idDuer, impression: i }: { idDuer: number; impression: ImpressionStatut }) {
  return (
    <tr data-testid="impression-recente">
      <td>{formatDateTime(i.creeLe)}</td>
      <td>{TYPE_LIBELLE[i.type]}</td>
      <td>{natureDe(i)}</td>
      <td>{i.demandePar}</td>
      <td>
        <ImpressionProgression statut={i} compact />
      </td>
      <td>
        {i.etat === 'termine' && (
          <a href={urlImpressionPdf(idDuer, i.idImpression)} target="_blank" rel="noopener noreferrer">
            Ouvrir le PDF
          </a>
        )}
        {i.etat === 'termine' && !i.temporaire && (
          <>
            {' '}
            <Link to={`/outils/duer/${idDuer}/versions`}>Versions</Link>
          </>
        )}
      </td>
    </tr>
  );
}

/** The DUER's 10 latest prints: the result of a print is found here after leaving the screen. */
export function ImpressionsRecentes({ idDuer }: { idDuer: number }) {
  const query = useImpressions(idDuer);
  useFinsObservees(idDuer, query.data);
  return (
    <section className="duer-impressions" aria-labelledby="titre-impressions-recentes">
      <h3 id="titre-impressions-recentes" className="duer-documents__titre">
        Impressions récentes
      </h3>
      {query.isPending && <p className="texte-secondaire">Chargement des impressions</p>}
      {query.isError && <p className="texte-secondaire">Les impressions récentes n’ont pas pu être chargées.</p>}
      {query.data?.length === 0 && <p className="texte-secondaire">Aucune impression récente.</p>}
      {query.data && query.data.length > 0 && (
        <div className="duer-tableau">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Impression</th>
                <th scope="col">Nature</th>
                <th scope="col">Par</th>
                <th scope="col">État</th>
                <th scope="col">PDF</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((i) => (
                <Ligne key={i.idImpression} idDuer={idDuer} impression={i} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
