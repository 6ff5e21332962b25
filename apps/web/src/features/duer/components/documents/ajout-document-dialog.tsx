import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { DUER_DOCUMENT_ACCEPT, DUER_LIMITES, DuerDocumentsMessages as D } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { FilePicker } from '../../../../components/ui/file-picker';
import { FormField } from '../../../../components/ui/form-field';
import { openErrorDialog } from '../../../../lib/error-dialog';

export type AjoutDocument = { mode: 'creation'; nom: string; file: File } | { mode: 'existant'; idBase: number };

interface AjoutDocumentDialogProps {
  /** 'Ajout d'une page' / 'Ajouter une annexe'. */
  title: string;
  creerLabel: string;
  existantLabel: string;
  disponiblesLabel: string;
  /** Creation by upload offered (annexes: advisers only). */
  creation: boolean;
  disponibles: { id: number; nom: string }[];
  busy: boolean;
  onConfirm: (ajout: AjoutDocument) => void;
  onClose: () => void;
}

/** Create by upload (label ≤ 128 and a .doc/.docx/.pdf file) or pick an unused base document (spec 03 §2.5, §2.6). */
export function AjoutDocumentDialog({
  title,
  creerLabel,
  existantLabel,
  disponiblesLabel,
  creation,
  disponibles,
  busy,
  onConfirm,
  onClose,
}: AjoutDocumentDialogProps) {
  const [mode, setMode] = useState<'creation' | 'existant'>(creation ? 'creation' : 'existant');
  const [nom, setNom] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [idBase, setIdBase] = useState<number | null>(null);
  /** Validation messages go to the error modal (spec 03 §5), never beside the form where a stale one would stay. */
  const valider = () => {
    if (mode === 'existant') {
      if (idBase === null) return openErrorDialog('Aucun élément n’a été sélectionné.');
      return onConfirm({ mode, idBase });
    }
    if (!nom.trim() || !file) return openErrorDialog(D.libelleEtFichierRequis);
    if (nom.trim().length > DUER_LIMITES.libelleMax) return openErrorDialog(D.libelleTropLong);
    onConfirm({ mode, nom: nom.trim(), file });
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title={title}
        testId="dialogue-ajout-document"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="button" className="bouton" disabled={busy} onClick={valider}>
              Valider
            </button>
          </>
        }
      >
        <fieldset className="duer-ajout__choix">
          <legend className="sr-only">{title}</legend>
          {creation && (
            <label>
              <input type="radio" name="duer-ajout-mode" checked={mode === 'creation'} onChange={() => setMode('creation')} /> {creerLabel}
            </label>
          )}
          {disponibles.length > 0 && (
            <label>
              <input type="radio" name="duer-ajout-mode" checked={mode === 'existant'} onChange={() => setMode('existant')} /> {existantLabel}
            </label>
          )}
        </fieldset>
        {mode === 'creation' ? (
          <>
            <FormField id="duer-document-nom" label="Libellé">
              {(a11y) => <input {...a11y} type="text" maxLength={DUER_LIMITES.libelleMax} value={nom} onChange={(e) => setNom(e.target.value)} />}
            </FormField>
            <FilePicker
              id="duer-document-fichier"
              label="Fichier (.doc, .docx, .pdf)"
              count={file ? 1 : 0}
              accept={DUER_DOCUMENT_ACCEPT}
              onFiles={(f) => setFile(f[0] ?? null)}
            />
            {file && <p>{file.name}</p>}
          </>
        ) : disponibles.length === 0 ? (
          <p data-testid="aucun-disponible">{D.aucunDocument}</p>
        ) : (
          <FormField id="duer-document-disponible" label={disponiblesLabel}>
            {(a11y) => (
              <select {...a11y} value={idBase ?? ''} onChange={(e) => setIdBase(e.target.value ? Number(e.target.value) : null)}>
                <option value="">—</option>
                {disponibles.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.nom}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}
