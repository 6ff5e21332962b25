import { useState } from 'react';
import { AgMessages as M, choisirInvitation } from '@portail/contracts';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { useAgInvitations } from '../api/get-ag-invitations';
import { texteReponse } from '../utils/ag-texts';
import { AgInvitationForm } from './ag-invitation-form';

interface Props {
  millesime: number;
  guidPersonne: string;
  estCollaborateur: boolean;
  /** Staff act on the dossier they selected. */
  codeDossierCollaborateur: string | null;
}

/** The invitations of the user's dossiers, the one chosen by the rule of spec 02 §9 shown first. */
export function AgInvitations({ millesime, guidPersonne, estCollaborateur, codeDossierCollaborateur }: Props) {
  const query = useAgInvitations(millesime);
  const [choix, setChoix] = useState<string | null>(null);
  const [transmise, setTransmise] = useState(false);
  return (
    <QueryState
      query={query}
      errorMessage={M.erreurChargementInvitations}
      loadingLabel="Chargement des invitations"
      isEmpty={(list) => list.filter((i) => !estCollaborateur || i.codeDossier === codeDossierCollaborateur).length === 0}
      empty={estCollaborateur ? M.aucuneInvitationDossier : M.aucuneInvitation}
    >
      {(all) => {
        const invitations = all.filter((i) => !estCollaborateur || i.codeDossier === codeDossierCollaborateur);
        const invitation = invitations.find((i) => i.id === choix) ?? choisirInvitation(invitations, guidPersonne)!;
        const reponse = texteReponse(invitation);
        return (
          <section aria-labelledby="titre-invitation" className="carte">
            <h2 id="titre-invitation">{estCollaborateur ? 'Invitation du dossier' : 'Mon invitation'}</h2>
            {invitations.length > 1 && (
              <div className="champ">
                <label htmlFor="ag-dossier">Invitation du dossier</label>
                <select id="ag-dossier" value={invitation.id} onChange={(e) => setChoix(e.target.value)}>
                  {invitations.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.raisonSociale} ({i.codeDossier})
                    </option>
                  ))}
                </select>
              </div>
            )}
            <p>
              <strong>{invitation.raisonSociale}</strong> — nombre de voix : <span data-testid="ag-poids">{invitation.poids}</span>
            </p>
            {reponse && (
              <p className="ag__reponse" data-testid="ag-reponse">
                {reponse}
              </p>
            )}
            <AgInvitationForm
              key={invitation.id}
              invitation={invitation}
              autres={invitations.filter((i) => i.id !== invitation.id)}
              estCollaborateur={estCollaborateur}
              onTransmise={() => setTransmise(true)}
            />
            <MessageDialog
              open={transmise}
              title="Assemblée générale"
              message={M.transmise}
              testId="dialogue-ag-transmise"
              onClose={() => setTransmise(false)}
            />
          </section>
        );
      }}
    </QueryState>
  );
}
