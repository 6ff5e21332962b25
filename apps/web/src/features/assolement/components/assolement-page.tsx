import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MillesimeSelect } from '../../../components/ui/millesime-select';
import { type Assolement, type AssolementCulture, AssolementMessages as M, assolementValideMessage, millesimesOfferts } from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { handleError } from '../../../lib/error-handler';
import { useAppTheme } from '../../../lib/theme/use-app-theme';
import { useAssolement } from '../../../lib/api/assolement';
import { useDeleteCulture } from '../api/delete-culture';
import { useDeleteAssolement } from '../api/delete-assolement';
import { useInsertNmoins1 } from '../api/insert-nmoins1';
import { useValidateAssolement } from '../api/validate-assolement';
import { formatRendement, formatSurface, libelleLigne, resultatNmoins1, surfaceTotale } from '../utils/cultures';
import { AssolementInfo } from './assolement-info';
import { TelepacImportDialog } from './telepac-import-dialog';
import '../../../styles/assolement.css';

export const ASSOLEMENT_PATH = '/outils/assolement';
export const EDITION_PATH = '/outils/assolement/culture';

/** The year in ?millesime= when the selector offers it, else the current year. */
export function useMillesime(): [number, (m: number) => void] {
  const [params, setParams] = useSearchParams();
  const offered = millesimesOfferts();
  const wanted = Number(params.get('millesime'));
  const millesime = offered.includes(wanted) ? wanted : new Date().getFullYear();
  return [millesime, (m) => setParams({ millesime: String(m) }, { replace: true })];
}

const COLUMNS: Column<AssolementCulture>[] = [
  { id: 'culture', header: 'Culture', cell: libelleLigne, rowHeader: true },
  { id: 'surface', header: 'Surface', cell: (l) => formatSurface(l.surface), numeric: true },
  { id: 'rendement', header: 'Rendement', cell: (l) => formatRendement(l.rendement), numeric: true },
  { id: 'derobee', header: 'Culture dérobée', cell: (l) => (l.estDerobee ? 'Oui' : 'Non') },
];

function Lignes({
  lignes,
  lecture,
  millesime,
  onDelete,
}: {
  lignes: AssolementCulture[];
  lecture: boolean;
  millesime: number;
  onDelete: (l: AssolementCulture) => void;
}) {
  return (
    <DataTable
      caption={`Cultures ${millesime}`}
      columns={COLUMNS}
      rows={lignes}
      rowKey={(l) => l.id}
      testId="liste-cultures"
      rowProps={() => ({ 'data-testid': 'culture' })}
      actions={
        lecture
          ? undefined
          : (l) => (
              <>
                <Link to={`${EDITION_PATH}?millesime=${millesime}&assolementId=${l.id}`} aria-label={`Modifier ${libelleLigne(l)}`}>
                  Modifier
                </Link>
                <button type="button" className="lien" aria-label={`Supprimer ${libelleLigne(l)}`} onClick={() => onDelete(l)}>
                  Supprimer
                </button>
              </>
            )
      }
      footer={
        <tr data-testid="total-cultures">
          <th scope="row">{lignes.some((l) => l.estDerobee) ? 'Total hors cultures dérobées' : 'Total'}</th>
          <td className="nombre" data-label="Surface">
            {formatSurface(surfaceTotale(lignes))}
          </td>
          <td colSpan={lecture ? 2 : 3} />
        </tr>
      }
    />
  );
}

