import { toast } from 'sonner';
import { type DuerVersion, nomFichierVersion } from '@portail/contracts';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { formatDate, formatDateTime, formatFileSize } from '../../../../lib/format';
import { saveBlob } from '../../../../lib/save-file';
import { urlVersionPdf } from '../../api/impression/get-version-fichier';
import { basculer } from './impression-selection';
import { showFlash } from '../../../../lib/flash';

const court = (sha: string) => `${sha.slice(0, 8)}…${sha.slice(-8)}`;

function copier(sha: string) {
  navigator.clipboard?.writeText(sha).then(
    () => toast.success('Empreinte SHA-256 copiée.'),
    () => showFlash('error', 'L’empreinte n’a pas pu être copiée.'),
  );
}

/** `<nom>.sha256` in sha256sum's format, so that `sha256sum -c` checks the PDF saved beside it. */
function telechargerEmpreinte(v: DuerVersion) {
  const nom = nomFichierVersion(v);
  saveBlob(new Blob([`${v.sha256}  ${nom}\n`], { type: 'text/plain' }), `${nom}.sha256`);
}

interface VersionsTableProps {
  idDuer: number;
  versions: DuerVersion[];
  choisies: number[];
  onChoix: (ids: number[]) => void;
}

/** The sealed versions: number, year, print date and author, size, retention date, hash (copied or saved) and download. */
export function VersionsTable({ idDuer, versions, choisies, onChoix }: VersionsTableProps) {
  const colonnes: Column<DuerVersion>[] = [
    {
      id: 'comparer',
      header: 'Comparer',
      cell: (v) => (
        <input
          type="checkbox"
          aria-label={`Choisir la version n° ${v.numero} pour la comparaison`}
          checked={choisies.includes(v.id)}
          disabled={!choisies.includes(v.id) && choisies.length >= 2}
          onChange={() => onChoix(basculer(choisies, v.id))}
        />
      ),
    },
    { id: 'numero', header: 'N°', cell: (v) => v.numero },
    { id: 'annee', header: 'Année', cell: (v) => v.annee },
    { id: 'imprimee', header: 'Imprimée le', cell: (v) => formatDateTime(v.imprimeLe) },
    {
      id: 'par',
      header: 'Par',
      cell: (v) => (
        <>
          {v.imprimePar} {v.parCollaborateur && <span className="duer-tag">Collaborateur</span>}
        </>
      ),
    },
    { id: 'pages', header: 'Pages', cell: (v) => v.pages, numeric: true },
    { id: 'taille', header: 'Taille', cell: (v) => formatFileSize(v.taille), numeric: true },
    { id: 'conservation', header: 'Conservée jusqu’au', cell: (v) => formatDate(v.conserverJusquAu) },
    {
      id: 'sha256',
      header: 'SHA-256',
      cell: (v) => (
        <>
          <code className="duer-hash" title={v.sha256} data-testid="sha256">
            {court(v.sha256)}
          </code>{' '}
          <button
            type="button"
            className="bouton bouton--secondaire bouton--petit"
            aria-label={`Copier l’empreinte SHA-256 de la version n° ${v.numero}`}
            onClick={() => copier(v.sha256)}
          >
            Copier
          </button>{' '}
          <button
            type="button"
            className="bouton bouton--secondaire bouton--petit"
            aria-label={`Télécharger l’empreinte SHA-256 de la version n° ${v.numero} (.sha256)`}
            onClick={() => telechargerEmpreinte(v)}
          >
            .sha256
          </button>
        </>
      ),
    },
    {
      id: 'pdf',
      header: 'PDF',
      cell: (v) => (
        <>
          <a href={urlVersionPdf(idDuer, v.id)} download={nomFichierVersion(v)}>
            Télécharger
          </a>{' '}
          {v.pdfa && (
            <span className="duer-tag" title="Format d’archivage PDF/A-2b">
              PDF/A
            </span>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption="Versions définitives"
      captionHidden
      columns={colonnes}
      rows={versions}
      rowKey={(v) => String(v.id)}
      rowProps={() => ({ 'data-testid': 'version' })}
    />
  );
}
