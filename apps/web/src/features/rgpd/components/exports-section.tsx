import { useEffect, useRef, useState } from 'react';
import type { ExportDonnees } from '@portail/contracts';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/error-handler';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { useDownloadExport } from '../api/download-export';
import { useRequestExport } from '../api/request-export';
import { exportStateText } from '../utils/rgpd-texts';

const columns: Column<ExportDonnees>[] = [
  { id: 'date', header: 'Demandé le', rowHeader: true, cell: (e) => formatDateTime(e.demandeeLe) },
  { id: 'etat', header: 'État', cell: (e) => exportStateText(e) },
  { id: 'taille', header: 'Taille', numeric: true, cell: (e) => (e.taille === null ? '—' : formatFileSize(e.taille)) },
];

const downloadButtonId = (id: string) => `telecharger-export-${id}`;

interface ExportsSectionProps {
  exports: ExportDonnees[];
  /** The export named by the mail's link (?export=): highlighted, its button focused once. */
  linked: string | null;
}

/** « Télécharger mes données »: what the ZIP holds, the request, and the list of exports. */
export function ExportsSection({ exports, linked }: ExportsSectionProps) {
  const request = useRequestExport();
  const download = useDownloadExport();
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const focused = useRef(false);
  const linkedReady = exports.some((e) => e.id === linked && e.statut === 'prete');

  useEffect(() => {
    if (focused.current || !linked || !linkedReady) return;
    focused.current = true;
    document.getElementById(downloadButtonId(linked))?.focus();
  }, [linked, linkedReady]);

  const ask = () => {
    setNotice(null);
    setAlert(null);
    request.mutate(undefined, {
      onSuccess: ({ message }) => setNotice(message),
      onError: (error) => setAlert(errorText(error, 'La demande n’a pas pu être envoyée. Réessayez.')),
    });
  };
  const save = (e: ExportDonnees) => {
    setNotice(null);
    setAlert(null);
    download.mutate(e, { onError: (error) => setAlert(errorText(error, 'Le téléchargement a échoué. Réessayez.')) });
  };

  return (
    <section className="carte rgpd__bloc" aria-labelledby="titre-export">
      <h2 id="titre-export" className="section__titre">
        Télécharger mes données
      </h2>
      <p>Vous recevez un fichier ZIP avec un résumé lisible en PDF et vos données au format JSON :</p>
      <ul className="rgpd__liste">
        <li>votre compte et vos coordonnées ;</li>
        <li>vos dossiers et vos droits d’accès ;</li>
        <li>vos rendez-vous et leurs fichiers ;</li>
        <li>vos inscriptions aux événements et vos réponses aux assemblées générales ;</li>
        <li>vos demandes de rappel ;</li>
        <li>le journal de vos connexions ;</li>
        <li>les intitulés des identifiants partagés.</li>
      </ul>
      <p>
        Aucun mot de passe n’y figure. L’export est préparé en quelques minutes ; un e-mail vous envoie alors un lien valable 7 jours. Une demande par 24
        heures.
      </p>
      <div role="status">{notice && <p className="formulaire__succes">{notice}</p>}</div>
      <FormAlert message={alert} testId="erreur-export" />
      <div className="barre-actions">
        <button type="button" className="bouton" onClick={ask} disabled={request.isPending}>
          {request.isPending ? 'Envoi…' : 'Demander mes données'}
        </button>
      </div>
      {exports.length === 0 ? (
        <EmptyState>Vous n’avez demandé aucun export.</EmptyState>
      ) : (
        <>
          <h3 className="rgpd__sous-titre">Mes exports</h3>
          <DataTable
            caption="Mes exports de données"
            captionHidden
            className="tableau-rgpd"
            columns={columns}
            rows={exports}
            rowKey={(e) => e.id}
            rowProps={(e) => ({
              'data-testid': 'export',
              className: e.id === linked ? 'rgpd__export--lien' : undefined,
              'aria-current': e.id === linked ? 'true' : undefined,
            })}
            actions={(e) =>
              e.statut === 'prete' ? (
                <button
                  type="button"
                  id={downloadButtonId(e.id)}
                  className="bouton bouton--secondaire bouton--petit"
                  aria-label={`Télécharger l’export du ${formatDateTime(e.demandeeLe)}`}
                  disabled={download.isPending && download.variables?.id === e.id}
                  onClick={() => save(e)}
                >
                  Télécharger
                </button>
              ) : null
            }
          />
        </>
      )}
    </section>
  );
}
