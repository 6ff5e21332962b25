import { useMemo } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Categorie, DroitDossier, PersonneDroitChange, Role, SharedRight } from '@portail/contracts';
import { useUpdatePersonneDroits } from '../api/update-personne-droits';
import { grantableCategories } from '../utils/category-ticking';
import { grantsFromRights, lostDossiers, personneRightsSchema, type PersonneRightsValues } from '../utils/grant-payload';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { DossierGrantEditor } from './dossier-grant-editor';
import { FormAlert } from '../../../components/ui/form-field';

interface PersonneRightsFormProps {
  guidPersonne: string;
  dossiers: DroitDossier[];
  rights: SharedRight[];
  roles: Role[];
  tree: Categorie[];
}

type GrantErrors = FieldErrors<PersonneRightsValues>['grants'];

/** The message of one dossier's grant (its role first), and the list's own. */
const grantError = (errors: GrantErrors, i: number) => errors?.[i]?.idRole?.message ?? errors?.[i]?.message;
const listError = (errors: GrantErrors) => errors?.root?.message ?? errors?.message;

/** Each of my dossiers is sent as 'update' when checked and 'remove' when not; losing access is confirmed. */
export function PersonneRightsForm({ guidPersonne, dossiers, rights, roles, tree }: PersonneRightsFormProps) {
  const navigate = useNavigate();
  const update = useUpdatePersonneDroits();
  const { dialog, confirm } = useConfirmation();
  // A dossier always keeps its gérant: the original gérant's access is shown, never sent (issue 29).
  const origine = useMemo(() => new Set(rights.filter((r) => r.gerantOrigine).map((r) => r.codeDossier)), [rights]);
  const schema = useMemo(() => personneRightsSchema(origine), [origine]);
  const {
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<PersonneRightsValues, unknown, PersonneDroitChange[]>({
    resolver: zodResolver(schema),
    defaultValues: {
      grants: grantsFromRights(
        dossiers.map((d) => d.codeDossier),
        rights,
      ),
    },
  });
  const { fields, update: setGrant } = useFieldArray({ control, name: 'grants' });
  const grantable = useMemo(() => new Map(dossiers.map((d) => [d.codeDossier, grantableCategories(tree, d.modules)])), [dossiers, tree]);
  const raisonSociale = (code: string) => dossiers.find((d) => d.codeDossier === code)?.raisonSociale ?? code;
  const person = rights[0];

  const save = (droits: PersonneDroitChange[]) => {
    if (droits.length === 0) return void navigate('/mon-compte/partager-droits');
    update.mutate({ guidPersonne, droits }, { onSuccess: () => void navigate('/mon-compte/partager-droits') });
  };

  const onSubmit = handleSubmit(
    (droits) => {
      const lost = lostDossiers(getValues('grants'), rights);
      if (lost.length === 0) return save(droits);
      confirm({
        title: 'Retirer des accès',
        message: (
          <>
            <p>{person?.personne} n’aura plus accès à :</p>
            <ul>
              {lost.map((code) => (
                <li key={code}>{raisonSociale(code)}</li>
              ))}
            </ul>
            <p>Continuer ?</p>
          </>
        ),
        confirmLabel: 'Enregistrer et retirer ces accès',
        cancelLabel: 'Revenir au formulaire',
        onConfirm: () => save(droits),
      });
    },
    // The role lists are drawn by the dossiers' editors, not registered: the first dossier in error takes the focus.
    (invalid) => {
      const first = fields.findIndex((_, i) => grantError(invalid.grants, i));
      if (first >= 0) document.getElementById(`dossier-${fields[first]!.codeDossier}-role`)?.focus();
    },
  );

  return (
    <form className="formulaire" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p>
        Droits de <strong data-testid="edition-personne">{person?.personne}</strong>{' '}
        {person?.emailPersonne && <span className="texte-secondaire">({person.emailPersonne})</span>}
      </p>
      {fields.map(({ id: _id, ...grant }, i) => (
        <DossierGrantEditor
          key={grant.codeDossier}
          raisonSociale={raisonSociale(grant.codeDossier)}
          grant={grant}
          roles={roles}
          tree={tree}
          grantable={grantable.get(grant.codeDossier) ?? new Set()}
          gerantOrigine={origine.has(grant.codeDossier)}
          error={grantError(errors.grants, i)}
          onChange={(next) => setGrant(i, next)}
        />
      ))}
      <FormAlert message={listError(errors.grants) ?? null} />
      <div className="partage__actions">
        <button type="button" className="bouton bouton--secondaire" onClick={() => void navigate('/mon-compte/partager-droits')}>
          Annuler
        </button>
        <button type="submit" className="bouton" disabled={update.isPending}>
          {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </button>
      </div>
      {dialog}
    </form>
  );
}
