import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { type DuerAnnexe, type DuerAnnexes, DuerDocumentsMessages as D } from '@portail/contracts';
import { DataTable, type Column } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryState } from '../../../../components/ui/query-state';
import { useAddAnnexe } from '../../api/documents/add-annexe';
import { urlAnnexe } from '../../api/documents/get-annexe-fichier';
import { useAnnexes } from '../../api/documents/get-annexes';
import { baseAnnexesQueryOptions } from '../../api/documents/get-base-annexes';
import { useReplaceAnnexeFichier } from '../../api/documents/replace-annexe-fichier';
import { useSaveAnnexes } from '../../api/documents/save-annexes';
import { useUploadAnnexe } from '../../api/documents/upload-annexe';
import { type AnnexeEdition, annexesEnAttente, deplacerAnnexe, payloadAnnexes } from '../../utils/documents-ordre';
import { DeplacerBoutons, nomFichier, OuvrirBoutons, RemplacerBouton, SupprimerBouton } from './document-boutons';
import { DocumentsEditeur } from './documents-editeur';
import type { DocumentsActions, DocumentsKind, Portee } from './documents-kind';
import type { DocumentsEditionState } from './use-documents-edition';
import { useAffichageProgressif } from './use-affichage-progressif';

type Ligne = AnnexeEdition & { annexe: DuerAnnexe };
/** A shown annex and its place in the list (the up/down buttons depend on it). */
type Rang = { ligne: Ligne; index: number };

const COLONNES: Column<Rang>[] = [
  { id: 'nom', header: 'Nom', cell: ({ ligne }) => ligne.annexe.nom, rowHeader: true, className: 'duer-documents__nom' },
  { id: 'numero', header: 'N°', cell: ({ index }) => index + 1, numeric: true, className: 'duer-documents__ordre' },
];

function useAnnexesActions({ idDuer, idDuerModule }: Portee): DocumentsActions<Ligne> {
  const save = useSaveAnnexes();
  const upload = useUploadAnnexe();
  const add = useAddAnnexe();
  const replace = useReplaceAnnexeFichier();
  return {
    occupe: save.isPending || upload.isPending || add.isPending || replace.isPending,
    enregistrer: (lignes, suites) => save.mutate({ idDuer, body: payloadAnnexes(lignes, idDuerModule) }, suites),
    creer: (nom, file, suites) => upload.mutate({ idDuer, nom, idDuerModule, file }, suites),
    lier: (idBaseAnnexe, suites) => add.mutate({ idDuer, idBaseAnnexe, idDuerModule }, suites),
    remplacer: (ligne, file, suites) => replace.mutate({ idDuer, idBaseAnnexe: ligne.id, file }, suites),
  };
}

function useAnnexesDisponibles({ idDuer, idDuerModule }: Portee, ouvert: boolean) {
  return useQuery({ ...baseAnnexesQueryOptions(idDuer, idDuerModule), enabled: ouvert }).data ?? [];
}

const ANNEXES: DocumentsKind<DuerAnnexes, Ligne> = {
  testId: 'duer-annexes',
  libelles: {
    ajouter: 'Ajouter une annexe',
    ajoutTitre: 'Ajouter une annexe',
    creer: 'Créer une annexe',
    existant: 'Ajouter une annexe existante',
    disponibles: 'Annexes disponibles',
    supprimer: 'Supprimer l’annexe',
    conserver: 'Conserver l’annexe',
  },
  messages: { creation: D.annexeCreation, confirmerSuppression: D.confirmerSuppressionAnnexe },
  edition: (data) =>
    data.annexes.map((annexe) => ({
      id: annexe.id,
      idLien: annexe.idLien,
      numAnnexe: annexe.numAnnexe,
      numOriginal: annexe.numAnnexe,
      toDelete: false,
      annexe,
    })),
  enAttente: annexesEnAttente,
  creation: (droits) => droits.estCollaborateur,
  useActions: useAnnexesActions,
  useDisponibles: useAnnexesDisponibles,
};

/** The annexes by number, shown progressively. */
function AnnexesListe({ idDuer, data, edition }: { idDuer: number; data: DuerAnnexes; edition: DocumentsEditionState<Ligne> }) {
  const { droits, duer } = data;
  // Reorder and replace affect every DUER: advisers only; all hidden on a finished DUER (spec 03 §2.5, §4, §6).
  const peutDeplacer = droits.estCollaborateur && !duer.estFini;
  const peutSupprimer = droits.droitCreation && !duer.estFini;
  const visibles = edition.lignes.filter((a) => !a.toDelete).sort((a, b) => a.numAnnexe - b.numAnnexe || a.id - b.id);
  const affichees = useAffichageProgressif(visibles.length);
  if (visibles.length === 0) return <EmptyState>{D.aucunDocument}</EmptyState>;
  return (
    <DataTable
      caption="Annexes"
      captionHidden
      className="duer-documents__table"
      columns={COLONNES}
      rows={visibles.slice(0, affichees).map((ligne, index) => ({ ligne, index }))}
      rowKey={({ ligne }) => String(ligne.id)}
      rowProps={() => ({ className: 'duer-documents__ligne', 'data-testid': 'ligne-annexe' })}
      actions={({ ligne: l, index }) => {
        const nom = nomFichier(l.annexe);
        return (
          <>
            <OuvrirBoutons nom={nom} url={(vue) => urlAnnexe(idDuer, l.id, droits.estCollaborateur, vue, nom)} />
            {peutDeplacer && (
              <>
                <DeplacerBoutons
                  nom={l.annexe.nom}
                  premier={index === 0}
                  dernier={index === visibles.length - 1}
                  onDeplacer={(sens) => edition.setLignes((as) => deplacerAnnexe(as, l.id, sens))}
                />
                {droits.droitCreation && <RemplacerBouton onClick={() => edition.setRemplacement(l)} />}
              </>
            )}
            {peutSupprimer && <SupprimerBouton nom={l.annexe.nom} onClick={() => edition.supprimer(l.id)} />}
          </>
        );
      }}
    />
  );
}

function AnnexesEditeur({ idDuer, idDuerModule, data }: Portee & { data: DuerAnnexes }) {
  const { duer, module } = data;
  return (
    <DocumentsEditeur
      kind={ANNEXES}
      portee={{ idDuer, idDuerModule }}
      data={data}
      retour={
        module
          ? { to: `/outils/duer/${idDuer}/${module.idDuerCategorie}/${module.id}`, label: `Retour au module ${module.nom}` }
          : { to: `/outils/duer/${idDuer}`, label: `Retour au DUER ${duer.annee}` }
      }
      titre={module ? `Annexes du module ${module.nom}` : 'Annexes'}
    >
      {(edition) => <AnnexesListe idDuer={idDuer} data={data} edition={edition} />}
    </DocumentsEditeur>
  );
}

/** duerannexes (module id 0) and duerannexesmodule (?idDuer= with the module's path): spec 03 §2.5. */
export function AnnexesScreen({ idDuer, idDuerModule }: Portee) {
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
