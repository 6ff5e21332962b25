import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EditRendezVousSchema, RendezVousMessages as M, type EditRendezVous, type RendezVous, type User } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate, formatTime } from '../../../lib/format';
import '../../../styles/rendez-vous.css';
import { FormField } from '../../../components/ui/form-field';
import { ReasonField } from './reason-field';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { useUser } from '../../../lib/api/get-user';
import { useEditAppointment } from '../api/edit-appointment';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { useRendezVous } from './use-rendez-vous';

function EditForm({ rdv, user }: { rdv: RendezVous; user: User | undefined }) {
  const navigate = useNavigate();
  const edit = useEditAppointment();
  const { dialog, confirm } = useConfirmation();
  const [done, setDone] = useState(false);
  const detail = `/rendez-vous/${rdv.id}`;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<EditRendezVous>({
    resolver: zodResolver(EditRendezVousSchema),
    defaultValues: { id: rdv.id, reason: rdv.reason ?? '', telephone: user?.tel ?? '', email: user?.mail ?? '' },
  });
  const reason = useWatch({ control, name: 'reason' });

  return (
    <form className="carte formulaire" noValidate onSubmit={handleSubmit((values) => edit.mutate(values, { onSuccess: () => setDone(true) }))}>
      <ReasonField label="Motif" value={reason} error={errors.reason?.message} registration={register('reason')} />
      <FormField id="rdv-telephone" label="Téléphone" error={errors.telephone?.message}>
        {(a11y) => <input {...a11y} type="tel" autoComplete="tel" {...register('telephone')} />}
      </FormField>
      <FormField id="rdv-email" label="E-mail" error={errors.email?.message}>
        {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <div className="formulaire__actions">
        <button
          type="button"
          className="bouton bouton--secondaire"
          onClick={() =>
            confirm({
              title: 'Annuler les modifications',
              message: "Êtes-vous sûr d'annuler les modifications ?",
              confirmLabel: 'Abandonner les modifications',
              cancelLabel: 'Continuer la saisie',
              onConfirm: () => void navigate(detail),
            })
          }
        >
          Annuler
        </button>
        <button type="submit" className="bouton" disabled={edit.isPending}>
          Modifier
        </button>
      </div>
      {dialog}
      <MessageDialog open={done} title="Modification envoyée" message={M.modificationEnvoyee} onClose={() => void navigate(detail)} />
    </form>
  );
}

/** /rendez-vous/editer/{id}: reason, phone, email of a future appointment (spec 01 §2.4, §5). */
export default function RdvEditPage() {
  const { id } = useParams();
  const { query, rdv } = useRendezVous(id);
  const user = useUser();
  if (query.isSuccess && !rdv) return <Navigate to={id ? `/rendez-vous/${id}` : '/actualites-liste?type=0'} replace />;
  return (
    <div className="page rdv">
      <PageTitle documentTitle="Éditer mon RDV">{rdv ? `Éditer mon RDV du ${formatDate(rdv.date)} à ${formatTime(rdv.date)}` : 'Éditer mon RDV'}</PageTitle>
      <QueryState query={query} errorMessage="Une erreur est survenue lors du chargement des rendez-vous." loadingLabel="Chargement…">
        {() =>
          rdv && !rdv.upcoming ? (
            <p className="etat">
              {M.rdvPasse} <Link to={`/rendez-vous/${rdv.id}`}>Retour au rendez-vous</Link>
            </p>
          ) : (
            rdv && !user.isPending && <EditForm rdv={rdv} user={user.data} />
          )
        }
      </QueryState>
    </div>
  );
}
