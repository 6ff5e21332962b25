import { useReducer, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { DocumentsMessages } from '@portail/contracts';
import { FormField } from '../../../components/ui/form-field';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { showFlash } from '../../../lib/flash';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { gedKeys } from '../api/documents-keys';
import { usePayrollManager } from '../api/has-payroll-manager';
import { confirmUpload, uploadDocument } from '../api/upload-document';
import { parseUploadType, typeFichierOf, uploadDestination, UPLOAD_TITLES, type UploadType } from '../utils/upload-choice';
import { COMMENTAIRE_MAX, UploadFormSchema, type UploadFormOutput, type UploadFormValues } from '../utils/upload-form';
import { addFiles, queueReducer, sendBatch, type BatchResult } from '../utils/upload-queue';
import { DropZone } from './drop-zone';
import { UploadList } from './upload-list';
import { SessionLostDialog, UploadResultDialog } from './upload-result-dialog';
import '../../../styles/documents.css';

const FICHIERS_ID = 'depot-fichiers-choix';
const DEPOT_ALERTE_ID = 'depot-alerte';

function UploadForm({ type, codeDossier, estCollab }: { type: UploadType; codeDossier: string; estCollab: boolean }) {
  const queryClient = useQueryClient();
  const [entries, dispatch] = useReducer(queueReducer, []);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);
  const [sessionLost, setSessionLost] = useState(false);
  const typeFichier = typeFichierOf(type);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<UploadFormValues, unknown, UploadFormOutput>({
    resolver: zodResolver(UploadFormSchema),
    defaultValues: { nbFichiers: 0, avecCommentaire: false, commentaire: '' },
  });
  const withComment = useWatch({ control, name: 'avecCommentaire' });
  const filesError = errors.nbFichiers?.message;
  const messages = filesError ? [filesError, ...alerts] : alerts;

  const onFiles = (files: File[]) => {
    const next = addFiles(entries, files);
    setAlerts(next.alerts);
    dispatch({ type: 'add', entries: next.entries });
    setValue('nbFichiers', next.entries.length, { shouldValidate: isSubmitted });
  };

  const send = async ({ commentaire }: UploadFormOutput) => {
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
          await confirmUpload({ nbDocuments: outcome.sent, nbDocumentsEnErreur: outcome.failed, codedossier: codeDossier, typeFichier, commentaire });
        } catch {
          showFlash('error', DocumentsMessages.mailConfirmationEchec);
        }
      }
      setResult(outcome);
      setValue('nbFichiers', outcome.failed);
      if (outcome.failed === 0) {
        setValue('commentaire', '');
        setValue('avecCommentaire', false);
      }
    } finally {
      setBusy(false);
    }
  };
  const submit = handleSubmit(send, (invalid) => {
    setAlerts([]);
    // The file list is no input of the form: its picker takes the focus.
    if (invalid.nbFichiers) document.getElementById(FICHIERS_ID)?.focus();
  });

  return (
    <form
      className="carte formulaire depot"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        setValue('nbFichiers', entries.length);
        void submit(e);
      }}
    >
      <DropZone inputId={FICHIERS_ID} count={entries.length} disabled={busy} onFiles={onFiles} errorId={filesError ? DEPOT_ALERTE_ID : undefined} />
      {messages.map((message, i) => (
        <p key={message} id={i === 0 ? DEPOT_ALERTE_ID : undefined} className="champ__erreur" role="alert" data-testid="depot-alerte">
          {message}
        </p>
      ))}
      <UploadList entries={entries} busy={busy} onRemove={(name) => dispatch({ type: 'remove', name })} />
      <div className="champ champ--case">
        <input
          id="depot-avec-commentaire"
          type="checkbox"
          disabled={busy}
          {...register('avecCommentaire', {
            onChange: (e: { target: HTMLInputElement }) => {
              if (!e.target.checked) setValue('commentaire', '');
            },
          })}
        />
        <label htmlFor="depot-avec-commentaire">Ajouter un commentaire pour mes conseillers</label>
      </div>
      {withComment && (
        <FormField id="depot-commentaire" label="Commentaire (facultatif)" error={errors.commentaire?.message}>
          {(a11y) => <textarea {...a11y} rows={4} maxLength={COMMENTAIRE_MAX} disabled={busy} {...register('commentaire')} />}
        </FormField>
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
