import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  BASE_TYPE_AUDIT,
  type DuerPage,
  type DuerPages,
  DuerDocumentsMessages as D,
  DuerMessages as M,
  estPageSpeciale,
  PAGES_SPECIALES,
} from '@portail/contracts';
import { useConfirmation } from '../../../../components/ui/confirm-dialog';
import { TableScroll } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageTitle } from '../../../../components/ui/page-title';
import { QueryState } from '../../../../components/ui/query-state';
import { handleError } from '../../../../lib/error-handler';
import { useAddPage } from '../../api/documents/add-page';
import { basePagesQueryOptions } from '../../api/documents/get-base-pages';
import { urlPage } from '../../api/documents/get-page-fichier';
import { usePages } from '../../api/documents/get-pages';
import { ouvrirDocument } from '../../api/documents/ouvrir-document';
import { useReplacePageFichier } from '../../api/documents/replace-page-fichier';
import { useSavePages } from '../../api/documents/save-pages';
import { useUploadPage } from '../../api/documents/upload-page';
import { deplacerPage, lignesPages, type PageEdition, pagesEnAttente, payloadPages } from '../../utils/documents-ordre';
import { BoutonsFlottants } from '../module/boutons-flottants';
import { useQuitter } from '../module/use-quitter';
import { type AjoutDocument, AjoutDocumentDialog } from './ajout-document-dialog';
import { FichierDialog } from './fichier-dialog';
import { useAffichageProgressif } from './use-affichage-progressif';
import '../module/duer-module.css';
import './documents.css';

type Ligne = PageEdition & { page: DuerPage };

const edition = (data: DuerPages): Ligne[] =>
  data.pages.map((page) => ({
    id: page.id,
    ordre: page.ordre,
    estAvantRisques: page.estAvantRisques,
    ordreOriginal: page.ordre,
    estAvantRisquesOriginal: page.estAvantRisques,
    toDelete: false,
    page,
  }));

/** The screens of the special pages (built elsewhere), linked by path. */
const ecranSpecial = (idDuer: number, idBasePage: number) =>
  ({
    [PAGES_SPECIALES.pageDeGarde]: `/outils/duer/${idDuer}/page-de-garde?retour=pages`,
    [PAGES_SPECIALES.informationsGenerales]: `/outils/duer/${idDuer}/informations-generales?retour=pages`,
    [PAGES_SPECIALES.preambule]: `/outils/duer/${idDuer}/preambule?retour=pages`,
    [PAGES_SPECIALES.audit]: `/outils/duer/audit/${idDuer}/questions/types/${BASE_TYPE_AUDIT}?retour=pages`,
  })[idBasePage];

