import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RendezVousMessages as M } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime, formatTime } from '../../../lib/format';
import '../../../styles/rendez-vous.css';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useParticipants } from '../api/get-participants';
import { adresseComplete, lienCarte } from '../utils/rendez-vous-labels';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { useRendezVous } from './use-rendez-vous';

const LISTE = '/actualites-liste?type=0';

/** /rendez-vous/{id}: place, participants, reason, description, communication type (spec 01 §2.4). */
export default function RdvDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { query, rdv, codeDossier } = useRendezVous(id);
  const participants = useParticipants(rdv ? id : undefined);
  const cancel = useCancelAppointment();
  const { dialog, confirm } = useConfirmation();
  const [cancelled, setCancelled] = useState(false);

  return (
    <div className="page rdv">
      <PageTitle documentTitle="Rendez-vous">{rdv?.title ?? 'Rendez-vous'}</PageTitle>
      <QueryState query={query} errorMessage="Une erreur est survenue lors du chargement des rendez-vous." loadingLabel="Chargement…">
        {() =>
          !rdv ? (
            <EmptyState>
              {M.rdvIntrouvable} <Link to={LISTE}>Voir mes rendez-vous</Link>
            </EmptyState>
          ) : (
            <article className="carte rdv__detail" data-testid="rdv-detail">
              <p className="rdv__date">
                Le {formatDateTime(rdv.date)}
                {rdv.dateFin ? ` jusqu'à ${formatTime(rdv.dateFin)}` : ''}
              </p>
              <dl className="liste-infos">
                <div className="liste-infos__ligne">
                  <dt>Lieu</dt>
                  <dd>
                    {[rdv.location, adresseComplete(rdv)].filter(Boolean).join(' — ') || '-'}{' '}
                    {lienCarte(rdv) && (
                      <a href={lienCarte(rdv)!} target="_blank" rel="noopener noreferrer">
                        Voir sur la carte
                      </a>
                    )}
                  </dd>
                </div>
                <div className="liste-infos__ligne">
                  <dt>Type de communication</dt>
                  <dd>{rdv.typeCommunication ?? '-'}</dd>
                </div>
                <div className="liste-infos__ligne">
                  <dt>Motif</dt>
                  <dd data-testid="rdv-motif">{rdv.reason ?? '-'}</dd>
                </div>
                <div className="liste-infos__ligne">
                  <dt>Description</dt>
                  <dd>{rdv.description ?? '-'}</dd>
                </div>
              </dl>
              <h2 className="section__titre">Participants</h2>
              <QueryState
                query={participants}
                errorMessage="Une erreur est survenue lors du chargement des participants."
                isEmpty={(l) => l.length === 0}
                empty="Aucun participant."
              >
                {(list) => (
                  <ul className="rdv__participants">
                    {list.map((p) => (
                      <li key={p.codeagent}>
                        {p.prenom} {p.nom} — {p.fonction}
                      </li>
                    ))}
                  </ul>
                )}
              </QueryState>
              {rdv.upcoming && (
                <div className="rdv__actions">
                  <Link className="bouton bouton--secondaire" to={`/rendez-vous/editer/${rdv.id}`}>
                    Modifier
                  </Link>
                  <button
                    type="button"
                    className="bouton bouton--danger"
                    disabled={cancel.isPending}
                    onClick={() =>
                      confirm({
                        title: 'Annuler le rendez-vous',
                        message: `Êtes-vous sûr de vouloir annuler le rendez-vous du ${formatDateTime(rdv.date)} ?`,
                        confirmLabel: 'Confirmer l’annulation',
                        cancelLabel: 'Garder le rendez-vous',
                        onConfirm: () => cancel.mutate({ codeDossier: codeDossier!, id: rdv.id }, { onSuccess: () => setCancelled(true) }),
                      })
                    }
                  >
                    Annuler le rendez-vous
                  </button>
                </div>
              )}
            </article>
          )
        }
      </QueryState>
      {dialog}
      <MessageDialog open={cancelled} title="Rendez-vous annulé" message={M.rdvAnnule} onClose={() => void navigate(LISTE)} />
    </div>
  );
}
