import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AnnuaireMessages as M } from '@portail/contracts';
import { FormField } from '../../../components/ui/form-field';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { useContacts } from '../../../lib/api/get-contacts';
import { handleError } from '../../../lib/error-handler';
import { useDemanderRappel } from '../api/annuaire';

const RappelFormSchema = z.object({ codeAgent: z.string().min(1, M.conseillerRequis) });
type RappelFormValues = z.infer<typeof RappelFormSchema>;

/** 'Être rappelé': the member picks one of the dossier's advisers; success promises a call back within 48h (spec 02 §8). */
export function RappelForm({ idService, codeDossier }: { idService: string; codeDossier: string }) {
  const contacts = useContacts(codeDossier);
  const demander = useDemanderRappel();
  const [envoye, setEnvoye] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RappelFormValues>({ resolver: zodResolver(RappelFormSchema), defaultValues: { codeAgent: '' } });

  const submit = handleSubmit(async ({ codeAgent }) => {
    try {
      await demander.mutateAsync({ idService, codeDossier, codeAgent });
      reset();
      setEnvoye(true);
    } catch (error) {
      handleError(error, M.erreurRappel);
    }
  });

  return (
    <section className="carte" aria-labelledby="titre-rappel">
      <h2 id="titre-rappel" className="section__titre">
        Être rappelé
      </h2>
      <QueryState
        query={contacts}
        errorMessage={M.erreurContacts}
        loadingLabel="Chargement des contacts"
        isEmpty={(l) => l.length === 0}
        empty={M.aucunContact}
      >
        {(list) => (
          <form onSubmit={(e) => void submit(e)} noValidate data-testid="form-rappel">
            <FormField id="rappel-conseiller" label="Interlocuteur qui vous rappellera" error={errors.codeAgent?.message}>
              {(a11y) => (
                <select {...a11y} {...register('codeAgent')}>
                  <option value="">Choisir un interlocuteur</option>
                  {list.map((c) => (
                    <option key={c.codeAgent} value={c.codeAgent}>
                      {c.prenom} {c.nom} — {c.fonction}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <button type="submit" className="bouton" disabled={demander.isPending}>
              {demander.isPending ? 'Envoi…' : 'Être rappelé'}
            </button>
          </form>
        )}
      </QueryState>
      <MessageDialog open={envoye} title="Demande de rappel envoyée" message={M.rappelEnvoye} onClose={() => setEnvoye(false)} />
    </section>
  );
}
