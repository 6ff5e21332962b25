import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type DuerCreation, type DuerIndex, DuerMessages as M } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { openErrorDialog } from '../../../lib/error-dialog';
import { useCreateDuer } from '../api/structure/create-duer';
import { useDuerSources } from '../api/structure/get-duer-sources';
import { duerErreur } from '../utils/duer-erreur';

type Mode = DuerCreation['mode'];

const LIBELLES: Record<Mode, string> = {
  vide: 'DUER vide',
  modele: 'Modèle par défaut',
  copie: 'Copier une année',
  autreDossier: 'Copier depuis un autre dossier',
};

/** The creation modes the api allows the caller (spec 03 §2.1): a year copy needs a year to copy. */
export function modesOfferts(index: DuerIndex): Mode[] {
  const c = index.creation;
  return (['vide', 'modele', 'copie', 'autreDossier'] as const).filter((m) =>
    m === 'vide' ? c.vide : m === 'modele' ? c.modele : m === 'copie' ? c.copieAnnee && index.duers.length > 0 : c.copieAutreDossier,
  );
}

const range = (min: number, max: number) => Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);

/** The creation body, or the validation message of spec 03 §5 shown in the error modal. */
export function creationBody(
  index: DuerIndex,
  choix: { mode: Mode; annee: number; anneeSource: number | null; copierContenu: boolean; idDuerSource: number | null },
): DuerCreation | string {
  const { anneeMin, anneeMax, anneeImposee } = index.creation;
  const annee = anneeImposee ?? choix.annee;
  if (!Number.isInteger(annee) || annee < anneeMin || annee > anneeMax) return M.anneeInvalide;
  if (index.duers.some((d) => d.annee === annee)) return M.duerExistant;
  switch (choix.mode) {
    case 'copie':
      if (choix.anneeSource === null) return M.aucunDuerSelectionne;
      return { mode: 'copie', annee, anneeSource: choix.anneeSource, copierContenu: choix.copierContenu };
    case 'autreDossier':
      if (choix.idDuerSource === null) return M.aucunDuerSelectionne;
      return { mode: 'autreDossier', annee, idDuerSource: choix.idDuerSource };
    default:
      return { mode: choix.mode, annee };
  }
}

/** The year the dialog proposes: this year, or the next one without a DUER, within the allowed years. */
export function anneeProposee(index: DuerIndex, courante: number): number {
  const { anneeMin, anneeMax } = index.creation;
  const prises = new Set(index.duers.map((d) => d.annee));
  for (let annee = Math.max(courante, anneeMin); annee <= anneeMax; annee++) if (!prises.has(annee)) return annee;
  return Math.min(Math.max(courante, anneeMin), anneeMax);
}

/** 'Créer un DUER' (spec 03 §2.1): year (chosen by advisers, imposed for members) and the allowed creation modes. */
export function DuerCreationDialog({ codeDossier, index, onClose }: { codeDossier: string; index: DuerIndex; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateDuer();
  const modes = modesOfferts(index);
  const { anneeMin, anneeMax, anneeImposee } = index.creation;
  const courante = new Date().getFullYear();
  const [mode, setMode] = useState<Mode>(modes[0] ?? 'vide');
  const [annee, setAnnee] = useState(anneeImposee ?? anneeProposee(index, courante));
  const [anneeSource, setAnneeSource] = useState<number | null>(index.duers[0]?.annee ?? null);
  const [copierContenu, setCopierContenu] = useState(true);
  const [idDuerSource, setIdDuerSource] = useState<number | null>(null);
  const sources = useDuerSources(codeDossier, mode === 'autreDossier');

  const submit = () => {
    const body = creationBody(index, { mode, annee, anneeSource, copierContenu, idDuerSource });
    if (typeof body === 'string') return openErrorDialog(body);
    create.mutate(
      { codeDossier, body },
      {
        onSuccess: (duer) => {
          toast.success(`Le DUER ${duer.annee} a été créé.`);
          onClose();
          void navigate(`/outils/duer/${duer.id}`);
        },
        onError: (e) => duerErreur(e, M.creationDuer),
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogFrame
        title="Créer un DUER"
        testId="dialogue-creation-duer"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="button" className="bouton" disabled={create.isPending || modes.length === 0} onClick={submit}>
              Créer le DUER
            </button>
          </>
        }
      >
        <div className="formulaire">
          {anneeImposee !== null ? (
            <p data-testid="annee-imposee">Année : {anneeImposee}</p>
          ) : (
            <div className="champ">
              <label htmlFor="duer-annee">Année</label>
              <select id="duer-annee" value={annee} onChange={(e) => setAnnee(Number(e.target.value))}>
                {range(anneeMin, anneeMax).map((a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset className="champ duer-choix">
            <legend>Contenu du DUER</legend>
            {modes.map((m) => (
              <label key={m}>
                <input type="radio" name="duer-mode" value={m} checked={mode === m} onChange={() => setMode(m)} /> {LIBELLES[m]}
              </label>
            ))}
          </fieldset>
          {mode === 'copie' && (
            <>
              <div className="champ">
                <label htmlFor="duer-annee-source">Année à copier</label>
                <select id="duer-annee-source" value={anneeSource ?? ''} onChange={(e) => setAnneeSource(e.target.value ? Number(e.target.value) : null)}>
                  {index.duers.map((d) => (
                    <option key={d.id} value={d.annee}>
                      {d.annee}
                    </option>
                  ))}
                </select>
              </div>
              <label className="duer-case">
                <input type="checkbox" checked={copierContenu} onChange={(e) => setCopierContenu(e.target.checked)} /> avec le contenu
              </label>
            </>
          )}
          {mode === 'autreDossier' && (
            <div className="champ">
              <label htmlFor="duer-source">DUER à copier</label>
              <select id="duer-source" value={idDuerSource ?? ''} onChange={(e) => setIdDuerSource(e.target.value ? Number(e.target.value) : null)}>
                <option value="">{sources.isPending ? 'Chargement des DUER…' : 'Choisir un DUER'}</option>
                {(sources.data ?? []).map((s) => (
                  <option key={s.idDuer} value={s.idDuer}>
                    {s.codeDossier} - {s.raisonSociale} - {s.annee}
                  </option>
                ))}
              </select>
              {sources.isError && <p className="champ__erreur">{M.chargementDocuments}</p>}
            </div>
          )}
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
