import { useReducer, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentsMessages } from '@portail/contracts';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { showFlash } from '../../../lib/flash';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { gedKeys } from '../api/documents-keys';
import { usePayrollManager } from '../api/has-payroll-manager';
import { confirmUpload, uploadDocument } from '../api/upload-document';
import { parseUploadType, typeFichierOf, uploadDestination, UPLOAD_TITLES, type UploadType } from '../utils/upload-choice';
import { addFiles, queueReducer, sendBatch, type BatchResult } from '../utils/upload-queue';
import { DropZone } from './drop-zone';
import { UploadList } from './upload-list';
import { SessionLostDialog, UploadResultDialog } from './upload-result-dialog';
import '../../../styles/documents.css';

function UploadForm({ type, codeDossier, estCollab }: { type: UploadType; codeDossier: string; estCollab: boolean }) {
  const queryClient = useQueryClient();
  const [entries, dispatch] = useReducer(queueReducer, []);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [withComment, setWithComment] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);
  const [sessionLost, setSessionLost] = useState(false);
  const typeFichier = typeFichierOf(type);

  const onFiles = (files: File[]) => {
    const next = addFiles(entries, files);
    setAlerts(next.alerts);
    dispatch({ type: 'add', entries: next.entries });
  };

  const submit = async () => {
    if (entries.length === 0) {
      setAlerts([DocumentsMessages.aucunFichier]);
      return;
    }
    setAlerts([]);
    setBusy(true);
    try {
      const outcome = await sendBatch(
        entries,
        (entry, onProgress) => uploadDocument({ codeDossier, typeFichier, estCollab, file: entry.file }, onProgress),
        dispatch,
      );
      if (outcome.aborted) {
        setSessionLost(true);
        return;
      }
      if (outcome.sent > 0) {
        void queryClient.invalidateQueries({ queryKey: gedKeys.all });
        try {
          await confirmUpload({
            nbDocuments: outcome.sent,
            nbDocumentsEnErreur: outcome.failed,
            codedossier: codeDossier,
            typeFichier,
            commentaire: withComment && comment.trim() ? comment.trim() : undefined,
          });
        } catch {
          showFlash('error', DocumentsMessages.mailConfirmationEchec);
        }
      }
      setResult(outcome);
      if (outcome.failed === 0) {
        setComment('');
        setWithComment(false);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="carte formulaire depot"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DropZone count={entries.length} disabled={busy} onFiles={onFiles} />
      {alerts.map((message) => (
        <p key={message} className="champ__erreur" role="alert" data-testid="depot-alerte">
          {message}
        </p>
      ))}
      <UploadList entries={entries} busy={busy} onRemove={(name) => dispatch({ type: 'remove', name })} />
      <div className="champ champ--case">
        <input
          id="depot-avec-commentaire"
          type="checkbox"
          checked={withComment}
          disabled={busy}
          onChange={(e) => {
            setWithComment(e.target.checked);
            if (!e.target.checked) setComment('');
          }}
        />
        <label htmlFor="depot-avec-commentaire">Ajouter un commentaire pour mes conseillers</label>
      </div>
      {withComment && (
        <div className="champ">
          <label htmlFor="depot-commentaire">Commentaire (facultatif)</label>
          <textarea id="depot-commentaire" rows={4} maxLength={2000} value={comment} disabled={busy} onChange={(e) => setComment(e.target.value)} />
        </div>
      )}
      <div className="formulaire__actions">
        <Link className="bouton bouton--secondaire" to="/documents">
          Retour à mes documents
        </Link>
        <button type="submit" className="bouton" disabled={busy} data-testid="depot-envoyer">
          {busy ? 'Envoi en cours…' : 'Envoyer'}
        </button>
      </div>
      <UploadResultDialog result={result} onClose={() => setResult(null)} />
      <SessionLostDialog open={sessionLost} />
    </form>
  );
}

/** /documents/ajout-document?type=invoice|pay|document: 'Déposer une facture / un document paie / un document' (spec 02 §2). */
export default function UploadPage() {
  const [params] = useSearchParams();
  const { dossier, modules, isCollaborateur } = useSelectedDossier();
  const type = parseUploadType(params.get('type'));
  const payroll = usePayrollManager(type === 'pay' ? dossier?.codeDossier : undefined);
  if (!dossier) return <Navigate to="/accueil" replace />;
  if (type === 'pay' && payroll.isPending) return <PageLoader />;
  const destination = uploadDestination(type, { modules, hasPayrollManager: payroll.data?.hasGestionnairePaie ?? false });
  if (destination === 'accueil') return <Navigate to="/accueil" replace />;
  if (destination === 'choix' || !type) return <Navigate to="/ged/ajout-document" replace />;
  return (
    <div className="page ged-depot">
      <PageTitle>{UPLOAD_TITLES[type]}</PageTitle>
      <p className="texte-secondaire">
        Dossier {dossier.raisonSociale} ({dossier.codeDossier}). Les fichiers sont envoyés un par un puis classés par le cabinet.
      </p>
      <UploadForm type={type} codeDossier={dossier.codeDossier} estCollab={isCollaborateur} />
    </div>
  );
}
