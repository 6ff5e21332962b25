import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import { type TelepacApercu, TelepacMessages as T } from '@portail/contracts';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { FilePicker } from '../../../components/ui/file-picker';
import { useConfirmTelepac, usePreviewTelepac } from '../api/import-telepac';
import { erreurTelepac, fileToBase64, formatSurfaceTelepac, resultatTelepac } from '../utils/telepac';

type Mode = 'remplacer' | 'ajouter';

const COLUMNS: Column<TelepacApercu['cultures'][number]>[] = [
  { id: 'code', header: 'Code PAC', cell: (c) => c.codePac, rowHeader: true },
  { id: 'libelle', header: 'Libellé', cell: (c) => c.libellePac ?? '-' },
  {
    id: 'culture',
    header: 'Culture',
    cell: (c) => (
      <>
        {c.intitule}
        {c.existante && <span className="import-telepac__existante"> (déjà dans l’assolement)</span>}
      </>
    ),
  },
  { id: 'surface', header: 'Surface', cell: (c) => formatSurfaceTelepac(c.surfaceHa), numeric: true },
];

function Apercu({ apercu, millesime }: { apercu: TelepacApercu; millesime: number }) {
  return (
    <>
      {apercu.cultures.length > 0 && (
        <DataTable
          caption={`Cultures à importer dans ${millesime}`}
          columns={COLUMNS}
          rows={apercu.cultures}
          rowKey={(c) => c.codePac}
          testId="apercu-telepac"
          rowProps={() => ({ 'data-testid': 'culture-telepac' })}
        />
      )}
      {apercu.nonReconnus.length > 0 && (
        <div data-testid="non-reconnus-telepac">
          <p>Ces codes PAC ne correspondent à aucune culture du cabinet et ne seront pas importés :</p>
          <ul>
            {apercu.nonReconnus.map((c) => (
              <li key={c.codePac}>
                {c.codePac}
                {c.libellePac ? ` – ${c.libellePac}` : ''} ({formatSurfaceTelepac(c.surfaceHa)})
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** The file's producer; another producer than the dossier's is said and must be confirmed before the import. */
function Producteur({
  apercu,
  confirme,
  onConfirme,
  disabled,
}: {
  apercu: TelepacApercu;
  confirme: boolean;
  onConfirme: (value: boolean) => void;
  disabled: boolean;
}) {
  if (!apercu.autreProducteur) {
    return (
      <p className="import-telepac__producteur" data-testid="pacage-telepac">
        Exploitation du fichier : PACAGE {apercu.pacage}
      </p>
    );
  }
  return (
    <div className="import-telepac__autre" role="alert" data-testid="pacage-telepac">
      <p>
        Ce fichier est celui de l’exploitation PACAGE <strong>{apercu.pacage}</strong>, pas celle du dossier (PACAGE {apercu.pacageDossier}).
      </p>
      <label className="import-telepac__confirmation">
        <input type="checkbox" checked={confirme} disabled={disabled} onChange={(e) => onConfirme(e.target.checked)} />
        Importer quand même les parcelles de l’exploitation {apercu.pacage}
      </label>
    </div>
  );
}

/** 'Importer un fichier Telepac' (spec 02 §4, §7): choose the XML file, check the preview, import. */
export function TelepacImportDialog({ codeDossier, millesime, onClose }: { codeDossier: string; millesime: number; onClose: () => void }) {
  const preview = usePreviewTelepac();
  const confirm = useConfirmTelepac();
  const [fichier, setFichier] = useState<{ nom: string; contenu: string } | null>(null);
  const [apercu, setApercu] = useState<TelepacApercu | null>(null);
  const [pacage, setPacage] = useState('');
  const [mode, setMode] = useState<Mode>('remplacer');
  const [autreProducteur, setAutreProducteur] = useState(false);
  const [erreur, setErreur] = useState<{ message: string; detail: string | null } | null>(null);
  const busy = preview.isPending || confirm.isPending;

  const lire = (contenu: string, choix: string) => {
    setErreur(null);
    setAutreProducteur(false);
    preview.mutate(
      { codeDossier, millesime, contenu, ...(choix ? { pacage: choix } : {}) },
      { onSuccess: setApercu, onError: (e) => setErreur(erreurTelepac(e)) },
    );
  };
  const choisirFichier = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setPacage('');
    setApercu(null);
    setErreur(null);
    try {
      const contenu = await fileToBase64(file);
      setFichier({ nom: file.name, contenu });
      lire(contenu, '');
    } catch {
      setErreur({ message: T.illisible, detail: null });
    }
  };
  const choisirPacage = (value: string) => {
    setPacage(value);
    if (fichier && value) lire(fichier.contenu, value);
  };
  const importer = () => {
    if (!fichier || !apercu?.pacage) return;
    confirm.mutate(
      { codeDossier, millesime, contenu: fichier.contenu, pacage: apercu.pacage, confirmer: { mode, ...(apercu.autreProducteur ? { autreProducteur } : {}) } },
      {
        onSuccess: (r) => {
          toast.success(resultatTelepac(r.ajoutees, r.modifiees, mode));
          onClose();
        },
        onError: (e) => setErreur(erreurTelepac(e)),
      },
    );
  };

  const choixProducteur = apercu && apercu.producteurs.length > 1 && (apercu.pacage === null || pacage !== '');
  const existantes = apercu?.cultures.some((c) => c.existante) ?? false;
  const peutImporter = !!apercu?.pacage && apercu.cultures.length > 0 && (!apercu.autreProducteur || autreProducteur) && !busy;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !confirm.isPending && onClose()}>
      <DialogFrame
        title="Importer un fichier Telepac"
        testId="dialogue-telepac"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="button" className="bouton" disabled={!peutImporter} onClick={importer}>
              Importer
            </button>
          </>
        }
      >
        <div className="import-telepac">
          <p>Choisissez le fichier XML exporté de Telepac pour importer ses cultures dans l’assolement {millesime}.</p>
          <FilePicker
            id="fichier-telepac"
            label="Fichier Telepac (XML)"
            count={fichier ? 1 : 0}
            accept=".xml,text/xml,application/xml"
            disabled={busy}
            onFiles={(f) => void choisirFichier(f)}
          />
          {fichier && <p className="import-telepac__fichier">{fichier.nom}</p>}
          {preview.isPending && <p role="status">Lecture du fichier…</p>}
          {erreur && (
            <div className="import-telepac__erreur" role="alert" data-testid="erreur-telepac">
              <p>{erreur.message}</p>
              {erreur.detail && <p>{erreur.detail}</p>}
            </div>
          )}
          {choixProducteur && (
            <div className="champ">
              <label htmlFor="telepac-pacage">Exploitation (numéro PACAGE)</label>
              <select id="telepac-pacage" value={pacage} disabled={busy} onChange={(e) => choisirPacage(e.target.value)}>
                <option value="">Choisissez l’exploitation à importer</option>
                {apercu.producteurs.map((p) => (
                  <option key={p.pacage} value={p.pacage}>
                    {p.pacage} – {p.parcelles} parcelle{p.parcelles > 1 ? 's' : ''}, {formatSurfaceTelepac(p.surfaceHa)}
                  </option>
                ))}
              </select>
              {apercu.pacage === null && <p>Le fichier contient plusieurs exploitations : {T.pacageRequis.toLowerCase()}.</p>}
            </div>
          )}
          {apercu?.pacage && <Producteur apercu={apercu} confirme={autreProducteur} onConfirme={setAutreProducteur} disabled={busy} />}
          {apercu && <Apercu apercu={apercu} millesime={millesime} />}
          {existantes && (
            <fieldset className="import-telepac__mode">
              <legend>Cultures déjà présentes dans l’assolement {millesime}</legend>
              <label>
                <input type="radio" name="telepac-mode" value="remplacer" checked={mode === 'remplacer'} onChange={() => setMode('remplacer')} />
                Remplacer les surfaces existantes
              </label>
              <label>
                <input type="radio" name="telepac-mode" value="ajouter" checked={mode === 'ajouter'} onChange={() => setMode('ajouter')} />
                Ajouter aux surfaces existantes
              </label>
              <p className="champ__aide" data-testid="mode-telepac">
                {mode === 'remplacer'
                  ? 'Les surfaces de ces cultures seront remplacées par celles du fichier.'
                  : 'Les surfaces du fichier seront ajoutées à celles de ces cultures.'}
              </p>
            </fieldset>
          )}
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
