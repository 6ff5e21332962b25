import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type AjoutAuditCategorie, type AjoutAuditQuestion, BASE_TYPE_AUDIT, DUER_AUDIT_LIMITES, DuerAuditMessages as A } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { openErrorDialog } from '../../../../lib/error-dialog';
import { categoriesRestantesQueryOptions } from '../../api/audit/get-audit-categories-restantes';
import { questionsRestantesQueryOptions } from '../../api/audit/get-audit-questions-restantes';

export type AjoutAudit = { type: 'categorie'; body: AjoutAuditCategorie } | { type: 'question'; body: AjoutAuditQuestion };
type Onglet = 'categorie' | 'question';
const NOUVELLE = -1;

/** Checks the dialog's choice: a message for the error modal, or the call to make (spec 03 §2.7, §5). */
export function ajoutAuditDepuis(
  onglet: Onglet,
  f: { nomCategorie: string; premiereQuestion: string; idBaseCategorie: number | null; idQuestion: number; nomQuestion: string },
): AjoutAudit | string {
  if (onglet === 'categorie') {
    if (!f.nomCategorie.trim()) return A.nomCategorieRequis;
    const nouvelleQuestion = f.premiereQuestion.trim();
    return { type: 'categorie', body: { nom: f.nomCategorie.trim(), idBaseType: BASE_TYPE_AUDIT, ...(nouvelleQuestion ? { nouvelleQuestion } : {}) } };
  }
  if (!f.idBaseCategorie) return A.categorieRequise;
  if (f.idQuestion === NOUVELLE)
    return { type: 'question', body: { idBaseCategorie: f.idBaseCategorie, idQuestion: NOUVELLE, nom: f.nomQuestion.trim() || ' ' } };
  return { type: 'question', body: { idBaseCategorie: f.idBaseCategorie, idQuestion: f.idQuestion } };
}

/** 'Que voulez-vous ajouter ?': a category (and its first question), or a question in a category. */
export function AuditAjoutDialog({ idDuer, onClose, onAjout }: { idDuer: number; onClose: () => void; onAjout: (a: AjoutAudit) => void }) {
  const id = useId();
  const [onglet, setOnglet] = useState<Onglet>('categorie');
  const [nomCategorie, setNomCategorie] = useState('');
  const [premiereQuestion, setPremiereQuestion] = useState('');
  const [idBaseCategorie, setIdBaseCategorie] = useState<number | null>(null);
  const [idQuestion, setIdQuestion] = useState(NOUVELLE);
  const [nomQuestion, setNomQuestion] = useState('');
  const categories = useQuery({ ...categoriesRestantesQueryOptions(idDuer), enabled: onglet === 'question' });
  const questions = useQuery({ ...questionsRestantesQueryOptions(idDuer, idBaseCategorie ?? 0), enabled: onglet === 'question' && idBaseCategorie !== null });

  const valider = () => {
    const r = ajoutAuditDepuis(onglet, { nomCategorie, premiereQuestion, idBaseCategorie, idQuestion, nomQuestion });
    if (typeof r === 'string') return openErrorDialog(r);
    onAjout(r);
    onClose();
  };
  const onglets: [Onglet, string][] = [
    ['categorie', 'Une catégorie'],
    ['question', 'Une question'],
  ];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title="Que voulez-vous ajouter ?"
        testId="dialogue-ajout-audit"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="button" className="bouton" onClick={valider}>
              Valider
            </button>
          </>
        }
      >
        <div role="tablist" className="duer-audit__onglets">
          {onglets.map(([valeur, libelle]) => (
            <button
              key={valeur}
              type="button"
              role="tab"
              id={`${id}-onglet-${valeur}`}
              aria-selected={onglet === valeur}
              aria-controls={`${id}-panneau`}
              className={onglet === valeur ? 'bouton' : 'bouton bouton--secondaire'}
              onClick={() => setOnglet(valeur)}
            >
              {libelle}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panneau`} aria-labelledby={`${id}-onglet-${onglet}`} className="duer-audit__panneau">
          {onglet === 'categorie' ? (
            <>
              <label htmlFor={`${id}-nom`}>Nom de la catégorie</label>
              <input
                id={`${id}-nom`}
                className="champ"
                value={nomCategorie}
                maxLength={DUER_AUDIT_LIMITES.nomMax}
                onChange={(e) => setNomCategorie(e.target.value)}
              />
              <label htmlFor={`${id}-premiere`}>Première question (facultative)</label>
              <input
                id={`${id}-premiere`}
                className="champ"
                value={premiereQuestion}
                maxLength={DUER_AUDIT_LIMITES.nomMax}
                onChange={(e) => setPremiereQuestion(e.target.value)}
              />
            </>
          ) : (
            <>
              <label htmlFor={`${id}-categorie`}>Catégorie</label>
              <select
                id={`${id}-categorie`}
                className="champ"
                value={idBaseCategorie ?? ''}
                onChange={(e) => {
                  setIdBaseCategorie(e.target.value ? Number(e.target.value) : null);
                  setIdQuestion(NOUVELLE);
                }}
              >
                <option value="">{categories.isPending ? 'Chargement…' : 'Choisissez une catégorie'}</option>
                {categories.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nom}
                  </option>
                ))}
              </select>
              {categories.isError && <p role="alert">{A.chargementCategories}</p>}
              {idBaseCategorie !== null && (
                <>
                  <label htmlFor={`${id}-question`}>Question</label>
                  <select id={`${id}-question`} className="champ" value={idQuestion} onChange={(e) => setIdQuestion(Number(e.target.value))}>
                    <option value={NOUVELLE}>Nouvelle question</option>
                    {questions.data?.map((q) => (
                      <option key={q.id} value={q.id}>
                        {q.nom}
                      </option>
                    ))}
                  </select>
                  {idQuestion === NOUVELLE && (
                    <>
                      <label htmlFor={`${id}-texte`}>Texte de la question</label>
                      <input
                        id={`${id}-texte`}
                        className="champ"
                        value={nomQuestion}
                        maxLength={DUER_AUDIT_LIMITES.nomMax}
                        onChange={(e) => setNomQuestion(e.target.value)}
                      />
                    </>
                  )}
                </>
              )}
            </>
          )}
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
