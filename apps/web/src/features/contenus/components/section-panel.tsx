import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { DataTable } from '../../../components/ui/data-table';
import { useConfirmation } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { handleError } from '../../../lib/error-handler';
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
    onError: (error) => handleError(error, T.erreurSuppression),
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
          <DataTable
            caption={section.label}
            captionHidden
            className="contenus__tableau"
            columns={section.columns.map((c) => ({ id: c.name, header: c.label, cell: (row: LigneContenu) => cellText(row[c.name], kinds.get(c.name)) }))}
            rows={rows}
            rowKey={(row) => String(row[section.idField])}
            testId={`contenus-${section.key}`}
            actions={(row) => (
              <>
                <button
                  type="button"
                  className="bouton bouton--secondaire bouton--petit"
                  aria-label={`Modifier « ${nameOf(row)} »`}
                  onClick={() => setFormulaire({ row })}
                >
                  Modifier
                </button>
                <button
                  type="button"
                  className="bouton bouton--secondaire bouton--petit"
                  aria-label={`Supprimer « ${nameOf(row)} »`}
                  onClick={() => askDelete(row)}
                >
                  Supprimer
                </button>
              </>
            )}
          />
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
