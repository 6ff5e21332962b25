import { ID_ROLE_AUCUN, type Categorie, type Role } from '@portail/contracts';
import { chooseRole, toggleCategory, toggleDossier, type DossierGrant } from '../utils/category-ticking';
import { SHARE_STATE_MESSAGE, type ShareState } from '../utils/share-states';
import { CategoryTree } from './category-tree';

interface DossierGrantEditorProps {
  raisonSociale: string;
  grant: DossierGrant;
  roles: Role[];
  tree: Categorie[];
  grantable: ReadonlySet<string>;
  shareState?: ShareState;
  /** The person is the dossier's original gérant: the access stays as it is (issue 29). */
  gerantOrigine?: boolean;
  /** What the form's rules say of this dossier's grant (its role), shown under the role. */
  error?: string;
  onChange: (grant: DossierGrant) => void;
}

const GERANT_ORIGINE_MESSAGE = 'Gérant d’origine du dossier : son accès ne peut être ni retiré ni modifié.';

/** One dossier of the invite or edit form: the dossier box, the role and the category tree (spec 02 §4). */
export function DossierGrantEditor({
  raisonSociale,
  grant,
  roles,
  tree,
  grantable,
  shareState = 'none',
  gerantOrigine = false,
  error,
  onChange,
}: DossierGrantEditorProps) {
  const code = grant.codeDossier;
  const blocked = shareState !== 'none';
  const voile = gerantOrigine ? GERANT_ORIGINE_MESSAGE : blocked ? SHARE_STATE_MESSAGE[shareState as Exclude<ShareState, 'none'>] : null;
  return (
    <fieldset
      className="partage-dossier"
      disabled={blocked || gerantOrigine}
      data-testid={`dossier-${code}`}
      aria-describedby={voile ? `voile-${code}` : undefined}
    >
      <legend>
        <label htmlFor={`dossier-${code}-coche`}>
          <input
            id={`dossier-${code}-coche`}
            type="checkbox"
            checked={grant.checked && !blocked}
            disabled={blocked || gerantOrigine}
            onChange={(e) => onChange(toggleDossier(grant, e.target.checked))}
          />{' '}
          {raisonSociale} ({code})
        </label>
      </legend>
      <div className="partage-dossier__role">
        <label htmlFor={`dossier-${code}-role`}>Rôle</label>
        <select
          id={`dossier-${code}-role`}
          value={grant.idRole}
          aria-invalid={!!error}
          aria-describedby={error ? `dossier-${code}-erreur` : undefined}
          onChange={(e) => onChange(chooseRole(grant, Number(e.target.value), roles, grantable))}
        >
          <option value={ID_ROLE_AUCUN}>Aucun rôle</option>
          {roles.map((r) => (
            <option key={r.idRole} value={r.idRole}>
              {r.nomRole}
            </option>
          ))}
        </select>
        {error && (
          <p id={`dossier-${code}-erreur`} className="champ__erreur">
            {error}
          </p>
        )}
      </div>
      <CategoryTree
        idPrefix={`categorie-${code}`}
        tree={tree}
        categories={grant.categories}
        grantable={grantable}
        onToggle={(id) => onChange(toggleCategory(grant, id, tree))}
      />
      {voile && (
        <div id={`voile-${code}`} className="partage-dossier__voile" data-testid={`voile-${code}`}>
          {voile}
        </div>
      )}
    </fieldset>
  );
}
