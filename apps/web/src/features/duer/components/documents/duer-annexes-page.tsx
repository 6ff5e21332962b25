import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { type DuerAnnexe, type DuerAnnexes, DuerDocumentsMessages as D, DuerMessages as M } from '@portail/contracts';
import { useConfirmation } from '../../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { QueryState } from '../../../../components/ui/query-state';
import { handleError } from '../../../../lib/error-handler';
import { useAddAnnexe } from '../../api/documents/add-annexe';
import { urlAnnexe } from '../../api/documents/get-annexe-fichier';
import { useAnnexes } from '../../api/documents/get-annexes';
import { baseAnnexesQueryOptions } from '../../api/documents/get-base-annexes';
import { ouvrirDocument } from '../../api/documents/ouvrir-document';
import { useReplaceAnnexeFichier } from '../../api/documents/replace-annexe-fichier';
import { useSaveAnnexes } from '../../api/documents/save-annexes';
import { useUploadAnnexe } from '../../api/documents/upload-annexe';
import { type AnnexeEdition, annexesEnAttente, deplacerAnnexe, payloadAnnexes } from '../../utils/documents-ordre';
import { BoutonsFlottants } from '../module/boutons-flottants';
import { useQuitter } from '../module/use-quitter';
import { type AjoutDocument, AjoutDocumentDialog } from './ajout-document-dialog';
import { FichierDialog } from './fichier-dialog';
import { useAffichageProgressif } from './use-affichage-progressif';
import '../module/duer-module.css';
import './documents.css';

type Ligne = AnnexeEdition & { annexe: DuerAnnexe };
/** A shown annex and its place in the list (the up/down buttons depend on it). */
type Rang = { ligne: Ligne; index: number };

const COLONNES: Column<Rang>[] = [
  { id: 'nom', header: 'Nom', cell: ({ ligne }) => ligne.annexe.nom, rowHeader: true, className: 'duer-documents__nom' },
  { id: 'numero', header: 'N°', cell: ({ index }) => index + 1, numeric: true, className: 'duer-documents__ordre' },
];

const edition = (data: DuerAnnexes): Ligne[] =>
  data.annexes.map((annexe) => ({ id: annexe.id, idLien: annexe.idLien, numAnnexe: annexe.numAnnexe, numOriginal: annexe.numAnnexe, toDelete: false, annexe }));

