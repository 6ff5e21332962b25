import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useParams } from 'react-router';
import { ContactsMessages, DemandeRendezVousSchema, type Contact, type DemandeRendezVous, type User } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import '../../../styles/rendez-vous.css';
import { FormField } from '../../../components/ui/form-field';
import { ReasonField } from './reason-field';
import { useContacts } from '../../../lib/api/get-contacts';
import { ContactAvatar } from '../../../components/contacts/contact-avatar';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useUser } from '../../../lib/api/get-user';
import { useRegisterAppointment } from '../api/register-appointment';
import { AttachmentsField } from './attachments-field';
import { MessageDialog } from '../../../components/ui/message-dialog';

const SUCCES =
  'Votre demande de rendez-vous a bien été envoyée. Vous allez recevoir un mail de confirmation et votre interlocuteur vous appellera pour confirmer le rendez-vous.';

function RequestForm({ contact, codeDossier, raisonSociale, user }: { contact: Contact; codeDossier: string; raisonSociale: string; user: User | undefined }) {
  const send = useRegisterAppointment();
  const [files, setFiles] = useState<File[]>([]);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<DemandeRendezVous>({
    resolver: zodResolver(DemandeRendezVousSchema),
    defaultValues: { id: contact.codeAgent, codeDossier, raisonSociale, reason: '', tel: user?.tel ?? '', email: user?.mail ?? '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const submit = handleSubmit((values) =>
    send.mutate(
      { ...values, files },
      {
        onSuccess: () => {
          // Sent: an empty reason for a next request, the contact details kept.
          reset({ ...values, reason: '' });
          setFiles([]);
          setDone(true);
        },
      },
    ),
  );

  return (
    <form className="carte formulaire" noValidate onSubmit={submit} aria-busy={send.isPending}>
      <ReasonField label="Motif du rendez-vous" value={reason} error={errors.reason?.message} registration={register('reason')} />
      <FormField id="rdv-tel" label="Téléphone" error={errors.tel?.message}>
        {(a11y) => <input {...a11y} type="tel" autoComplete="tel" {...register('tel')} />}
      </FormField>
      <FormField id="rdv-email" label="E-mail" error={errors.email?.message}>
        {(a11y) => <input {...a11y} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <AttachmentsField files={files} onChange={setFiles} />
      <div className="formulaire__actions">
        <Link className="bouton bouton--secondaire" to="/contacts">
          Annuler
        </Link>
        <button type="submit" className="bouton" disabled={send.isPending}>
          {send.isPending ? 'Envoi…' : 'Envoyer ma demande'}
        </button>
      </div>
      <MessageDialog open={done} title="Demande envoyée" message={SUCCES} onClose={() => setDone(false)} />
    </form>
  );
}

/** /rendez-vous/ajouter/{codeAgent}: request an appointment with an adviser of the dossier (spec 01 §2.4). */
export default function RdvRequestPage() {
  const { id } = useParams();
  const { dossier } = useSelectedDossier();
  const contacts = useContacts(id ? dossier?.codeDossier : undefined);
  const user = useUser();
  if (!id) return <Navigate to="/contacts" replace />;
  return (
    <div className="page rdv">
      <PageTitle>Prendre rendez-vous</PageTitle>
      <QueryState query={contacts} errorMessage="Une erreur est survenue lors du chargement du contact." loadingLabel="Chargement…">
        {(list) => {
          const contact = list.find((c) => c.codeAgent === id);
          if (!contact || !dossier) return <EmptyState>{ContactsMessages.indisponible}</EmptyState>;
          return (
            <>
              <section className="carte contact contact--resume" data-testid="rdv-contact">
                <ContactAvatar contact={contact} size={48} />
                <div>
                  <strong>
                    {contact.prenom} {contact.nom}
                  </strong>
                  <div>{contact.fonction}</div>
                  {contact.nomAgence && <div>{contact.nomAgence}</div>}
                </div>
              </section>
              {!user.isPending && <RequestForm contact={contact} codeDossier={dossier.codeDossier} raisonSociale={dossier.raisonSociale} user={user.data} />}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
