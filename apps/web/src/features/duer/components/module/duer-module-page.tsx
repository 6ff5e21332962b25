import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { type DuerModuleDetail, type DuerRisque, DuerMessages as M } from '@portail/contracts';
import { useConfirmation } from '../../../../components/ui/confirm-dialog';
import { PageTitle } from '../../../../components/ui/page-title';
import { QueryState } from '../../../../components/ui/query-state';
import { isApiError } from '../../../../lib/api-client';
import { openErrorDialog } from '../../../../lib/error-dialog';
import { handleError } from '../../../../lib/error-handler';
import { useAddGroupe } from '../../api/module/add-groupe';
import { useAddRisque } from '../../api/module/add-risque';
import { useDeleteGroupe } from '../../api/module/delete-groupe';
import { useDeleteRisque } from '../../api/module/delete-risque';
import { pictosQueryOptions } from '../../api/module/get-base-pictos';
import { getModule, useDuerModule } from '../../api/module/get-module';
import { useHistoriqueModule } from '../../api/module/get-module-history';
import { useRenameGroupe } from '../../api/module/rename-groupe';
import { useRenameRisque } from '../../api/module/rename-risque';
import { useSaveModule, useVersionChoisie } from '../../api/module/save-module';
import { useUpdatePictos } from '../../api/module/update-pictos';
import { useRenameModule } from '../../api/structure/update-module';
import {
  deplacerGroupe,
  deplacerRisque,
  enAttente,
  groupesEdites,
  initEdition,
  initialiserCotation,
  modifierCotation,
  modifierRemarque,
  type ModuleEdition,
  modifierRisque,
  payloadEnregistrement,
  type PictosUpdate,
  reappliquer,
} from '../../utils/module-edit';
import { type Ajout, AjoutDialog } from './ajout-dialog';
import { BoutonsFlottants } from './boutons-flottants';
import { ConflitModule } from './conflit-module';
import { GroupeSection } from './groupe-section';
import { LibelleDialog } from './libelle-dialog';
import { ModuleRemarque } from './module-remarque';
import { PictosDialog } from './pictos-dialog';
import { RisqueCard } from './risque-card';
import { useDefilement } from './use-defilement';
import { useQuitter } from './use-quitter';
import './duer-module.css';

const CHARGEMENT = 'Une erreur est survenue lors du chargement du module.';

interface Renommage {
  title: string;
  label: string;
  initial: string;
  onValidate: (nom: string) => void;
}

