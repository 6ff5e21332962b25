import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { BASE_TYPE_AUDIT, type DuerPage, type DuerPages, DuerDocumentsMessages as D, estPageSpeciale, PAGES_SPECIALES } from '@portail/contracts';
import { TableScroll } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryState } from '../../../../components/ui/query-state';
import { useAddPage } from '../../api/documents/add-page';
import { basePagesQueryOptions } from '../../api/documents/get-base-pages';
import { urlPage } from '../../api/documents/get-page-fichier';
import { usePages } from '../../api/documents/get-pages';
import { useReplacePageFichier } from '../../api/documents/replace-page-fichier';
import { useSavePages } from '../../api/documents/save-pages';
import { useUploadPage } from '../../api/documents/upload-page';
import { deplacerPage, lignesPages, type PageEdition, pagesEnAttente, payloadPages } from '../../utils/documents-ordre';
import { DeplacerBoutons, nomFichier, OuvrirBoutons, RemplacerBouton, SupprimerBouton } from './document-boutons';
import { DocumentsEditeur } from './documents-editeur';
import type { DocumentsActions, DocumentsKind, Portee } from './documents-kind';
import type { DocumentsEditionState } from './use-documents-edition';
import { useAffichageProgressif } from './use-affichage-progressif';

type Ligne = PageEdition & { page: DuerPage };

function usePagesActions({ idDuer }: Portee): DocumentsActions<Ligne> {
  const save = useSavePages();
  const upload = useUploadPage();
  const add = useAddPage();
  const replace = useReplacePageFichier();
  return {
    occupe: save.isPending || upload.isPending || add.isPending || replace.isPending,
    enregistrer: (lignes, suites) => save.mutate({ idDuer, body: payloadPages(lignes) }, suites),
    creer: (nom, file, suites) => upload.mutate({ idDuer, nom, file }, suites),
    lier: (idBasePage, suites) => add.mutate({ idDuer, idBasePage }, suites),
    remplacer: (ligne, file, suites) => replace.mutate({ idDuer, idBasePage: ligne.page.duerBasePage.id, file }, suites),
  };
}

function usePagesDisponibles({ idDuer }: Portee, ouvert: boolean) {
  return useQuery({ ...basePagesQueryOptions(idDuer), enabled: ouvert }).data ?? [];
}

const PAGES: DocumentsKind<DuerPages, Ligne> = {
  testId: 'duer-pages',
  libelles: {
    ajouter: 'Ajouter une page',
    ajoutTitre: "Ajout d'une page",
    creer: 'Créer une page',
    existant: 'Ajouter une page existante',
    disponibles: 'Pages disponibles',
    supprimer: 'Supprimer la page',
    conserver: 'Conserver la page',
  },
  messages: { creation: D.pageCreation, confirmerSuppression: D.confirmerSuppressionPage },
  edition: (data) =>
    data.pages.map((page) => ({
      id: page.id,
      ordre: page.ordre,
      estAvantRisques: page.estAvantRisques,
      ordreOriginal: page.ordre,
      estAvantRisquesOriginal: page.estAvantRisques,
      toDelete: false,
      page,
    })),
  enAttente: pagesEnAttente,
  creation: () => true,
  useActions: usePagesActions,
  useDisponibles: usePagesDisponibles,
};

/** The screens of the special pages (built elsewhere), linked by path. */
const ecranSpecial = (idDuer: number, idBasePage: number) =>
  ({
    [PAGES_SPECIALES.pageDeGarde]: `/outils/duer/${idDuer}/page-de-garde?retour=pages`,
    [PAGES_SPECIALES.informationsGenerales]: `/outils/duer/${idDuer}/informations-generales?retour=pages`,
    [PAGES_SPECIALES.preambule]: `/outils/duer/${idDuer}/preambule?retour=pages`,
    [PAGES_SPECIALES.audit]: `/outils/duer/audit/${idDuer}/questions/types/${BASE_TYPE_AUDIT}?retour=pages`,
  })[idBasePage];

