import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { SaveShortcutSchema, SHORTCUT_FIELD_MAX, type SaveShortcutInput, type Shortcut } from '@portail/contracts';
import type { z } from 'zod';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import '../../../styles/outils.css';
import { useDeleteShortcut } from '../api/delete-shortcut';
import { useShortcuts } from '../api/get-shortcuts';
import { useSaveShortcut } from '../api/save-shortcut';
import { SHORTCUTS_LOAD_ERROR } from './shortcuts-page';

type FormOutput = z.output<typeof SaveShortcutSchema>;

export function ShortcutForm({ shortcut }: { shortcut: Shortcut | null }) {
  const navigate = useNavigate();
  const save = useSaveShortcut();
  const remove = useDeleteShortcut();
  const { dialog, confirm } = useConfirmation();
  const list = pathTo('shortcuts');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SaveShortcutInput, unknown, FormOutput>({
    resolver: zodResolver(SaveShortcutSchema),
    defaultValues: { libelle: shortcut?.libelle ?? '', url: shortcut?.url ?? '' },
  });
  const submit = handleSubmit((values) => save.mutate({ ...values, ...(shortcut ? { _id: shortcut._id } : {}) }, { onSuccess: () => void navigate(list) }));
  return (
    <form className="carte formulaire" noValidate onSubmit={submit}>
      <FormField id="raccourci-libelle" label="Libellé" error={errors.libelle?.message}>
        {(a11y) => <input {...a11y} type="text" maxLength={SHORTCUT_FIELD_MAX} autoComplete="off" {...register('libelle')} />}
      </FormField>
      <FormField id="raccourci-url" label="Adresse (URL)" hint="Par exemple www.exemple.fr ou https://www.exemple.fr" error={errors.url?.message}>
        {(a11y) => <input {...a11y} type="text" inputMode="url" maxLength={SHORTCUT_FIELD_MAX} autoComplete="url" {...register('url')} />}
      </FormField>
      <div className="formulaire__actions">
        <Link className="bouton bouton--secondaire" to={list}>
          Retour
        </Link>
        {shortcut && (
          <button
            type="button"
            className="bouton bouton--secondaire"
            disabled={remove.isPending}
            onClick={() =>
              confirm({
                title: 'Supprimer le raccourci',
                message: `Voulez-vous vraiment supprimer le raccourci « ${shortcut.libelle} » ?`,
                confirmLabel: 'Supprimer le raccourci',
                cancelLabel: 'Conserver le raccourci',
                onConfirm: () => remove.mutate(shortcut._id, { onSuccess: () => void navigate(list) }),
              })
            }
          >
            Supprimer
          </button>
        )}
        <button type="submit" className="bouton" disabled={save.isPending}>
          {shortcut ? 'Modifier ce raccourci' : 'Ajouter ce raccourci'}
        </button>
      </div>
      {dialog}
    </form>
  );
}

/** /outils/raccourcis/edition/{shortcutId?} (shortcutedition): add or edit one shortcut. */
export default function ShortcutEditPage() {
  const { shortcutId } = useParams();
  const shortcuts = useShortcuts();
  const title = shortcutId ? 'Modification d’un raccourci' : 'Ajout d’un raccourci';
  return (
    <div className="page outils">
      <PageTitle>{title}</PageTitle>
      {shortcutId ? (
        <QueryState query={shortcuts} errorMessage={SHORTCUTS_LOAD_ERROR}>
          {(list) => {
            const shortcut = list.find((s) => s._id === shortcutId);
            return shortcut ? (
              <ShortcutForm key={shortcut._id} shortcut={shortcut} />
            ) : (
              <p className="etat">
                Ce raccourci est introuvable. <Link to={pathTo('shortcuts')}>Retour aux raccourcis</Link>
              </p>
            );
          }}
        </QueryState>
      ) : (
        <ShortcutForm shortcut={null} />
      )}
    </div>
  );
}
