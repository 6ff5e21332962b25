import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { type DuerAudit, DuerAuditMessages as A } from '@portail/contracts';
import { useConfirmation } from '../../../../components/ui/confirm-dialog';
import { RetourDuer } from '../common/retour-duer';
import { PageTitle } from '../../../../components/ui/page-title';
import { QueryState } from '../../../../components/ui/query-state';
import { handleError } from '../../../../lib/error-handler';
import { addAuditCategorie, addAuditQuestion, auditQueryOptions, deleteAuditQuestion, saveAudit, useDuerAudit } from '../../api/duer-audit';
import { useQuitter } from '../module/use-quitter';
import { type AjoutAudit, AuditAjoutDialog } from './audit-ajout-dialog';
import { AuditCategorie } from './audit-categorie';
import { deplacerQuestion, initAudit, modifierQuestion, payloadAudit, questionsDe } from './audit-edit';
import { AuditQuestionLigne } from './audit-question-ligne';
import '../module/duer-module.css';
import './duer-audit.css';

function AuditEditeur({ idDuer, data }: { idDuer: number; data: DuerAudit }) {
  const queryClient = useQueryClient();
  const { dialog, confirm } = useConfirmation();
  const [source, setSource] = useState(data);
  const [edition, setEdition] = useState(() => initAudit(data));
  if (source !== data) {
    setSource(data);
    setEdition(initAudit(data));
  }
  const [occupe, setOccupe] = useState(false);
  const [ajout, setAjout] = useState(false);
  const { droits } = data;
  const quitter = useQuitter(edition.enAttente);
  const ordreCategories = data.categories.map((c) => c.id);
  /** The audit as the server returns it; local changes are then saved or dropped (identical data keeps its reference). */
  const recevoir = (d: DuerAudit) => {
    queryClient.setQueryData(auditQueryOptions(idDuer).queryKey, d);
    setEdition(initAudit(d));
  };

  /** Saves pending changes; a failed save keeps them pending (spec 03 §4). */
  const enregistrer = async (message: string = A.sauvegarde): Promise<boolean> => {
    if (!edition.enAttente) return true;
    try {
      recevoir(await saveAudit(idDuer, payloadAudit(edition)));
      return true;
    } catch (error) {
      setEdition((e) => ({ ...e, enAttente: true }));
      handleError(error, message);
      return false;
    }
  };
  const action = async (work: () => Promise<DuerAudit>, erreur: string, avant?: string) => {
    if (occupe) return;
    setOccupe(true);
    try {
      if (avant !== undefined && !(await enregistrer(avant))) return;
      recevoir(await work());
    } catch (error) {
      handleError(error, erreur);
    } finally {
      setOccupe(false);
    }
  };
  const sauver = async () => {
    if (occupe) return;
    setOccupe(true);
    if (await enregistrer()) toast.success(A.enregistre);
    setOccupe(false);
  };
  /** Deleting removes the question on the server at once, after saving the pending order. */
  const supprimer = (idQuestion: number) =>
    confirm({
      title: 'Supprimer la question',
      message: A.confirmationSuppression,
      confirmLabel: 'Supprimer la question',
      cancelLabel: 'Conserver la question',
      onConfirm: () => void action(() => deleteAuditQuestion(idDuer, idQuestion), A.suppression, A.ordre),
    });
  /** Adding saves the audit, then adds, then shows the audit as the server returns it. */
  const ajouter = (a: AjoutAudit) =>
    void action(
      () => (a.type === 'categorie' ? addAuditCategorie(idDuer, a.body) : addAuditQuestion(idDuer, a.body)),
      a.type === 'categorie' ? A.ajoutCategorie : A.ajoutQuestion,
      A.sauvegarde,
    );

  return (
    <>
      <RetourDuer idDuer={idDuer} annee={data.duer.annee} />
      <PageTitle>{A.titre}</PageTitle>
      {edition.enAttente && (
        <p className="duer-module__attente" role="status" data-testid="modifications-en-attente">
          Des modifications n&apos;ont pas été enregistrées
        </p>
      )}
      {data.categories.length === 0 && <p className="etat-vide">{A.aucuneQuestion}</p>}
      {data.categories.map((c) => {
        const questions = questionsDe(edition, c.id);
        return (
          <AuditCategorie key={c.id} nom={c.nom} vide={questions.length === 0}>
            {questions.map((q, i) => (
              <AuditQuestionLigne
                key={q.q_id}
                question={q}
                numero={i + 1}
                premier={i === 0}
                dernier={i === questions.length - 1}
                droitModifs={droits.droitModifs}
                droitCreation={droits.droitCreation}
                onChange={(m) => setEdition((e) => modifierQuestion(e, q.q_id, m))}
                onMove={(sens) => setEdition((e) => deplacerQuestion(e, ordreCategories, q.q_id, sens))}
                onDelete={() => supprimer(q.q_id)}
              />
            ))}
          </AuditCategorie>
        );
      })}
      <div className="duer-flottants" data-testid="boutons-flottants">
        {droits.droitCreation && droits.droitModifs && (
          <button type="button" className="duer-flottant" aria-label="Ajouter une catégorie ou une question" onClick={() => setAjout(true)}>
            +
          </button>
        )}
        {edition.enAttente && (
          <button
            type="button"
            className="duer-flottant duer-flottant--enregistrer"
            aria-label="Enregistrer l’audit"
            disabled={occupe}
            onClick={() => void sauver()}
          >
            ✓
          </button>
        )}
      </div>
      {ajout && <AuditAjoutDialog idDuer={idDuer} onClose={() => setAjout(false)} onAjout={ajouter} />}
      {dialog}
      {quitter}
    </>
  );
}

/** /outils/duer/audit/:idDuer/questions/types/:idBaseType: the prior audit of a DUER (spec 03 §2.7). */
export default function DuerAuditPage() {
  const params = useParams();
  const idDuer = Number(params.idDuer);
  const query = useDuerAudit(idDuer);
  return (
    <div className="page duer-audit">
      <QueryState query={query} errorMessage={A.chargement} loadingLabel="Chargement de l’audit">
        {(data) => <AuditEditeur key={idDuer} idDuer={idDuer} data={data} />}
      </QueryState>
    </div>
  );
}