function Annee({ codeDossier, millesime, data, isCollaborateur }: { codeDossier: string; millesime: number; data: Assolement; isCollaborateur: boolean }) {
  const theme = useAppTheme();
  const removeLine = useDeleteCulture();
  const removeAll = useDeleteAssolement();
  const importN1 = useInsertNmoins1();
  const validate = useValidateAssolement();
  const { dialog, confirm } = useConfirmation();
  const [telepac, setTelepac] = useState(false);
  const lecture = data.dossier.estDefinitif || data.cultures.some((c) => c.assolement.estAssolementDefinitif);
  const busy = removeLine.isPending || removeAll.isPending || importN1.isPending || validate.isPending;

  const askDelete = (l: AssolementCulture) =>
    confirm({
      title: 'Supprimer la culture',
      message: `La culture « ${libelleLigne(l)} » sera supprimée de l’assolement ${millesime}.`,
      confirmLabel: 'Supprimer la culture',
      cancelLabel: 'Conserver la culture',
      onConfirm: () =>
        removeLine.mutate(
          { codeDossier, millesime, id: l.id },
          { onSuccess: () => toast.success('La culture a été supprimée.'), onError: (e) => handleError(e, M.suppressionLigne) },
        ),
    });
  const askDeleteAll = () =>
    confirm({
      title: 'Supprimer toutes les cultures',
      message: `Toutes les cultures de l’assolement ${millesime} seront supprimées.`,
      confirmLabel: 'Supprimer toutes les cultures',
      cancelLabel: 'Conserver les cultures',
      onConfirm: () =>
        removeAll.mutate(
          { codeDossier, millesime },
          { onSuccess: () => toast.success('Les cultures ont été supprimées.'), onError: (e) => handleError(e, M.suppressionTout) },
        ),
    });
  const doImport = () =>
    importN1.mutate(
      { codeDossier, millesime },
      {
        onSuccess: (r) => (r.inserted ? toast.success : toast.info)(resultatNmoins1(r, millesime - 1)),
        onError: (e) => handleError(e, M.importNmoins1),
      },
    );
  const doValidate = (estDefinitif: boolean) =>
    validate.mutate(
      { codeDossier, millesime, estDefinitif },
      {
        onSuccess: () => toast.success(estDefinitif ? `L’assolement ${millesime} est validé.` : `L’assolement ${millesime} est rouvert.`),
        onError: (e) => handleError(e),
      },
    );

  return (
    <>
      {lecture && (
        <p className="assolement__valide" role="status" data-testid="assolement-valide">
          {assolementValideMessage(millesime, data.dossier.validePar ?? theme.entityName)}
        </p>
      )}
      <div className="assolement__actions">
        {!lecture && (
          <>
            <Link className="bouton" to={`${EDITION_PATH}?millesime=${millesime}`}>
              Ajouter une culture
            </Link>
            <button type="button" className="bouton bouton--secondaire" disabled={busy} onClick={doImport}>
              Importer l’année précédente
            </button>
            <button type="button" className="bouton bouton--secondaire" disabled={busy} onClick={() => setTelepac(true)}>
              Importer un fichier Telepac
            </button>
            {data.cultures.length > 0 && (
              <button type="button" className="bouton bouton--secondaire" disabled={busy} onClick={askDeleteAll}>
                Supprimer toutes les cultures
              </button>
            )}
          </>
        )}
        {isCollaborateur && (
          <button type="button" className="bouton bouton--secondaire" disabled={busy} onClick={() => doValidate(!lecture)}>
            {lecture ? 'Rouvrir l’assolement' : 'Valider l’assolement'}
          </button>
        )}
      </div>
      {data.cultures.length === 0 ? (
        <EmptyState>Aucune culture n’est renseignée pour {millesime}.</EmptyState>
      ) : (
        <Lignes lignes={data.cultures} lecture={lecture} millesime={millesime} onDelete={askDelete} />
      )}
      {dialog}
      {telepac && !lecture && <TelepacImportDialog codeDossier={codeDossier} millesime={millesime} onClose={() => setTelepac(false)} />}
    </>
  );
}

function AssolementDossier({ codeDossier, isCollaborateur }: { codeDossier: string; isCollaborateur: boolean }) {
  const [millesime, setMillesime] = useMillesime();
  const query = useAssolement(codeDossier, millesime);
  return (
    <>
      <MillesimeSelect id="assolement-millesime" className="champ assolement__millesime" value={millesime} onChange={setMillesime} />
      <QueryState query={query} errorMessage={M.chargementAssolements} loadingLabel="Chargement de l’assolement">
        {(data) => <Annee key={millesime} codeDossier={codeDossier} millesime={millesime} data={data} isCollaborateur={isCollaborateur} />}
      </QueryState>
    </>
  );
}

/** /outils/assolement: the crop rotation of one year (spec 02 §2, §4, §9). */
export default function AssolementPage() {
  const { dossier, isCollaborateur } = useSelectedDossier();
  return (
    <div className="page assolement">
      <ToolHeader slug="assolement" title="Assolement" info={<AssolementInfo />} />
      {dossier ? (
        <AssolementDossier codeDossier={dossier.codeDossier} isCollaborateur={isCollaborateur} />
      ) : (
        <EmptyState>Aucun dossier sélectionné.</EmptyState>
      )}
    </div>
  );
}
