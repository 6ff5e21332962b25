import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { type DuerCategorie, type DuerDetail, DuerMessages as M, TOOL_SLUGS } from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { useBaseCategories } from '../api/structure/get-base-categories';
import { useCopyCategorie } from '../api/structure/copy-categorie';
import { useCreateCategorie } from '../api/structure/create-categorie';
import { useDeleteCategorie } from '../api/structure/delete-categorie';
import { useDuer } from '../api/structure/get-duer';
import { useReorderCategories } from '../api/structure/reorder-categories';
import { useUpdateCategorie } from '../api/structure/update-categorie';
import { duerErreur } from '../utils/duer-erreur';
import { changedOrders, type Ordonnable, startReorder, swapNeighbours } from '../utils/reorder';
import { AddItemDialog } from './common/add-item-dialog';
import { DuerDocumentsNav } from './common/duer-documents-nav';
import { DuerInfo } from './common/duer-info';
import { TileAction } from './common/tile-action';
import { DuerTile } from './common/duer-tile';
import { DuerImpression } from './impression/duer-impression';
import { NameDialog } from './common/name-dialog';
import { MoveButtons, ReorderBar } from './common/reorder-bar';
import { DUER_TITRE } from './duer-index-page';
import '../../../styles/duer-structure.css';

type Unite = DuerCategorie & Ordonnable;
type Edition = { type: 'copie' | 'renommer'; categorie: DuerCategorie } | { type: 'ajout' } | null;

const nomOf = (c: DuerCategorie) => c.duerBaseCategorie.nom;

function AjoutUnite({ idDuer, onClose }: { idDuer: number; onClose: () => void }) {
  const base = useBaseCategories(idDuer, true);
  const create = useCreateCategorie();
  return (
    <AddItemDialog
      title="Ajouter une unité de travail"
      nouveauLabel="Nouvelle unité de travail"
      listeLabel="Unités de travail disponibles"
      aucuneSelection={M.aucuneUniteSelectionnee}
      existantLabel="Unité de travail existante"
      items={base.data}
      itemsError={base.isError}
      busy={create.isPending}
      onConfirm={(element) =>
        create.mutate(
          { idDuer, body: element },
          {
            onSuccess: (c) => {
              toast.success(`L’unité de travail « ${nomOf(c)} » a été ajoutée.`);
              onClose();
            },
            onError: (e) => duerErreur(e, M.uniteCreation),
          },
        )
      }
      onClose={onClose}
    />
  );
}

