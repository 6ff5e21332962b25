import { useState } from 'react';
import { type Identifiant, IdentifiantMessages as M } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { PageTitle } from '../../../components/ui/page-title';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { showFlash } from '../../../lib/flash';
import { useAddIdentifiant, useDeleteIdentifiant, useEditIdentifiant, useIdentifiants, useRevelerIdentifiant } from '../api/identifiants';
import { matchesSearch } from '../utils/identifiant-texts';
import { IdentifiantCard } from './identifiant-card';
import { IdentifiantDialog, type IdentifiantSubmit } from './identifiant-dialog';
import '../../../styles/identifiants.css';

type Modal = { kind: 'ajout' } | { kind: 'modification'; identifiant: Identifiant } | null;

function Identifiants({ codeDossier, isCollaborateur }: { codeDossier: string; isCollaborateur: boolean }) {
  const query = useIdentifiants(codeDossier, isCollaborateur);
  const add = useAddIdentifiant();
  const edit = useEditIdentifiant();
  const remove = useDeleteIdentifiant();
  const reveal = useRevelerIdentifiant();
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<Modal>(null);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const { dialog, confirm } = useConfirmation();

  const submit = async (values: IdentifiantSubmit) => {
    if (modal?.kind === 'modification') {
      return edit.mutateAsync(
        { codeDossier, body: { id: modal.identifiant.id, codeDossier, ...values } },
        {
          onSuccess: () => {
            setModal(null);
            showFlash('success', M.modifie);
          },
          onError: () => showFlash('error', M.erreurModification),
        },
      );
    }
    return add.mutateAsync(
      { codeDossier, body: { codeDossier, titre: values.titre, nomUtilisateur: values.nomUtilisateur, motDePasse: values.motDePasse ?? '' } },
      {
        onSuccess: () => {
          setModal(null);
          showFlash('success', M.cree);
        },
        onError: () => showFlash('error', M.erreurCreation),
      },
    );
  };
  const askDelete = (i: Identifiant) =>
    confirm({
      title: 'Supprimer l’identifiant',
      message: `L’identifiant « ${i.titre} » sera définitivement supprimé.`,
      confirmLabel: 'Supprimer l’identifiant',
      cancelLabel: 'Conserver l’identifiant',
      onConfirm: () =>
        remove.mutate({ codeDossier, id: i.id }, { onSuccess: () => showFlash('success', M.supprime), onError: () => showFlash('error', M.erreurSuppression) }),
    });
  const doReveal = (i: Identifiant) =>
    reveal.mutate(
      { codeDossier, id: i.id },
      { onSuccess: ({ motDePasse }) => setRevealed((r) => ({ ...r, [i.id]: motDePasse })), onError: () => showFlash('error', M.erreurRevelation) },
    );
  const hide = (id: string) =>
    setRevealed(({ [id]: _hidden, ...rest }) => {
      return rest;
    });

  return (
    <>
      <div className="identifiants__outils">
        <div className="champ" data-tour="identifiants-recherche">
          <label htmlFor="identifiants-recherche">Rechercher</label>
          <input id="identifiants-recherche" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        {!isCollaborateur && (
          <button type="button" className="bouton" onClick={() => setModal({ kind: 'ajout' })} data-tour="identifiants-ajout">
            Ajouter un identifiant
          </button>
        )}
      </div>
      <QueryState
        query={query}
        errorMessage={M.erreurChargement}
        loadingLabel="Chargement des identifiants"
        isEmpty={(list) => list.length === 0}
        empty={isCollaborateur ? M.videDossier : M.vide}
      >
        {(list) => {
          const shown = list.filter((i) => matchesSearch(i, search));
          if (!shown.length) return <EmptyState>{M.aucunResultat}</EmptyState>;
          return (
            <ul className="identifiants__grille" data-testid="identifiants" data-tour="identifiants-liste">
              {shown.map((i) => (
                <IdentifiantCard
                  key={i.id}
                  identifiant={i}
                  isCollaborateur={isCollaborateur}
                  revealed={revealed[i.id]}
                  onEdit={() => setModal({ kind: 'modification', identifiant: i })}
                  onDelete={() => askDelete(i)}
                  onReveal={() => doReveal(i)}
                  onHide={() => hide(i.id)}
                />
              ))}
            </ul>
          );
        }}
      </QueryState>
      {modal && (
        <IdentifiantDialog
          key={modal.kind === 'modification' ? modal.identifiant.id : 'ajout'}
          identifiant={modal.kind === 'modification' ? modal.identifiant : undefined}
          busy={add.isPending || edit.isPending}
          onSubmit={submit}
          onClose={() => setModal(null)}
        />
      )}
      {dialog}
    </>
  );
}

/** /mon-compte/mots-de-passe: credentials entrusted to the firm (spec 02 §2-§9); staff of the portfolio reveal them. */
export default function IdentifiantsPage() {
  const { dossier, isCollaborateur } = useSelectedDossier();
  return (
    <div className="page identifiants">
      <PageTitle>Identifiants partagés</PageTitle>
      <p>
        {isCollaborateur
          ? 'Identifiants confiés au cabinet par le dossier. Chaque consultation d’un mot de passe est enregistrée et visible du client.'
          : 'Les identifiants que vous confiez au cabinet (impôts, MSA, Telepac, banque…). Les mots de passe sont chiffrés et ne sont jamais réaffichés ; chaque consultation par un collaborateur vous est indiquée.'}
      </p>
      {dossier ? (
        <Identifiants key={dossier.codeDossier} codeDossier={dossier.codeDossier} isCollaborateur={isCollaborateur} />
      ) : (
        <EmptyState>Aucun dossier sélectionné.</EmptyState>
      )}
    </div>
  );
}