function ModuleEditeur({ idDuer, idCategorie, idModule, data }: { idDuer: number; idCategorie: number; idModule: number; data: DuerModuleDetail }) {
  const navigate = useNavigate();
  const { dialog, confirm } = useConfirmation();
  const [source, setSource] = useState(data);
  const [edition, setEdition] = useState(() => initEdition(data));
  /** After a 409: the newer module, shown only once the user chose to reload it or to apply their changes on it. */
  const [conflit, setConflit] = useState<DuerModuleDetail | null>(null);
  const [reprise, setReprise] = useState<ModuleEdition | null>(null);
  if (source !== data) {
    setSource(data);
    setEdition(reprise ? reappliquer(reprise, data) : initEdition(data));
    setReprise(null);
  }
  const save = useSaveModule();
  const versionChoisie = useVersionChoisie();
  const renommageModule = useRenameModule();
  const ajoutGroupe = useAddGroupe();
  const ajoutRisque = useAddRisque();
  const renommageGroupe = useRenameGroupe();
  const suppressionGroupe = useDeleteGroupe();
  const renommageRisque = useRenameRisque();
  const suppressionRisque = useDeleteRisque();
  const majPictos = useUpdatePictos();
  /** One change at a time: a save, or a structural change after the pending changes' save. */
  const occupe = [save, renommageModule, ajoutGroupe, ajoutRisque, renommageGroupe, suppressionGroupe, renommageRisque, suppressionRisque, majPictos].some(
    (m) => m.isPending,
  );
  const [renommage, setRenommage] = useState<Renommage | null>(null);
  const [ajout, setAjout] = useState(false);
  const [pictos, setPictos] = useState<DuerRisque | null>(null);
  const { droits, duer } = data;
  const version = duer.versionCalculRisque;
  const attente = enAttente(edition);
  const quitter = useQuitter(attente);
  useDefilement(idModule, data);

  const historique = useHistoriqueModule(idDuer, idModule, droits.estCollaborateur);
  useEffect(() => {
    if (historique.error) console.error(historique.error);
  }, [historique.error]);
  const avecPictos = data.groupes.some((g) => g.duerRisques.some((r) => r.duerPictos.length > 0));
  const basePictos = useQuery({ ...pictosQueryOptions(idDuer), enabled: avecPictos });

  /**
   * Saves pending changes (the saved module then shows), then `suite`; a 409 keeps the typed values on screen and
   * fetches the newer module for the user's choice.
   */
  const enregistrer = (suite?: () => void) => {
    if (occupe) return;
    if (!attente) return suite?.();
    save.mutate(
      { idDuer, idModule, body: payloadEnregistrement(edition) },
      {
        onSuccess: () => {
          setConflit(null);
          // The floating buttons hold the bottom right corner, where toasts stack: this one shows at the top.
          toast.success('Les modifications ont été enregistrées.', { position: 'top-center' });
          suite?.();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            openErrorDialog(M.conflitChoix);
            void getModule(idDuer, idModule)
              .catch(() => null)
              .then(setConflit);
          } else handleError(error, M.enregistrement);
        },
      },
    );
  };
  const recharger = (recente: DuerModuleDetail) => {
    setConflit(null);
    versionChoisie(idDuer, idModule, recente);
  };
  const reappliquerSur = (recente: DuerModuleDetail) => {
    setConflit(null);
    setReprise(edition);
    versionChoisie(idDuer, idModule, recente);
  };

  /**
   * Create, copy, delete, rename: pending changes saved first, then the action, then the module the api returns shown
   * (spec 03 §4); the action's failure shows `erreur`.
   */
  const structurel = (action: (handlers: { onError: (error: unknown) => void }) => void, erreur: string) =>
    enregistrer(() => action({ onError: (error) => handleError(error, erreur) }));
  const sauver = () => enregistrer();

  const renommerModule = (nom: string) =>
    structurel(
      ({ onError }) =>
        renommageModule.mutate(
          { idDuer, idModule, nom },
          {
            onSuccess: (r) => {
              if (r.insertIdDuerModule && r.insertIdDuerModule !== idModule) void navigate(`/outils/duer/${idDuer}/${idCategorie}/${r.insertIdDuerModule}`);
            },
            onError,
          },
        ),
      M.moduleModification,
    );
  const ajouter = (a: Ajout) =>
    structurel(
      (handlers) =>
        a.type === 'groupe'
          ? ajoutGroupe.mutate({ idDuer, idModule, body: a.body }, handlers)
          : ajoutRisque.mutate({ idDuer, idModule, idGroupe: a.idGroupe, body: a.body }, handlers),
      a.type === 'risque' ? M.risqueCreation : a.body.mode === 'groupeEtRisque' ? M.operationEtRisque : M.operationCreation,
    );
  const changerPictos = (idRisque: number, u: PictosUpdate) =>
    structurel((handlers) => majPictos.mutate({ idDuer, idModule, idRisque, body: u }, handlers), M.pictos);

  const groupes = groupesEdites(data, edition);
  const idsRisques = (g: (typeof groupes)[number]) => g.duerRisques.map((r) => r.id);
  const titre = `Duer ${duer.annee} - ${data.categorie.nom}`;
  const nomModule = data.module.duerBaseModule.nom;

  return (
    <>
      <Link className="lien duer-module__retour" to={`/outils/duer/${idDuer}/${idCategorie}`}>
        Retour à l’unité de travail
      </Link>
      <PageTitle>{titre}</PageTitle>
      <div className="duer-module__nom">
        <h2 className="duer-module__sous-titre">{nomModule}</h2>
        {droits.droitCreation && (
          <button
            type="button"
            className="bouton-icone"
            aria-label={`Renommer le module ${nomModule}`}
            onClick={() => setRenommage({ title: 'Renommer le module', label: 'Nom du module', initial: nomModule, onValidate: renommerModule })}
          >
            ✎
          </button>
        )}
      </div>
      <Link className="lien" to={`/outils/duer/modules/annexes/${idModule}/${data.module.duerBaseModule.id}?idDuer=${idDuer}`}>
        Annexes du module
      </Link>
      {attente && (
        <p className="duer-module__attente" role="status" data-testid="modifications-en-attente">
          {M.quitter}
        </p>
      )}

      {conflit && <ConflitModule onRecharger={() => recharger(conflit)} onReappliquer={() => reappliquerSur(conflit)} />}

      <ModuleRemarque remarque={edition.remarque} modifiable={droits.droitModifs} onChange={(r) => setEdition(modifierRemarque(edition, r))} />

      {groupes.length === 0 && <p className="etat-vide">Aucune opération dans ce module.</p>}
      {groupes.map((g, i) => (
        <GroupeSection
          key={g.id}
          groupe={g}
          droits={droits}
          premier={i === 0}
          dernier={i === groupes.length - 1}
          onMove={(sens) => setEdition(deplacerGroupe(edition, g.id, sens))}
          onRename={() =>
            setRenommage({
              title: 'Renommer l’opération',
              label: 'Libellé de l’opération',
              initial: g.duerBaseGroupe.nom,
              onValidate: (nom) => structurel((handlers) => renommageGroupe.mutate({ idDuer, idModule, idGroupe: g.id, nom }, handlers), M.groupeModification),
            })
          }
          onDelete={() =>
            confirm({
              title: 'Supprimer l’opération',
              message: `L’opération « ${g.duerBaseGroupe.nom} » et ses risques seront supprimés.`,
              confirmLabel: 'Supprimer l’opération',
              cancelLabel: 'Conserver l’opération',
              onConfirm: () => structurel((handlers) => suppressionGroupe.mutate({ idDuer, idModule, idGroupe: g.id }, handlers), M.operationSuppression),
            })
          }
        >
          {g.duerRisques.map((r, j) => (
            <RisqueCard
              key={r.id}
              risque={r}
              versionCalculRisque={version}
              droits={droits}
              historique={historique.data}
              basePictos={basePictos.data}
              premier={j === 0}
              dernier={j === g.duerRisques.length - 1}
              onMove={(sens) => setEdition(deplacerRisque(edition, idsRisques(g), r.id, sens))}
              onChange={(patch) => setEdition(modifierRisque(edition, r.id, patch))}
              onCotation={(champ, valeur) => setEdition(modifierCotation(edition, r.id, champ, valeur, version))}
              onInitialiser={() => setEdition(initialiserCotation(edition, r.id, version))}
              onRename={() =>
                setRenommage({
                  title: 'Renommer le risque',
                  label: 'Libellé du risque',
                  initial: r.duerBaseRisque.nom,
                  onValidate: (nom) =>
                    structurel((handlers) => renommageRisque.mutate({ idDuer, idModule, idRisque: r.id, nom }, handlers), M.risqueModification),
                })
              }
              onDelete={() =>
                confirm({
                  title: 'Supprimer le risque',
                  message: `Le risque « ${r.duerBaseRisque.nom} » sera supprimé.`,
                  confirmLabel: 'Supprimer le risque',
                  cancelLabel: 'Conserver le risque',
                  onConfirm: () => structurel((handlers) => suppressionRisque.mutate({ idDuer, idModule, idRisque: r.id }, handlers), M.risqueSuppression),
                })
              }
              onPictos={() => setPictos(r)}
            />
          ))}
        </GroupeSection>
      ))}

      {data.suivant && (
        <Link className="bouton duer-module__suivant" to={`/outils/duer/${idDuer}/${data.suivant.idCategorie}/${data.suivant.idModule}`}>
          Aller à : Etape {data.suivant.etape}/{data.suivant.total} - {data.suivant.nom}
        </Link>
      )}

      <BoutonsFlottants ajout={droits.droitCreation} enregistrement={attente} onAjout={() => setAjout(true)} onEnregistrer={sauver} />
      {ajout && (
        <AjoutDialog
          idDuer={idDuer}
          idModule={idModule}
          annee={duer.annee}
          groupes={groupes}
          estCollaborateur={droits.estCollaborateur}
          onClose={() => setAjout(false)}
          onAjout={ajouter}
        />
      )}
      {renommage && <LibelleDialog {...renommage} onClose={() => setRenommage(null)} />}
      {pictos && <PictosDialog idDuer={idDuer} risque={pictos} onClose={() => setPictos(null)} onValidate={(u) => changerPictos(pictos.id, u)} />}
      {dialog}
      {quitter}
    </>
  );
}

/** /outils/duer/:idDuer/:idCategorie/:idModule: operations and risks of a module (spec 03 §2.4). */
export default function DuerModulePage() {
  const params = useParams();
  const idDuer = Number(params.idDuer);
  const idCategorie = Number(params.idCategorie);
  const idModule = Number(params.idModule);
  const query = useDuerModule(idDuer, idModule);
  return (
    <div className="page duer-module">
      <QueryState query={query} errorMessage={CHARGEMENT} loadingLabel="Chargement du module">
        {(data) => <ModuleEditeur key={idModule} idDuer={idDuer} idCategorie={idCategorie} idModule={idModule} data={data} />}
      </QueryState>
    </div>
  );
}