function Unites({ idDuer, detail }: { idDuer: number; detail: DuerDetail }) {
  const { droits, uniteMax, categories } = detail;
  const copy = useCopyCategorie();
  const rename = useUpdateCategorie();
  const remove = useDeleteCategorie();
  const reorder = useReorderCategories();
  const { dialog, confirm } = useConfirmation();
  const [edition, setEdition] = useState<Edition>(null);
  const [ordre, setOrdre] = useState<Unite[] | null>(null);
  const maxAtteint = uniteMax !== null && categories.length >= uniteMax;
  const peutAjouter = droits.creationStructure && !maxAtteint;
  const busy = copy.isPending || rename.isPending || remove.isPending || reorder.isPending;
  const liste: DuerCategorie[] = ordre ?? [...categories].sort((a, b) => a.ordre - b.ordre);

  const valider = () => {
    const changes = changedOrders(ordre ?? []);
    if (changes.length === 0) return setOrdre(null);
    reorder.mutate({ idDuer, categoriesAModifier: changes }, { onSuccess: () => setOrdre(null), onError: (e) => duerErreur(e, M.uniteModification) });
  };
  const supprimer = (c: DuerCategorie) =>
    confirm({
      title: 'Supprimer l’unité de travail',
      message: `L’unité de travail « ${nomOf(c)} », ses modules et leurs risques seront supprimés.`,
      confirmLabel: 'Supprimer l’unité de travail',
      cancelLabel: 'Conserver l’unité de travail',
      onConfirm: () =>
        remove.mutate(
          { idDuer, idCategorie: c.id },
          {
            onSuccess: () => toast.success(`L’unité de travail « ${nomOf(c)} » a été supprimée.`),
            onError: (e) => duerErreur(e, M.uniteSuppression),
          },
        ),
    });
  const nommer = (nom: string) => {
    if (edition?.type === 'copie') {
      copy.mutate(
        { idDuer, idCategorie: edition.categorie.id, nom },
        {
          onSuccess: () => {
            toast.success('L’unité de travail a été copiée.');
            setEdition(null);
          },
          onError: (e) => duerErreur(e, M.uniteCopie),
        },
      );
    } else if (edition?.type === 'renommer') {
      rename.mutate(
        { idDuer, idCategorie: edition.categorie.id, nom },
        {
          onSuccess: () => {
            toast.success('L’unité de travail a été renommée.');
            setEdition(null);
          },
          onError: (e) => duerErreur(e, M.uniteModification),
        },
      );
    }
  };

  return (
    <>
      <div className="duer__actions">
        {peutAjouter && !ordre && (
          <button type="button" className="bouton" onClick={() => setEdition({ type: 'ajout' })}>
            Ajouter une unité de travail
          </button>
        )}
        {droits.creationStructure && maxAtteint && (
          <p className="texte-secondaire" data-testid="unite-max">
            Maximum {uniteMax} unités de travail
          </p>
        )}
        {droits.droitModifs && categories.length > 1 && (
          <ReorderBar
            actif={ordre !== null}
            busy={busy}
            onStart={() => setOrdre(startReorder(categories))}
            onValidate={valider}
            onCancel={() => setOrdre(null)}
          />
        )}
      </div>
      {liste.length === 0 ? (
        <EmptyState>Aucune unité de travail.</EmptyState>
      ) : (
        <ul className="duer-tuiles" aria-label="Unités de travail">
          {liste.map((c, index) => (
            <DuerTile key={c.id} nom={nomOf(c)} to={`/outils/duer/${idDuer}/${c.id}`} estValide={c.estValide} testId="unite">
              {ordre ? (
                <MoveButtons nom={nomOf(c)} index={index} total={liste.length} onMove={(d) => setOrdre(swapNeighbours(ordre, index, d))} />
              ) : (
                droits.creationStructure && (
                  <>
                    {!maxAtteint && <TileAction action="Copier" nom={nomOf(c)} disabled={busy} onClick={() => setEdition({ type: 'copie', categorie: c })} />}
                    <TileAction action="Renommer" nom={nomOf(c)} disabled={busy} onClick={() => setEdition({ type: 'renommer', categorie: c })} />
                    <TileAction action="Supprimer" nom={nomOf(c)} disabled={busy} onClick={() => supprimer(c)} />
                  </>
                )
              )}
            </DuerTile>
          ))}
        </ul>
      )}
      {dialog}
      {edition?.type === 'ajout' && <AjoutUnite idDuer={idDuer} onClose={() => setEdition(null)} />}
      {(edition?.type === 'copie' || edition?.type === 'renommer') && (
        <NameDialog
          title={edition.type === 'copie' ? 'Copier l’unité de travail' : 'Renommer l’unité de travail'}
          label="Nom de l’unité de travail"
          initial={edition.type === 'copie' ? `${nomOf(edition.categorie)} (copie)`.slice(0, 128) : nomOf(edition.categorie)}
          confirmLabel={edition.type === 'copie' ? 'Copier' : 'Renommer'}
          busy={busy}
          onConfirm={nommer}
          onClose={() => setEdition(null)}
        />
      )}
    </>
  );
}

/** /outils/duer/:idDuer: the DUER's work units (spec 03 §2.2). */
export default function DuerPage() {
  const idDuer = Number(useParams().idDuer);
  const query = useDuer(idDuer);
  return (
    <div className="page duer">
      <ToolHeader slug={TOOL_SLUGS.duer} title={DUER_TITRE} info={<DuerInfo />} />
      <Link to="/outils/duer" className="duer__retour">
        Retour aux DUER
      </Link>
      <QueryState query={query} errorMessage={M.chargementCategories} loadingLabel="Chargement des unités de travail">
        {(detail) => (
          <>
            <h2 className="section__titre">Duer {detail.duer.annee}</h2>
            {detail.duer.estFini && <p className="duer__fini">{detail.droits.droitModifs ? 'Ce DUER est terminé.' : M.duerFini}</p>}
            <Unites key={idDuer} idDuer={idDuer} detail={detail} />
            <DuerDocumentsNav idDuer={idDuer} />
            <DuerImpression idDuer={idDuer} detail={detail} />
          </>
        )}
      </QueryState>
    </div>
  );
}
