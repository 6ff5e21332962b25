import { ROLE_GERANT, type Categorie } from '@portail/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { useCategories } from '../api/get-categories';
import { useMesDroits } from '../api/get-mes-droits';
import { useRemoveOwnDroit } from '../api/remove-own-droit';
import type { Confirmation } from '../../../components/ui/confirm-dialog';

function libelles(tree: Categorie[] | undefined): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (nodes: Categorie[]) => {
    for (const n of nodes) {
      map.set(n._id, n.libelle);
      walk(n.souscategories);
    }
  };
  walk(tree ?? []);
  return map;
}

/** My accesses, each removable after confirmation. */
export function MyAccesses({ confirm }: { confirm: (c: Confirmation) => void }) {
  const query = useMesDroits();
  const names = libelles(useCategories().data);
  const remove = useRemoveOwnDroit();
  return (
    <QueryState
      query={query}
      errorMessage="Une erreur est survenue lors du chargement de vos accès."
      isEmpty={(data) => data.dossiers.length === 0}
      empty="Vous n’avez accès à aucun dossier."
    >
      {(data) => (
        <ul className="partage__liste" data-testid="mes-acces">
          {data.dossiers.map((d) => (
            <li key={d.codeDossier} className="partage__element">
              <div className="partage__details">
                <p>
                  <strong>{d.raisonSociale}</strong> ({d.codeDossier})
                </p>
                <p>Rôle : {d.nomRole}</p>
                {d.idRole !== ROLE_GERANT && (
                  <p className="texte-secondaire">
                    Accès : {d.autorisationsMyCDER.categories.map((id) => names.get(id) ?? id).join(', ') || 'aucune catégorie'}
                  </p>
                )}
              </div>
              <div className="partage__actions">
                {d.retirable ? (
                  <button
                    type="button"
                    className="bouton bouton--secondaire"
                    disabled={remove.isPending}
                    onClick={() =>
                      confirm({
                        title: 'Retirer mon accès',
                        message: <p>Vous n’aurez plus accès au dossier {d.raisonSociale}. Continuer ?</p>,
                        confirmLabel: 'Retirer mon accès',
                        cancelLabel: 'Garder mon accès',
                        onConfirm: () => remove.mutate(d.codeDossier),
                      })
                    }
                  >
                    Retirer mon accès
                  </button>
                ) : (
                  <p className="texte-secondaire">Un dossier garde toujours son gérant : vous ne pouvez pas retirer votre accès.</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
