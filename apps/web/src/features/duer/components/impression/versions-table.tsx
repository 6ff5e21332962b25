import { toast } from 'sonner';
import { type DuerVersion, nomFichierVersion } from '@portail/contracts';
import { formatDate, formatDateTime, formatFileSize } from '../../../../lib/format';
import { saveBlob } from '../../../../lib/save-file';
import { urlVersionPdf } from '../../api/duer-impression';
import { basculer } from './impression-selection';

const court = (sha: string) => `${sha.slice(0, 8)}…${sha.slice(-8)}`;

function copier(sha: string) {
  navigator.clipboard?.writeText(sha).then(
    () => toast.success('Empreinte SHA-256 copiée.'),
    () => toast.error('L’empreinte n’a pas pu être copiée.'),
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
  return (
    <div className="duer-tableau">
      <table aria-label="Versions définitives">
        <thead>
          <tr>
            <th scope="col">Comparer</th>
            <th scope="col">N°</th>
            <th scope="col">Année</th>
            <th scope="col">Imprimée le</th>
            <th scope="col">Par</th>
            <th scope="col">Pages</th>
            <th scope="col">Taille</th>
            <th scope="col">Conservée jusqu’au</th>
            <th scope="col">SHA-256</th>
            <th scope="col">PDF</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.id} data-testid="version">
              <td>
                <input
                  type="checkbox"
                  aria-label={`Choisir la version n° ${v.numero} pour la comparaison`}
                  checked={choisies.includes(v.id)}
                  disabled={!choisies.includes(v.id) && choisies.length >= 2}
                  onChange={() => onChoix(basculer(choisies, v.id))}
                />
              </td>
              <td>{v.numero}</td>
              <td>{v.annee}</td>
              <td>{formatDateTime(v.imprimeLe)}</td>
              <td>
                {v.imprimePar} {v.parCollaborateur && <span className="duer-tag">Collaborateur</span>}
              </td>
              <td>{v.pages}</td>
              <td className="nombre">{formatFileSize(v.taille)}</td>
              <td>{formatDate(v.conserverJusquAu)}</td>
              <td>
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
              </td>
              <td>
                <a href={urlVersionPdf(idDuer, v.id)} download={nomFichierVersion(v)}>
                  Télécharger
                </a>{' '}
                {v.pdfa && (
                  <span className="duer-tag" title="Format d’archivage PDF/A-2b">
                    PDF/A
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