/** The pages before 'LISTE DES RISQUES', its row, the pages after; moving across the row changes a page's side. */
function PagesListe({ idDuer, data, edition }: { idDuer: number; data: DuerPages; edition: DocumentsEditionState<Ligne> }) {
  const { droits, duer } = data;
  const peutDeplacer = droits.droitModifs && !duer.estFini;
  const peutSupprimer = droits.droitCreation && !duer.estFini;
  const lignes = lignesPages(edition.lignes);
  const affichees = useAffichageProgressif(lignes.length);
  const visibles = lignes.filter((l) => l.kind === 'page').length;
  return (
    <>
      {visibles === 0 && <EmptyState>{D.aucunePage}</EmptyState>}
      {/* TableScroll: the 'LISTE DES RISQUES' row spans every column, which DataTable does not draw. */}
      <TableScroll label="Pages du DUER">
        <table className="tableau tableau--empilable duer-documents__table">
          <caption className="sr-only">Pages du DUER</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col" className="nombre">
                Ordre
              </th>
              <th scope="col" className="tableau__actions">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lignes.slice(0, affichees).map((l, index) =>
              l.kind === 'risques' ? (
                <tr key="risques" className="duer-documents__risques" data-testid="ligne-risques">
                  <td colSpan={3}>LISTE DES RISQUES</td>
                </tr>
              ) : (
                <tr key={l.page.id} className="duer-documents__ligne" data-testid="ligne-page">
                  <th scope="row" className="duer-documents__nom" data-label="Nom">
                    {l.page.page.duerBasePage.nom}
                  </th>
                  <td className="nombre duer-documents__ordre" data-label="Ordre">
                    {l.page.ordre}
                  </td>
                  <td className="tableau__actions">
                    {peutDeplacer && (
                      <DeplacerBoutons
                        nom={l.page.page.duerBasePage.nom}
                        premier={index === 0}
                        dernier={index === lignes.length - 1}
                        onDeplacer={(sens) => edition.setLignes((ps) => deplacerPage(ps, l.page.id, sens))}
                      />
                    )}
                    <PageActions idDuer={idDuer} ligne={l.page} data={data} onRemplacer={edition.setRemplacement} />
                    {peutSupprimer && <SupprimerBouton nom={l.page.page.duerBasePage.nom} onClick={() => edition.supprimer(l.page.id)} />}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}

/** A special page opens its own screen; the others download, show and replace their file. */
function PageActions({ idDuer, ligne, data, onRemplacer }: { idDuer: number; ligne: Ligne; data: DuerPages; onRemplacer: (l: Ligne) => void }) {
  const navigate = useNavigate();
  const base = ligne.page.duerBasePage;
  const { droits, duer } = data;
  const nom = nomFichier(base);
  if (estPageSpeciale(base.id)) {
    const to = ecranSpecial(idDuer, base.id);
    return (
      <button type="button" className="bouton bouton--secondaire" onClick={() => to && void navigate(to)}>
        Modifier
      </button>
    );
  }
  return (
    <>
      <OuvrirBoutons nom={nom} url={(vue) => urlPage(idDuer, base.id, droits.estCollaborateur, vue, nom)} />
      {/* The firm's pages serve every dossier: only advisers replace their file (the api refuses members). */}
      {droits.droitCreation && !duer.estFini && (droits.estCollaborateur || base.codeDossier !== null) && (
        <RemplacerBouton onClick={() => onRemplacer(ligne)} />
      )}
    </>
  );
}

/** duerpages (spec 03 §2.6): the DUER's pages around 'LISTE DES RISQUES', staged moves and deletions. */
export default function DuerPagesPage() {
  const idDuer = Number(useParams().idDuer);
  const query = usePages(idDuer);
  return (
    <QueryState query={query} errorMessage={D.chargementDocuments}>
      {(data) => (
        <DocumentsEditeur
          kind={PAGES}
          portee={{ idDuer, idDuerModule: null }}
          data={data}
          retour={{ to: `/outils/duer/${idDuer}`, label: `Retour au DUER ${data.duer.annee}` }}
          titre="Pages"
        >
          {(edition) => <PagesListe idDuer={idDuer} data={data} edition={edition} />}
        </DocumentsEditeur>
      )}
    </QueryState>
  );
}
