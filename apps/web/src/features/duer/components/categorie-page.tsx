import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { type DuerCategorieDetail, DuerMessages as M, type DuerModule, TOOL_SLUGS } from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { useCopyModule } from '../api/structure/copy-module';
import { useDeleteModule } from '../api/structure/delete-module';
import { useForceModule } from '../api/structure/force-module';
import { useCategorie } from '../api/structure/get-categorie';
import { useReorderModules } from '../api/structure/reorder-modules';
import { useUpdateCategorie } from '../api/structure/update-categorie';
import { useUpdateModule } from '../api/structure/update-module';
import { duerErreur } from '../utils/duer-erreur';
import { changedOrders, type Ordonnable, startReorder, swapNeighbours } from '../utils/reorder';
import { DuerInfo } from './common/duer-info';
import { TileAction } from './common/tile-action';
import { DuerTile } from './common/duer-tile';
import { NameDialog } from './common/name-dialog';
import { MoveButtons, ReorderBar } from './common/reorder-bar';
import { DUER_TITRE } from './duer-index-page';
import { ModuleAjoutDialog } from './module-ajout-dialog';
import { ModuleCopieDialog } from './module-copie-dialog';
import '../../../styles/duer-structure.css';

type Edition = { type: 'ajout' } | { type: 'unite' } | { type: 'renommer' | 'copie'; module: DuerModule } | null;

const nomOf = (m: DuerModule) => m.duerBaseModule.nom;

