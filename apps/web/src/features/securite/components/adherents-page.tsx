import { useState } from 'react';
import type { AdherentDossier } from '@portail/contracts';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { errorText } from '../../../lib/error-handler';
import { useAdherentsDossier } from '../api/get-adherents-dossier';
import { useResetSecondFactor } from '../api/reset-second-factor';
import '../../../styles/securite.css';

const ETATS: Record<AdherentDossier['doubleAuthentification'], string> = { active: 'Activée', inactive: 'Non activée', 'sans-compte': '—' };

const columns: Column<AdherentDossier>[] = [
  { id: 'nom', header: 'Nom', rowHeader: true, cell: (a) => a.nom },
  { id: 'prenom', header: 'Prénom', cell: (a) => a.prenom },
  { id: 'login', header: 'Identifiant', cell: (a) => a.login ?? <span className="texte-secondaire">sans compte</span> },
  { id: 'role', header: 'Rôle', cell: (a) => a.role ?? '-' },
  { id: 'double-authentification', header: 'Double authentification', cell: (a) => ETATS[a.doubleAuthentification] },
];

function Adherents({ codeDossier }: { codeDossier: string }) {
  const query = useAdherentsDossier(codeDossier);
  const reset = useResetSecondFactor();
  const { dialog, confirm } = useConfirmation();
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const ask = (a: AdherentDossier) =>
    confirm({
      title: 'Réinitialiser la double authentification',
      message: (
        <>
          <p>
            {a.prenom} {a.nom} ne pourra plus se connecter avec son application d’authentification actuelle ni avec ses codes de secours. Si le cabinet exige la
            double authentification, il lui faudra la configurer de nouveau à sa prochaine connexion.
          </p>
          <p>Un e-mail l’en informe, et ses sessions ouvertes sont terminées.</p>
        </>
      ),
      confirmLabel: 'Réinitialiser la double authentification',
      cancelLabel: 'Ne pas réinitialiser',
      onConfirm: () => {
        setNotice(null);
        setAlert(null);
        reset.mutate(
          { codeDossier, guidPersonne: a.guidPersonne },
          { onSuccess: ({ message }) => setNotice(message), onError: (error) => setAlert(errorText(error, 'La réinitialisation a échoué. Réessayez.')) },
        );
      },
    });

  return (
    <>
      <div role="status">{notice && <p className="formulaire__succes">{notice}</p>}</div>
      <FormAlert message={alert} testId="erreur-adherents" />
      <QueryState
        query={query}
        errorMessage="Une erreur est survenue lors du chargement des adhérents du dossier."
        isEmpty={(list) => list.length === 0}
        empty="Personne n’a accès à ce dossier."
      >
        {(list) => (
          <DataTable
            caption="Adhérents du dossier"
            captionHidden
            columns={columns}
            rows={list}
            rowKey={(a) => a.guidPersonne}
            rowProps={() => ({ 'data-testid': 'adherent' })}
            actions={(a) =>
              a.doubleAuthentification === 'active' ? (
                <button
                  type="button"
                  className="bouton bouton--secondaire bouton--petit"
                  aria-label={`Réinitialiser la double authentification de ${a.prenom} ${a.nom}`}
                  onClick={() => ask(a)}
                >
                  Réinitialiser la double authentification
                </button>
              ) : null
            }
          />
        )}
      </QueryState>
      {dialog}
    </>
  );
}

/** /dossier/adherents (staff): the members reaching the selected dossier, and resetting a lost second factor (issue 33 §2). */
export default function AdherentsPage() {
  const { dossier } = useSelectedDossier();
  return (
    <div className="page">
      <PageTitle>Adhérents du dossier</PageTitle>
      {dossier ? (
        <>
          <p className="texte-secondaire">Les personnes qui ont accès au dossier {dossier.raisonSociale} et l’état de leur double authentification.</p>
          <Adherents key={dossier.codeDossier} codeDossier={dossier.codeDossier} />
        </>
      ) : (
        <EmptyState>Aucun dossier sélectionné.</EmptyState>
      )}
    </div>
  );
}
