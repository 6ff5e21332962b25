import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { ID_ROLE_AUCUN, type Categorie, type DroitDossier, type Role, type SentInvitation, type SharedRight } from '@portail/contracts';
import { useCreateInvitation } from '../api/create-invitation';
import { useUpdateInvitation } from '../api/update-invitation';
import { grantableCategories, toggleDossier, type DossierGrant } from '../utils/category-ticking';
import { grantsError, InvitationEmailSchema, toInvitationDossiers, type InvitationEmail } from '../utils/grant-payload';
import { shareStates } from '../utils/share-states';
import { DossierGrantEditor } from './dossier-grant-editor';
import { FormField } from '../../../components/ui/form-field';
import { useRefusal } from '../../../lib/hooks/use-refusal';
import { FormAlert } from '../../../components/ui/form-field';

interface InvitationFormProps {
  /** Dossiers where I am gérant (their modules are the subscribed ones). */
  dossiers: DroitDossier[];
  roles: Role[];
  tree: Categorie[];
  sent: SentInvitation[];
  shared: SharedRight[];
  editing: SentInvitation | null;
}

function initialGrants(dossiers: DroitDossier[], editing: SentInvitation | null): DossierGrant[] {
  return dossiers.map((d) => {
    const offered = editing?.dossiers.find((o) => o.codeDossier === d.codeDossier);
    return offered
      ? { codeDossier: d.codeDossier, checked: true, idRole: offered.idRole, categories: offered.categoriesIdAutorisees }
      : { codeDossier: d.codeDossier, checked: false, idRole: ID_ROLE_AUCUN, categories: [] };
  });
}

/** The invite form: address twice, then per dossier the role and categories (spec 02 §4, §5). */
export function InvitationForm({ dossiers, roles, tree, sent, shared, editing }: InvitationFormProps) {
  const navigate = useNavigate();
  const create = useCreateInvitation();
  const update = useUpdateInvitation();
  const [grants, setGrants] = useState(() => initialGrants(dossiers, editing));
  const email = editing?.emailInvitee ?? '';
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<InvitationEmail>({
    resolver: zodResolver(InvitationEmailSchema),
    defaultValues: { mailInvite: email, mailConfirmation: email },
  });
  const typed = useWatch({ control, name: 'mailInvite' });
  const states = shareStates(typed ?? '', sent, shared, editing?.id);
  const grantable = useMemo(() => new Map(dossiers.map((d) => [d.codeDossier, grantableCategories(tree, d.modules)])), [dossiers, tree]);
  const raisonSociale = (code: string) => dossiers.find((d) => d.codeDossier === code)?.raisonSociale ?? code;
  const pending = create.isPending || update.isPending;
  // A dossier already shared with or offered to this address is left out of what is sent.
  const effective = grants.map((g) => ((states.get(g.codeDossier) ?? 'none') === 'none' ? g : toggleDossier(g, false)));
  const refusal = useRefusal(grantsError(effective));

  const onSubmit = handleSubmit((values) => {
    if (!refusal.check()) return;
    const offered = toInvitationDossiers(effective, raisonSociale);
    const done = { onSuccess: () => void navigate('/mon-compte/partager-droits') };
    if (editing) update.mutate({ id: editing.id, dossiersInvites: offered }, done);
    else create.mutate({ mailInvite: values.mailInvite.trim().toLowerCase(), dossiers: offered }, done);
  });

  return (
    <form className="formulaire" onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormField id="invitation-email" label="Adresse e-mail de la personne à inviter" error={errors.mailInvite?.message}>
        {(a11y) => <input {...a11y} type="email" autoComplete="off" readOnly={!!editing} {...register('mailInvite')} />}
      </FormField>
      <FormField id="invitation-email-confirmation" label="Confirmation de l’adresse e-mail" error={errors.mailConfirmation?.message}>
        {(a11y) => <input {...a11y} type="email" autoComplete="off" readOnly={!!editing} {...register('mailConfirmation')} />}
      </FormField>
      <h2 className="section__titre">Dossiers à partager</h2>
      {grants.map((grant) => (
        <DossierGrantEditor
          key={grant.codeDossier}
          raisonSociale={raisonSociale(grant.codeDossier)}
          grant={grant}
          roles={roles}
          tree={tree}
          grantable={grantable.get(grant.codeDossier) ?? new Set()}
          shareState={states.get(grant.codeDossier)}
          onChange={(next) => setGrants((list) => list.map((g) => (g.codeDossier === next.codeDossier ? next : g)))}
        />
      ))}
      <FormAlert message={refusal.message} />
      <div className="partage__actions">
        <button type="button" className="bouton bouton--secondaire" onClick={() => void navigate('/mon-compte/partager-droits')}>
          Annuler
        </button>
        <button type="submit" className="bouton" disabled={pending}>
          {pending ? 'Envoi…' : editing ? 'Mettre à jour l’invitation' : 'Envoyer l’invitation'}
        </button>
      </div>
    </form>
  );
}
