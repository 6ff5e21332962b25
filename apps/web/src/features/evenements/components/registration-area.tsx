import { useMemo, useState, type SetStateAction } from 'react';
import type { EventInvitation, Evenement, Subscription } from '@portail/contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { errorText } from '../../../lib/error-handler';
import { useRefusal } from '../../../lib/hooks/use-refusal';
import { useDeclineEvent } from '../api/decline-event';
import { useEventSubscriptions } from '../api/get-event-subscriptions';
import { useSubscribeEvent } from '../api/subscribe-event';
import { buildSubmission, comeAfterAll, emptyDraft, participantEtat, type ParticipantRow } from '../utils/registration-rules';
import { ParticipantForm } from './participant-form';
import { TableScroll } from '../../../components/ui/data-table';
import { PageLoader } from '../../../components/ui/page-loader';

const participeLabel = (p: boolean | null) => (p === null ? 'Sans réponse' : p ? 'Oui' : 'Non');
let nextKey = 0;
const key = () => `n${++nextKey}`;

/** Participants of the dossier: add, validate, delete, then send only the changes (spec 01 §4, §5). */
export function RegistrationArea({ event, codeDossier, reponse }: { event: Evenement; codeDossier: string; reponse: EventInvitation['reponse'] }) {
  const subs = useEventSubscriptions(codeDossier, event.id);
  const subscribe = useSubscribeEvent(codeDossier, event.id);
  const decline = useDeclineEvent(codeDossier, event.id);
  const saved = useMemo(
    () => (subs.data ?? []).filter((s) => !s.deleted).map((s): ParticipantRow => ({ kind: 'saved', key: s.id, data: s, deleted: false })),
    [subs.data],
  );
  // Local edits hold until the server list changes (after a save or a refetch), then start again from it.
  const [edits, setEdits] = useState<{ base: Subscription[] | undefined; rows: ParticipantRow[] } | null>(null);
  const rows = edits && edits.base === subs.data ? edits.rows : saved;
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const setRows = (next: SetStateAction<ParticipantRow[]>) => {
    setServerMessage(null);
    setEdits((prev) => {
      const current = prev && prev.base === subs.data ? prev.rows : saved;
      return { base: subs.data, rows: typeof next === 'function' ? next(current) : next };
    });
  };
  const built = buildSubmission(rows, event.placesRestantes, event.idcampagne);
  const refusal = useRefusal('error' in built ? built.error : null);
  const message = refusal.message ?? serverMessage;

  if (subs.isError) return <ErrorState message="Une erreur est survenue lors du chargement des participants." onRetry={() => void subs.refetch()} />;
  if (event.estAnnule) return <p data-testid="inscription-fermee">Cet événement est annulé : les inscriptions sont closes.</p>;
  if (!event.registrationRequired) return <p>Aucune inscription n'est nécessaire pour cet événement.</p>;
  // A participant added before the saved ones arrive would be lost when they do: the area waits for them.
  if (subs.isPending) return <PageLoader label="Chargement des participants…" />;

  const update = (k: string, row: ParticipantRow | null) => setRows((list) => list.flatMap((r) => (r.key === k ? (row ? [row] : []) : [r])));
  const submit = () => {
    setServerMessage(null);
    if (!refusal.check() || 'error' in built) return;
    subscribe.mutate(built.list, {
      onError: (e) => setServerMessage(errorText(e, "Une erreur est survenue lors de l'inscription")),
    });
  };
  const canAdd = event.statut !== 'complet' || rows.some((r) => r.kind === 'saved' && r.deleted);

  return (
    <section aria-labelledby="inscription-titre" data-testid="inscription">
      <h2 id="inscription-titre" className="section__titre">
        Inscription
      </h2>
      {event.placesRestantes !== null && <p>{`Il reste ${event.placesRestantes} place(s).`}</p>}
      {reponse === 'decline' && <p>Vous avez indiqué ne pas participer à cet événement.</p>}
      {rows.every((r) => r.kind === 'pending') ? (
        <p className="texte-secondaire" data-testid="aucun-participant">
          Aucun participant inscrit pour ce dossier.
        </p>
      ) : (
        <TableScroll label="Tableau : participants du dossier">
          <table className="tableau tableau--empilable participants">
            <caption className="sr-only">Participants du dossier</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Prénom</th>
                <th scope="col">Email</th>
                <th scope="col">Téléphone</th>
                <th scope="col">Participe</th>
                <th scope="col">Commentaire</th>
                <th scope="col">État</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows
                .filter((r) => r.kind !== 'pending')
                .map((r) => {
                  const d = r.data;
                  const deleted = r.kind === 'saved' && r.deleted;
                  return (
                    <tr key={r.key} className={deleted ? 'participant--supprime' : undefined} data-testid="participant">
                      <td data-label="Nom">{d.nom}</td>
                      <td data-label="Prénom">{d.prenom}</td>
                      <td data-label="Email">{d.email}</td>
                      <td data-label="Téléphone">{d.tel || '-'}</td>
                      <td data-label="Participe">{participeLabel(d.participe)}</td>
                      <td data-label="Commentaire">{d.commentaire || ''}</td>
                      <td data-label="État">{participantEtat(r)}</td>
                      <td className="tableau__actions">
                        {r.kind === 'new' && (
                          <button
                            type="button"
                            className="bouton bouton--secondaire bouton--petit"
                            onClick={() => update(r.key, r.replaces ? { kind: 'saved', key: r.key, data: r.replaces, deleted: false } : null)}
                          >
                            {r.replaces ? 'Annuler' : 'Supprimer'}
                          </button>
                        )}
                        {r.kind === 'saved' && !r.deleted && r.data.participe !== true && (
                          <button type="button" className="bouton bouton--petit" onClick={() => update(r.key, comeAfterAll(r.data, r.key))}>
                            Participe finalement
                          </button>
                        )}
                        {r.kind === 'saved' && (
                          <button
                            type="button"
                            className="bouton bouton--secondaire bouton--petit"
                            onClick={() => update(r.key, { ...r, deleted: !r.deleted })}
                          >
                            {r.deleted ? 'Annuler la suppression' : 'Supprimer'}
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {rows.map((r, i) =>
        r.kind === 'pending' ? (
          <ParticipantForm
            key={r.key}
            index={i}
            initial={r.data}
            onValidate={(d) => update(r.key, { kind: 'new', key: r.key, data: d })}
            onRemove={() => update(r.key, null)}
          />
        ) : null,
      )}
      {message && (
        <p role="alert" className="message-erreur" data-testid="inscription-message">
          {message}
        </p>
      )}
      <div className="inscription__actions">
        {canAdd && (
          <button
            type="button"
            className="bouton bouton--secondaire"
            onClick={() => setRows((list) => [...list, { kind: 'pending', key: key(), data: emptyDraft() }])}
          >
            Ajouter un participant
          </button>
        )}
        <button type="button" className="bouton" disabled={subscribe.isPending} onClick={submit}>
          Enregistrer l'inscription
        </button>
        {reponse !== 'decline' && (
          <button type="button" className="bouton bouton--secondaire" disabled={decline.isPending} onClick={() => decline.mutate()}>
            Je ne participe pas
          </button>
        )}
      </div>
    </section>
  );
}
