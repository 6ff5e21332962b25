import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AbonnementMessages as M, type AbonnementDossier, type MandatSaisie, MandatSaisieSchema } from '@portail/contracts';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { formatDate } from '../../../lib/format';
import { handleError } from '../../../lib/error-handler';
import { showFlash } from '../../../lib/flash';
import { telechargerMandat } from '../api/download-mandat';
import { useSaveMandat } from '../api/save-mandat';

type Sortie = z.output<typeof MandatSaisieSchema>;
type Champ = keyof MandatSaisie;

const CHAMPS: { name: Champ; label: string; autoComplete?: string; maxLength: number }[] = [
  { name: 'titulaire', label: 'Nom du titulaire du compte', autoComplete: 'name', maxLength: 70 },
  { name: 'adresse', label: 'Adresse', autoComplete: 'street-address', maxLength: 140 },
  { name: 'codePostal', label: 'Code postal', autoComplete: 'postal-code', maxLength: 10 },
  { name: 'ville', label: 'Ville', autoComplete: 'address-level2', maxLength: 70 },
  { name: 'iban', label: 'IBAN', maxLength: 50 },
  { name: 'bic', label: 'BIC', maxLength: 20 },
];

/** The SEPA direct-debit mandate: the one in force (IBAN masked) and its PDF, and the form of a new one. */
export function MandatForm({ abonnement }: { abonnement: AbonnementDossier }) {
  const { codeDossier, mandat } = abonnement;
  const { isCollaborateur } = useSelectedDossier();
  const save = useSaveMandat();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MandatSaisie, unknown, Sortie>({
    resolver: zodResolver(MandatSaisieSchema),
    defaultValues: { titulaire: '', adresse: '', codePostal: '', ville: '', iban: '', bic: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ codeDossier, mandat: body });
      reset();
      showFlash('success', M.mandatEnregistre);
    } catch (error) {
      handleError(error, M.sauvegarde);
    }
  });

  return (
    <section aria-labelledby="titre-mandat" className="carte">
      <h2 id="titre-mandat">Mandat de prélèvement SEPA</h2>
      {mandat ? (
        <div data-testid="mandat-en-vigueur">
          <dl className="abonnement__montants">
            <dt>Référence unique du mandat</dt>
            <dd>{mandat.reference}</dd>
            <dt>Titulaire</dt>
            <dd>{mandat.titulaire}</dd>
            <dt>IBAN</dt>
            <dd data-testid="iban-masque">{mandat.ibanMasque}</dd>
            <dt>BIC</dt>
            <dd>{mandat.bic}</dd>
            <dt>Date</dt>
            <dd>{formatDate(mandat.dateSignature)}</dd>
          </dl>
          <button type="button" className="bouton bouton--secondaire" onClick={() => void telechargerMandat(codeDossier, mandat.reference)}>
            Télécharger le mandat
          </button>
        </div>
      ) : (
        <p>Aucun mandat de prélèvement n’est enregistré.</p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="form-mandat">
        <h3>{mandat ? 'Nouveau mandat (changement de compte)' : isCollaborateur ? 'Saisir le mandat' : 'Saisir mon mandat'}</h3>
        {CHAMPS.map((c) => (
          <FormField key={c.name} id={`mandat-${c.name}`} label={c.label} error={errors[c.name]?.message}>
            {(a11y) => <input {...a11y} type="text" autoComplete={c.autoComplete ?? 'off'} maxLength={c.maxLength} {...register(c.name)} />}
          </FormField>
        ))}
        <p className="champ__aide">Paiement récurrent. Le mandat est à imprimer, signer et renvoyer au cabinet.</p>
        <button type="submit" className="bouton" disabled={save.isPending}>
          Enregistrer le mandat
        </button>
      </form>
    </section>
  );
}
