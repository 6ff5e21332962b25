import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Categorie, DroitDossier, Role, SharedRight } from '@portail/contracts';
import { useUpdatePersonneDroits } from '../api/update-personne-droits';
import { grantableCategories } from '../utils/category-ticking';
import { grantsError, grantsFromRights, lostDossiers, toPersonneDroits } from '../utils/grant-payload';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { DossierGrantEditor } from './dossier-grant-editor';
import { useRefusal } from '../../../lib/hooks/use-refusal';
import { FormAlert } from '../../../components/ui/form-field';

interface PersonneRightsFormProps {
  guidPersonne: string;
  dossiers: DroitDossier[];
  rights: SharedRight[];
  roles: Role[];
  tree: Categorie[];
}

/** Each of my dossiers is sent as 'update' when checked and 'remove' when not; losing access is confirmed. */
export function PersonneRightsForm({ guidPersonne, dossiers, rights, roles, tree }: PersonneRightsFormProps) {
  const navigate = useNavigate();
  const update = useUpdatePersonneDroits();
  const { dialog, confirm } = useConfirmation();
  const [grants, setGrants] = useState(() =>
    grantsFromRights(
      dossiers.map((d) => d.codeDossier),
      rights,
    ),
  );
  const refusal = useRefusal(grantsError(grants, false));
  const grantable = useMemo(() => new Map(dossiers.map((d) => [d.codeDossier, grantableCategories(tree, d.modules)])), [dossiers, tree]);
  const raisonSociale = (code: string) => dossiers.find((d) => d.codeDossier === code)?.raisonSociale ?? code;
  const person = rights[0];
  // A dossier always keeps its gérant: the original gérant's access is shown, never sent (issue 29).
  const origine = useMemo(() => new Set(rights.filter((r) => r.gerantOrigine).map((r) => r.codeDossier)), [rights]);

  const save = () => {
    const editable = grants.filter((g) => !origine.has(g.codeDossier));
    if (editable.length === 0) return void navigate('/mon-compte/partager-droits');
    update.mutate({ guidPersonne, droits: toPersonneDroits(editable) }, { onSuccess: () => void navigate('/mon-compte/partager-droits') });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!refusal.check()) return;
    const lost = lostDossiers(grants, rights);
    if (lost.length === 0) return save();
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
      onConfirm: save,
    });
  };

  return (
    <form className="formulaire" onSubmit={onSubmit} noValidate>
      <p>
        Droits de <strong data-testid="edition-personne">{person?.personne}</strong>{' '}
        {person?.emailPersonne && <span className="texte-secondaire">({person.emailPersonne})</span>}
      </p>
      {grants.map((grant) => (
        <DossierGrantEditor
          key={grant.codeDossier}
          raisonSociale={raisonSociale(grant.codeDossier)}
          grant={grant}
          roles={roles}
          tree={tree}
          grantable={grantable.get(grant.codeDossier) ?? new Set()}
          gerantOrigine={origine.has(grant.codeDossier)}
          onChange={(next) => setGrants((list) => list.map((g) => (g.codeDossier === next.codeDossier ? next : g)))}
        />
      ))}
      <FormAlert message={refusal.message} />
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
