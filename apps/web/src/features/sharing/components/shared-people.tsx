import { Link } from 'react-router';
import { ID_ROLE_AUCUN, type SharedRight } from '@portail/contracts';
import { QueryState } from '../../../components/ui/query-state';
import { useSharedRights } from '../api/get-shared-rights';
import { useUpdatePersonneDroits } from '../api/update-personne-droits';
import type { Confirmation } from '../../../components/ui/confirm-dialog';

interface Person {
  guidPersonne: string;
  personne: string;
  emailPersonne: string | null;
  rights: SharedRight[];
}

function byPerson(rights: SharedRight[]): Person[] {
  const people = new Map<string, Person>();
  for (const r of rights) {
    const p = people.get(r.guidPersonne) ?? { guidPersonne: r.guidPersonne, personne: r.personne, emailPersonne: r.emailPersonne, rights: [] };
    p.rights.push(r);
    people.set(r.guidPersonne, p);
  }
  return [...people.values()];
}

/** People with access to my dossiers: edit their rights, or remove them after confirmation. */
export function SharedPeople({ confirm }: { confirm: (c: Confirmation) => void }) {
  const query = useSharedRights();
  const update = useUpdatePersonneDroits();
  const removeAll = (p: Person) =>
    update.mutate({
      guidPersonne: p.guidPersonne,
      droits: p.rights.map((r) => ({
        action: 'remove',
        droit: { codeDossier: r.codeDossier, idRole: ID_ROLE_AUCUN, AutorisationsMyCDER: { categories: [] } },
      })),
    });
  return (
    <QueryState
      query={query}
      errorMessage="Une erreur est survenue lors du chargement des droits partagés."
      isEmpty={(list) => list.length === 0}
      empty="Vous ne partagez vos dossiers avec personne."
    >
      {(list) => (
        <ul className="partage__liste" data-testid="personnes-partage">
          {byPerson(list).map((p) => (
            <li key={p.guidPersonne} className="partage__element" data-testid={`personne-${p.emailPersonne ?? p.guidPersonne}`}>
              <div className="partage__details">
                <p>
                  <strong>{p.personne}</strong> {p.emailPersonne && <span className="texte-secondaire">({p.emailPersonne})</span>}
                </p>
                <ul>
                  {p.rights.map((r) => (
                    <li key={r.codeDossier}>
                      {r.raisonSociale} ({r.codeDossier}) – {r.role.nomRole}
                      {r.gerantOrigine && ' d’origine'}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="partage__actions">
                <Link className="bouton bouton--secondaire" to={`/mon-compte/partager-droits/edition?personne=${encodeURIComponent(p.guidPersonne)}`}>
                  Modifier
                </Link>
                {/* A dossier always keeps its gérant: the original gérant's access is not removed (issue 29). */}
                {!p.rights.some((r) => r.gerantOrigine) && (
                  <button
                    type="button"
                    className="bouton bouton--secondaire"
                    disabled={update.isPending}
                    onClick={() =>
                      confirm({
                        title: 'Retirer l’accès',
                        message: <p>{p.personne} n’aura plus accès à aucun de vos dossiers. Continuer ?</p>,
                        confirmLabel: 'Retirer l’accès',
                        cancelLabel: 'Garder l’accès',
                        onConfirm: () => removeAll(p),
                      })
                    }
                  >
                    Retirer l’accès
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
