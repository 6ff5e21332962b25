import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ImpressionStatut } from '@portail/contracts';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { formatDateTime } from '../../../../lib/format';
import { estEnCours } from '../../api/impression/get-impression';
import { urlImpressionPdf } from '../../api/impression/get-impression-fichier';
import { useImpressions } from '../../api/impression/get-impressions';
import { useFinImpression } from '../../api/impression/use-fin-impression';
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

function colonnes(idDuer: number): Column<ImpressionStatut>[] {
  return [
    { id: 'date', header: 'Date', cell: (i) => formatDateTime(i.creeLe) },
    { id: 'impression', header: 'Impression', cell: (i) => TYPE_LIBELLE[i.type] },
    { id: 'nature', header: 'Nature', cell: natureDe },
    { id: 'par', header: 'Par', cell: (i) => i.demandePar },
    { id: 'etat', header: 'État', cell: (i) => <ImpressionProgression statut={i} compact /> },
    {
      id: 'pdf',
      header: 'PDF',
      cell: (i) => (
        <>
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
        </>
      ),
    },
  ];
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
        <DataTable
          caption="Impressions récentes"
          captionHidden
          columns={colonnes(idDuer)}
          rows={query.data}
          rowKey={(i) => i.idImpression}
          rowProps={() => ({ 'data-testid': 'impression-recente' })}
        />
      )}
    </section>
  );
}
