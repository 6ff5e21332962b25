import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { type DuerVersion, TOOL_SLUGS } from '@portail/contracts';
import { ToolHeader } from '../../../../components/tool-header/tool-header';
import { QueryState } from '../../../../components/ui/query-state';
import { useVersions } from '../../api/impression/get-versions';
import { DuerInfo } from '../common/duer-info';
import { DUER_TITRE } from '../duer-index-page';
import { VersionsComparaison } from './versions-comparaison';
import { VersionsTable } from './versions-table';
import './impression.css';

export const ERREUR_VERSIONS = 'Une erreur est survenue lors du chargement des versions.';
const CONSERVATION =
  'Chaque impression définitive du DUER est scellée et conservée 40 ans (article L4121-3-1 du code du travail) : elle ne peut être ni supprimée ni remplacée.';
export const SCEAU =
  'Le sceau est l’empreinte SHA-256 du fichier, calculée à l’impression : modifier un seul octet du PDF la change. Pour vérifier qu’un PDF est celui de la version, recalculez son empreinte (par exemple avec sha256sum, ou Get-FileHash sous Windows) et comparez-la à celle affichée ici ou au fichier .sha256. Les versions marquées PDF/A sont au format PDF/A-2b, destiné à l’archivage.';

/** The pair in the address (?de=&a=), the older first, so that a comparison can be shared. */
function usePaire(): [[number, number] | null, (p: [number, number]) => void] {
  const [params, setParams] = useSearchParams();
  const de = Number(params.get('de'));
  const a = Number(params.get('a'));
  const paire: [number, number] | null = de > 0 && a > 0 && de !== a ? [de, a] : null;
  return [paire, ([x, y]) => setParams({ de: String(x), a: String(y) })];
}

function Versions({ idDuer, versions }: { idDuer: number; versions: DuerVersion[] }) {
  const [paire, setPaire] = usePaire();
  const [choisies, setChoisies] = useState<number[]>(paire ?? []);
  const comparer = () => {
    const [x, y] = choisies.map((id) => versions.find((v) => v.id === id)!).sort((p, q) => p.numero - q.numero);
    setPaire([x!.id, y!.id]);
  };
  return (
    <>
      <p className="texte-secondaire">{SCEAU}</p>
      <VersionsTable idDuer={idDuer} versions={versions} choisies={choisies} onChoix={setChoisies} />
      {versions.length > 1 && (
        <p className="duer__actions">
          <button type="button" className="bouton" disabled={choisies.length !== 2} onClick={comparer}>
            Comparer
          </button>
          <span className="texte-secondaire">Cochez deux versions pour voir ce qui a changé.</span>
        </p>
      )}
      {paire && <VersionsComparaison idDuer={idDuer} paire={paire} />}
    </>
  );
}

/** /outils/duer/:idDuer/versions: the dossier's sealed definitive prints (issue 13, L4121-3-1 V A, R4121-4). */
export default function DuerVersionsPage() {
  const idDuer = Number(useParams().idDuer);
  const query = useVersions(idDuer);
  return (
    <div className="page duer">
      <ToolHeader slug={TOOL_SLUGS.duer} title={DUER_TITRE} info={<DuerInfo />} />
      <Link to={`/outils/duer/${idDuer}`} className="duer__retour">
        Retour aux unités de travail
      </Link>
      <h2 className="section__titre">Versions définitives</h2>
      <p>{CONSERVATION}</p>
      <QueryState
        query={query}
        errorMessage={ERREUR_VERSIONS}
        loadingLabel="Chargement des versions"
        isEmpty={(v) => v.length === 0}
        empty={
          <>
            <strong>Aucune version définitive</strong>
            <p>Une version est créée à chaque impression définitive du DUER ; elle est conservée 40 ans, comme la loi le demande.</p>
          </>
        }
      >
        {(versions) => <Versions idDuer={idDuer} versions={versions} />}
      </QueryState>
    </div>
  );
}