function AnnexesEditeur({ idDuer, idDuerModule, data }: { idDuer: number; idDuerModule: number | null; data: DuerAnnexes }) {
  const { dialog, confirm } = useConfirmation();
  const [source, setSource] = useState(data);
  const [annexes, setAnnexes] = useState(() => edition(data));
  if (source !== data) {
    setSource(data);
    setAnnexes(edition(data));
  }
  const save = useSaveAnnexes();
  const upload = useUploadAnnexe();
  const add = useAddAnnexe();
  const replace = useReplaceAnnexeFichier();
  /** One action at a time: a save, or an addition or a replacement after the pending changes' save. */
  const occupe = save.isPending || upload.isPending || add.isPending || replace.isPending;
  const [ajout, setAjout] = useState(false);
  const [remplacement, setRemplacement] = useState<DuerAnnexe | null>(null);
  const { droits, duer, module } = data;
  const attente = annexesEnAttente(annexes);
  const quitter = useQuitter(attente);
  // Reorder and replace affect every DUER: advisers only; all hidden on a finished DUER (spec 03 §2.5, §4, §6).
  const peutDeplacer = droits.estCollaborateur && !duer.estFini;
  const peutSupprimer = droits.droitCreation && !duer.estFini;
  const disponibles = useQuery({ ...baseAnnexesQueryOptions(idDuer, idDuerModule), enabled: ajout });
  const visibles = annexes.filter((a) => !a.toDelete).sort((a, b) => a.numAnnexe - b.numAnnexe || a.id - b.id);
  const affichees = useAffichageProgressif(visibles.length);

  /** Saves the staged changes (the reloaded list then shows), then `suite`; a failed save keeps them staged. */
  const enregistrer = (suite: () => void = () => undefined) => {
    if (occupe) return;
    if (!attente) return suite();
    save.mutate({ idDuer, body: payloadAnnexes(annexes, idDuerModule) }, { onSuccess: suite, onError: (error) => handleError(error, D.enregistrement) });
  };
  const ajouter = (a: AjoutDocument) =>
    enregistrer(() => {
      const handlers = { onSuccess: () => setAjout(false), onError: (error: unknown) => handleError(error, D.annexeCreation) };
      if (a.mode === 'creation') upload.mutate({ idDuer, nom: a.nom, idDuerModule, file: a.file }, handlers);
      else add.mutate({ idDuer, idBaseAnnexe: a.idBase, idDuerModule }, handlers);
    });
  const remplacer = (file: File) => {
    if (!remplacement) return;
    enregistrer(() =>
      replace.mutate(
        { idDuer, idBaseAnnexe: remplacement.id, file },
        {
          onSuccess: () => {
            setRemplacement(null);
            toast.success(D.fichierMisAJour);
          },
          onError: (error) => handleError(error, D.remplacement),
        },
      ),
    );
  };
  const supprimer = (id: number) =>
    confirm({
      title: 'Suppression',
      message: D.confirmerSuppressionAnnexe,
      confirmLabel: 'Supprimer l’annexe',
      cancelLabel: 'Conserver l’annexe',
      onConfirm: () => setAnnexes((as) => as.map((a) => (a.id === id ? { ...a, toDelete: true } : a))),
    });
  const retour = module ? `/outils/duer/${idDuer}/${module.idDuerCategorie}/${module.id}` : `/outils/duer/${idDuer}`;

  return (
    <section className="duer-documents" data-testid="duer-annexes">
      <Link to={retour} className="duer__retour">
        ← {module ? `Retour au module ${module.nom}` : `Retour au DUER ${duer.annee}`}
      </Link>
      <PageTitle>{module ? `Annexes du module ${module.nom}` : 'Annexes'}</PageTitle>
      {attente && (
        <p className="duer-module__attente" role="status" data-testid="modifications-en-attente">
          {M.quitter}
        </p>
      )}
      {droits.droitCreation && (
        <button type="button" className="bouton" onClick={() => setAjout(true)}>
          Ajouter une annexe
        </button>
      )}
      {visibles.length === 0 ? (
        <EmptyState>{D.aucunDocument}</EmptyState>
      ) : (
        <DataTable
          caption="Annexes"
          captionHidden
          className="duer-documents__table"
          columns={COLONNES}
          rows={visibles.slice(0, affichees).map((ligne, index) => ({ ligne, index }))}
          rowKey={({ ligne }) => String(ligne.id)}
          rowProps={() => ({ className: 'duer-documents__ligne', 'data-testid': 'ligne-annexe' })}
          actions={({ ligne: l, index }) => {
            const nom = l.annexe.nomFichier ?? `${l.annexe.nom}.pdf`;
            return (
              <>
                <button
                  type="button"
                  className="bouton bouton--secondaire"
                  onClick={() => void ouvrirDocument(urlAnnexe(idDuer, l.id, droits.estCollaborateur, false, nom), nom, false)}
                >
                  Télécharger
                </button>
                <button
                  type="button"
                  className="bouton bouton--secondaire"
                  onClick={() => void ouvrirDocument(urlAnnexe(idDuer, l.id, droits.estCollaborateur, true, nom), nom, true)}
                >
                  Voir
                </button>
                {peutDeplacer && (
                  <>
                    <button
                      type="button"
                      className="bouton bouton--secondaire"
                      aria-label={`Monter ${l.annexe.nom}`}
                      disabled={index === 0}
                      onClick={() => setAnnexes((as) => deplacerAnnexe(as, l.id, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="bouton bouton--secondaire"
                      aria-label={`Descendre ${l.annexe.nom}`}
                      disabled={index === visibles.length - 1}
                      onClick={() => setAnnexes((as) => deplacerAnnexe(as, l.id, 1))}
                    >
                      ↓
                    </button>
                    {droits.droitCreation && (
                      <button type="button" className="bouton bouton--secondaire" onClick={() => setRemplacement(l.annexe)}>
                        Remplacer le fichier
                      </button>
                    )}
                  </>
                )}
                {peutSupprimer && (
                  <button type="button" className="bouton bouton--secondaire" aria-label={`Supprimer ${l.annexe.nom}`} onClick={() => supprimer(l.id)}>
                    Supprimer
                  </button>
                )}
              </>
            );
          }}
        />
      )}
      <BoutonsFlottants ajout={false} enregistrement={attente} onAjout={() => undefined} onEnregistrer={() => enregistrer()} />
      {ajout && (
        <AjoutDocumentDialog
          title="Ajouter une annexe"
          creerLabel="Créer une annexe"
          existantLabel="Ajouter une annexe existante"
          disponiblesLabel="Annexes disponibles"
          creation={droits.estCollaborateur}
          disponibles={disponibles.data ?? []}
          busy={occupe}
          onConfirm={ajouter}
          onClose={() => setAjout(false)}
        />
      )}
      {remplacement && <FichierDialog busy={occupe} onConfirm={remplacer} onClose={() => setRemplacement(null)} />}
      {dialog}
      {quitter}
    </section>
  );
}

/** duerannexes (module id 0) and duerannexesmodule (?idDuer= with the module's path): spec 03 §2.5. */
export function AnnexesScreen({ idDuer, idDuerModule }: { idDuer: number; idDuerModule: number | null }) {
  const query = useAnnexes(idDuer, idDuerModule);
  return (
    <QueryState query={query} errorMessage={D.chargementDocuments}>
      {(data) => <AnnexesEditeur idDuer={idDuer} idDuerModule={idDuerModule} data={data} />}
    </QueryState>
  );
}

export default function DuerAnnexesPage() {
  return <AnnexesScreen idDuer={Number(useParams().idDuer)} idDuerModule={null} />;
}

export function DuerAnnexesModulePage() {
  const { idModule, idBaseModule } = useParams();
  const [search] = useSearchParams();
  // Module annexes when idBaseModule > 0; otherwise those of the whole DUER (spec 03 §2).
  return <AnnexesScreen idDuer={Number(search.get('idDuer'))} idDuerModule={Number(idBaseModule) > 0 ? Number(idModule) : null} />;
}
