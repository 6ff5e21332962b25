import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { type DuerAudit, DuerAuditMessages as A } from '@portail/contracts';
import { useConfirmation } from '../../../../components/ui/confirm-dialog';
import { RetourDuer } from '../common/retour-duer';
import { PageTitle } from '../../../../components/ui/page-title';
import { QueryState } from '../../../../components/ui/query-state';
import { handleError } from '../../../../lib/error-handler';
import { useAddAuditCategorie } from '../../api/audit/add-audit-categorie';
import { useAddAuditQuestion } from '../../api/audit/add-audit-question';
import { useDeleteAuditQuestion } from '../../api/audit/delete-audit-question';
import { useDuerAudit } from '../../api/audit/get-audit';
import { useSaveAudit } from '../../api/audit/save-audit';
import { useQuitter } from '../module/use-quitter';
import { type AjoutAudit, AuditAjoutDialog } from './audit-ajout-dialog';
import { AuditCategorie } from './audit-categorie';
import { deplacerQuestion, initAudit, modifierQuestion, payloadAudit, questionsDe } from './audit-edit';
import { AuditQuestionLigne } from './audit-question-ligne';
import '../module/duer-module.css';
import './duer-audit.css';

function AuditEditeur({ idDuer, data }: { idDuer: number; data: DuerAudit }) {
  const { dialog, confirm } = useConfirmation();
  const [source, setSource] = useState(data);
  const [edition, setEdition] = useState(() => initAudit(data));
  if (source !== data) {
    setSource(data);
    setEdition(initAudit(data));
  }
  const save = useSaveAudit();
  const suppression = useDeleteAuditQuestion();
  const ajoutQuestion = useAddAuditQuestion();
  const ajoutCategorie = useAddAuditCategorie();
  /** One change at a time: a save, or a deletion or an addition after the pending changes' save. */
  const occupe = save.isPending || suppression.isPending || ajoutQuestion.isPending || ajoutCategorie.isPending;
  const [ajout, setAjout] = useState(false);
  const { droits } = data;
  const quitter = useQuitter(edition.enAttente);
  const ordreCategories = data.categories.map((c) => c.id);
  /** The audit as the server returns it (the cache holds it already); local changes are dropped (identical data keeps its reference). */
  const recevoir = (d: DuerAudit) => setEdition(initAudit(d));

  /** Saves pending changes, then `suite`; a failed save keeps them pending (spec 03 §4) and shows `message`. */
  const enregistrer = (message: string, suite: () => void) => {
    if (occupe) return;
    if (!edition.enAttente) return suite();
    save.mutate(
      { idDuer, body: payloadAudit(edition) },
      {
        onSuccess: (d) => {
          recevoir(d);
          suite();
        },
        onError: (error) => {
          setEdition((e) => ({ ...e, enAttente: true }));
          handleError(error, message);
        },
      },
    );
  };
  /** After the save: the action, whose answer is the audit to show; its failure shows `erreur`. */
  const apres = (erreur: string) => ({ onSuccess: recevoir, onError: (error: unknown) => handleError(error, erreur) });
  const sauver = () => enregistrer(A.sauvegarde, () => toast.success(A.enregistre));
  /** Deleting removes the question on the server at once, after saving the pending order. */
  const supprimer = (idQuestion: number) =>
    confirm({
      title: 'Supprimer la question',
      message: A.confirmationSuppression,
      confirmLabel: 'Supprimer la question',
      cancelLabel: 'Conserver la question',
      onConfirm: () => enregistrer(A.ordre, () => suppression.mutate({ idDuer, idQuestion }, apres(A.suppression))),
    });
  /** Adding saves the audit, then adds, then shows the audit as the server returns it. */
  const ajouter = (a: AjoutAudit) =>
    enregistrer(A.sauvegarde, () =>
      a.type === 'categorie'
        ? ajoutCategorie.mutate({ idDuer, body: a.body }, apres(A.ajoutCategorie))
        : ajoutQuestion.mutate({ idDuer, body: a.body }, apres(A.ajoutQuestion)),
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
          <button type="button" className="duer-flottant duer-flottant--enregistrer" aria-label="Enregistrer l’audit" disabled={occupe} onClick={sauver}>
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
