import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/error-handler';
import type { LigneContenu, SectionContenu } from '../types';
import { cellText } from '../utils/contenu-schema';
import { contenusKeys, ContenusTextes as T } from '../utils/contenus-textes';
import { ContenuFormDialog } from './contenu-form-dialog';

type Formulaire = { row?: LigneContenu } | null;

/** One tab of the Contenus screen: the section's rows in a table, with add, edit and delete. */
export function SectionPanel({ section }: { section: SectionContenu }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: contenusKeys.section(section.key), queryFn: () => section.list() });
  const [formulaire, setFormulaire] = useState<Formulaire>(null);
  const { dialog, confirm } = useConfirmation();
  const remove = useMutation({
    mutationFn: (id: string) => section.remove(id),
    onSuccess: async () => {
      toast.success(T.supprime);
      await queryClient.invalidateQueries({ queryKey: contenusKeys.section(section.key) });
    },
    onError: (error) => toast.error(errorText(error, T.erreurSuppression)),
  });
  const kinds = new Map(section.fields.map((f) => [f.name, f.kind]));
  const nameOf = (row: LigneContenu) => cellText(row[section.columns[0]?.name ?? section.idField]);
  const askDelete = (row: LigneContenu) =>
    confirm({
      title: `Supprimer — ${section.label}`,
      message: `« ${nameOf(row)} » sera définitivement supprimé.`,
      confirmLabel: 'Supprimer le contenu',
      cancelLabel: 'Conserver le contenu',
      onConfirm: () => remove.mutate(String(row[section.idField])),
    });

  return (
    <section className="contenus__section" aria-labelledby={`contenus-${section.key}-titre`}>
      <div className="contenus__entete">
        <h2 id={`contenus-${section.key}-titre`}>{section.label}</h2>
        <button type="button" className="bouton" onClick={() => setFormulaire({})}>
          Ajouter
        </button>
      </div>
      <QueryState query={query} errorMessage={T.erreurChargement} loadingLabel="Chargement des contenus" isEmpty={(rows) => rows.length === 0} empty={T.vide}>
        {(rows) => (
          <div className="contenus__tableau">
            <table data-testid={`contenus-${section.key}`}>
              <thead>
                <tr>
                  {section.columns.map((c) => (
                    <th key={c.name} scope="col">
                      {c.label}
                    </th>
                  ))}
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={String(row[section.idField])}>
                    {section.columns.map((c) => (
                      <td key={c.name}>{cellText(row[c.name], kinds.get(c.name))}</td>
                    ))}
                    <td className="contenus__actions">
                      <button
                        type="button"
                        className="bouton bouton--secondaire"
                        aria-label={`Modifier « ${nameOf(row)} »`}
                        onClick={() => setFormulaire({ row })}
                      >
                        Modifier
                      </button>
                      <button type="button" className="bouton bouton--secondaire" aria-label={`Supprimer « ${nameOf(row)} »`} onClick={() => askDelete(row)}>
                        Supprimer
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {formulaire && (
        <ContenuFormDialog
          key={formulaire.row ? String(formulaire.row[section.idField]) : 'ajout'}
          section={section}
          row={formulaire.row}
          onClose={() => setFormulaire(null)}
        />
      )}
      {dialog}
    </section>
  );
}