function Modules({ idDuer, detail }: { idDuer: number; detail: DuerCategorieDetail }) {
  const { droits, categorie, modules, autresCategories, duer } = detail;
  const navigate = useNavigate();
  const renameUnite = useUpdateCategorie();
  const rename = useUpdateModule();
  const copy = useCopyModule();
  const remove = useDeleteModule();
  const force = useForceModule();
  const reorder = useReorderModules();
  const { dialog, confirm } = useConfirmation();
  const [edition, setEdition] = useState<Edition>(null);
  const [ordre, setOrdre] = useState<(DuerModule & Ordonnable)[] | null>(null);
  const busy = renameUnite.isPending || rename.isPending || copy.isPending || remove.isPending || force.isPending || reorder.isPending;
  const liste: DuerModule[] = ordre ?? [...modules].sort((a, b) => a.ordre - b.ordre);
  const fermer = () => setEdition(null);

  const valider = () => {
    const changes = changedOrders(ordre ?? []);
    if (changes.length === 0) return setOrdre(null);
    reorder.mutate({ idDuer, modulesAModifier: changes }, { onSuccess: () => setOrdre(null), onError: (e) => duerErreur(e, M.moduleModification) });
  };
  const supprimer = (m: DuerModule) =>
    confirm({
      title: 'Supprimer le module',
      message: `Le module « ${nomOf(m)} », ses opérations et ses risques seront supprimés.`,
      confirmLabel: 'Supprimer le module',
      cancelLabel: 'Conserver le module',
      onConfirm: () =>
        remove.mutate(
          { idDuer, idModule: m.id },
          {
            onSuccess: () => toast.success(`Le module « ${nomOf(m)} » a été supprimé.`),
            onError: (e) => duerErreur(e, M.moduleSuppression),
          },
        ),
    });
  const renommerUnite = (nom: string) =>
    renameUnite.mutate(
      { idDuer, idCategorie: categorie.id, nom },
      {
        onSuccess: (c) => {
          toast.success('L’unité de travail a été renommée.');
          fermer();
          // The rename may give the work unit a new id (spec 03 §2.3): the screen follows it.
          if (c.id !== categorie.id) void navigate(`/outils/duer/${idDuer}/${c.id}`, { replace: true });
        },
        onError: (e) => duerErreur(e, M.uniteModification),
      },
    );
  const renommer = (m: DuerModule, nom: string) =>
    rename.mutate(
      { idDuer, idModule: m.id, nom },
      {
        onSuccess: () => {
          toast.success('Le module a été renommé.');
          fermer();
        },
        onError: (e) => duerErreur(e, M.moduleModification),
      },
    );
  const copier = (m: DuerModule, idDuerCategorie: number) =>
    copy.mutate(
      { idDuer, idModule: m.id, idDuerCategorie },
      {
        onSuccess: () => {
          toast.success(`Le module « ${nomOf(m)} » a été copié.`);
          fermer();
        },
        onError: (e) => duerErreur(e, M.moduleCopie),
      },
    );

  return (
    <>
      <div className="duer__sous-titre">
        <h2 className="section__titre">
          Duer {duer.annee} - {categorie.duerBaseCategorie.nom}
        </h2>
        {droits.creationStructure && (
          <button type="button" className="bouton bouton--secondaire bouton--petit" disabled={busy} onClick={() => setEdition({ type: 'unite' })}>
            Renommer l’unité de travail
          </button>
        )}
      </div>
      <div className="duer__actions">
        {droits.creationStructure && !ordre && (
          <button type="button" className="bouton" onClick={() => setEdition({ type: 'ajout' })}>
            Ajouter un module
          </button>
        )}
        {droits.droitModifs && modules.length > 1 && (
          <ReorderBar actif={ordre !== null} busy={busy} onStart={() => setOrdre(startReorder(modules))} onValidate={valider} onCancel={() => setOrdre(null)} />
        )}
      </div>
      {liste.length === 0 ? (
        <EmptyState>Aucun module dans cette unité de travail.</EmptyState>
      ) : (
        <ul className="duer-tuiles" aria-label="Modules">
          {liste.map((m, index) => (
            <DuerTile
              key={m.id}
              nom={nomOf(m)}
              to={`/outils/duer/${idDuer}/${categorie.id}/${m.id}`}
              estValide={m.estValide}
              testId="module"
              details={
                droits.droitModifs ? (
                  <label className="duer-tuile__force">
                    <input
                      type="checkbox"
                      checked={m.forcerValidation}
                      disabled={busy || !!ordre}
                      onChange={() => force.mutate({ idDuer, idModule: m.id }, { onError: (e) => duerErreur(e, M.moduleModification) })}
                    />{' '}
                    Validation forcée<span className="sr-only"> : {nomOf(m)}</span>
                  </label>
                ) : (
                  m.forcerValidation && <p className="duer-tuile__force">Validation forcée</p>
                )
              }
            >
              {ordre ? (
                <MoveButtons nom={nomOf(m)} index={index} total={liste.length} onMove={(d) => setOrdre(swapNeighbours(ordre, index, d))} />
              ) : (
                droits.creationStructure && (
                  <>
                    {autresCategories.length > 0 && (
                      <TileAction action="Copier" nom={nomOf(m)} disabled={busy} onClick={() => setEdition({ type: 'copie', module: m })} />
                    )}
                    <TileAction action="Renommer" nom={nomOf(m)} disabled={busy} onClick={() => setEdition({ type: 'renommer', module: m })} />
                    <TileAction action="Supprimer" nom={nomOf(m)} disabled={busy} onClick={() => supprimer(m)} />
                  </>
                )
              )}
            </DuerTile>
          ))}
        </ul>
      )}
      {dialog}
      {edition?.type === 'ajout' && <ModuleAjoutDialog idDuer={idDuer} idCategorie={categorie.id} onClose={fermer} />}
      {edition?.type === 'unite' && (
        <NameDialog
          title="Renommer l’unité de travail"
          label="Nom de l’unité de travail"
          initial={categorie.duerBaseCategorie.nom}
          confirmLabel="Renommer"
          busy={busy}
          onConfirm={renommerUnite}
          onClose={fermer}
        />
      )}
      {edition?.type === 'renommer' && (
        <NameDialog
          title="Renommer le module"
          label="Nom du module"
          initial={nomOf(edition.module)}
          confirmLabel="Renommer"
          busy={busy}
          onConfirm={(nom) => renommer(edition.module, nom)}
          onClose={fermer}
        />
      )}
      {edition?.type === 'copie' && (
        <ModuleCopieDialog
          nomModule={nomOf(edition.module)}
          categories={autresCategories}
          busy={busy}
          onConfirm={(id) => copier(edition.module, id)}
          onClose={fermer}
        />
      )}
    </>
  );
}

/** /outils/duer/:idDuer/:idCategorie: the modules of a work unit (spec 03 §2.3). */
export default function CategoriePage() {
  const params = useParams();
  const idDuer = Number(params.idDuer);
  const idCategorie = Number(params.idCategorie);
  const query = useCategorie(idDuer, idCategorie);
  return (
    <div className="page duer">
      <ToolHeader slug={TOOL_SLUGS.duer} title={DUER_TITRE} info={<DuerInfo />} />
      <Link to={`/outils/duer/${idDuer}`} className="duer__retour">
        Retour aux unités de travail
      </Link>
      <QueryState query={query} errorMessage={M.chargementCategories} loadingLabel="Chargement des modules">
        {(detail) => <Modules key={idCategorie} idDuer={idDuer} detail={detail} />}
      </QueryState>
    </div>
  );
}