function PagesEditeur({ idDuer, data }: { idDuer: number; data: DuerPages }) {
  const navigate = useNavigate();
  const { dialog, confirm } = useConfirmation();
  const [source, setSource] = useState(data);
  const [pages, setPages] = useState(() => edition(data));
  if (source !== data) {
    setSource(data);
    setPages(edition(data));
  }
  const save = useSavePages();
  const upload = useUploadPage();
  const add = useAddPage();
  const replace = useReplacePageFichier();
  /** One action at a time: a save, or an addition or a replacement after the pending changes' save. */
  const occupe = save.isPending || upload.isPending || add.isPending || replace.isPending;
  const [ajout, setAjout] = useState(false);
  const [remplacement, setRemplacement] = useState<DuerPage | null>(null);
  const { droits, duer } = data;
  const attente = pagesEnAttente(pages);
  const quitter = useQuitter(attente);
  const peutDeplacer = droits.droitModifs && !duer.estFini;
  const peutSupprimer = droits.droitCreation && !duer.estFini;
  const disponibles = useQuery({ ...basePagesQueryOptions(idDuer), enabled: ajout });

  /** Saves the staged changes (the reloaded list then shows), then `suite`; a failed save keeps them staged. */
  const enregistrer = (suite: () => void = () => undefined) => {
    if (occupe) return;
    if (!attente) return suite();
    save.mutate({ idDuer, body: payloadPages(pages) }, { onSuccess: suite, onError: (error) => handleError(error, D.enregistrement) });
  };
  const ajouter = (a: AjoutDocument) =>
    enregistrer(() => {
      const handlers = { onSuccess: () => setAjout(false), onError: (error: unknown) => handleError(error, D.pageCreation) };
      if (a.mode === 'creation') upload.mutate({ idDuer, nom: a.nom, file: a.file }, handlers);
      else add.mutate({ idDuer, idBasePage: a.idBase }, handlers);
    });
  const remplacer = (file: File) => {
    if (!remplacement) return;
    enregistrer(() =>
      replace.mutate(
        { idDuer, idBasePage: remplacement.duerBasePage.id, file },
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
      message: D.confirmerSuppressionPage,
      confirmLabel: 'Supprimer la page',
      cancelLabel: 'Conserver la page',
      onConfirm: () => setPages((ps) => ps.map((p) => (p.id === id ? { ...p, toDelete: true } : p))),
    });
  const lignes = lignesPages(pages);
  const affichees = useAffichageProgressif(lignes.length);
  const visibles = lignes.filter((l) => l.kind === 'page').length;

  return (
    <section className="duer-documents" data-testid="duer-pages">
      <Link to={`/outils/duer/${idDuer}`} className="duer__retour">
        ← Retour au DUER {duer.annee}
      </Link>
      <PageTitle>Pages</PageTitle>
      {attente && (
        <p className="duer-module__attente" role="status" data-testid="modifications-en-attente">
          {M.quitter}
        </p>
      )}
      {droits.droitCreation && (
        <button type="button" className="bouton" onClick={() => setAjout(true)}>
          Ajouter une page
        </button>
      )}
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
                      <>
                        <button
                          type="button"
                          className="bouton bouton--secondaire"
                          aria-label={`Monter ${l.page.page.duerBasePage.nom}`}
                          disabled={index === 0}
                          onClick={() => setPages((ps) => deplacerPage(ps, l.page.id, -1))}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="bouton bouton--secondaire"
                          aria-label={`Descendre ${l.page.page.duerBasePage.nom}`}
                          disabled={index === lignes.length - 1}
                          onClick={() => setPages((ps) => deplacerPage(ps, l.page.id, 1))}
                        >
                          ↓
                        </button>
                      </>
                    )}
                    <PageActions idDuer={idDuer} ligne={l.page} data={data} onRemplacer={setRemplacement} onEditer={(to) => navigate(to)} />
                    {peutSupprimer && (
                      <button
                        type="button"
                        className="bouton bouton--secondaire"
                        aria-label={`Supprimer ${l.page.page.duerBasePage.nom}`}
                        onClick={() => supprimer(l.page.id)}
                      >
                        Supprimer
                      </button>
                    )}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </TableScroll>
      <BoutonsFlottants ajout={false} enregistrement={attente} onAjout={() => undefined} onEnregistrer={() => enregistrer()} />
      {ajout && (
        <AjoutDocumentDialog
          title="Ajout d'une page"
          creerLabel="Créer une page"
          existantLabel="Ajouter une page existante"
          disponiblesLabel="Pages disponibles"
          creation
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

function PageActions({
  idDuer,
  ligne,
  data,
  onRemplacer,
  onEditer,
}: {
  idDuer: number;
  ligne: Ligne;
  data: DuerPages;
  onRemplacer: (p: DuerPage) => void;
  onEditer: (to: string) => void;
}) {
  const base = ligne.page.duerBasePage;
  const { droits, duer } = data;
  const nom = base.nomFichier ?? `${base.nom}.pdf`;
  if (estPageSpeciale(base.id)) {
    const to = ecranSpecial(idDuer, base.id);
    return (
      <button type="button" className="bouton bouton--secondaire" onClick={() => to && onEditer(to)}>
        Modifier
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="bouton bouton--secondaire"
        onClick={() => void ouvrirDocument(urlPage(idDuer, base.id, droits.estCollaborateur, false, nom), nom, false)}
      >
        Télécharger
      </button>
      <button
        type="button"
        className="bouton bouton--secondaire"
        onClick={() => void ouvrirDocument(urlPage(idDuer, base.id, droits.estCollaborateur, true, nom), nom, true)}
      >
        Voir
      </button>
      {/* The firm's pages serve every dossier: only advisers replace their file (the api refuses members). */}
      {droits.droitCreation && !duer.estFini && (droits.estCollaborateur || base.codeDossier !== null) && (
        <button type="button" className="bouton bouton--secondaire" onClick={() => onRemplacer(ligne.page)}>
          Remplacer le fichier
        </button>
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
      {(data) => <PagesEditeur idDuer={idDuer} data={data} />}
    </QueryState>
  );
}
