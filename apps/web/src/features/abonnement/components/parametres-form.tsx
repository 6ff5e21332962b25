import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AbonnementMessages as M,
  type AbonnementDossier,
  estAdressePlateforme,
  MODES_REGLEMENT,
  type ParametresSaisie,
  ParametresSaisieSchema,
} from '@portail/contracts';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { handleError } from '../../../lib/error-handler';
import { showFlash } from '../../../lib/flash';
import { useSaveParametres } from '../api/save-parametres';
import { libelleModeReglement } from '../utils/abonnement-format';

type Sortie = z.output<typeof ParametresSaisieSchema>;

/** Billing parameters: paper or e-mail reception, electronic invoicing and its platform address, payment mode (spec 02 §5). */
export function ParametresForm({ abonnement }: { abonnement: AbonnementDossier }) {
  const p = abonnement.parametresDossier;
  const { isCollaborateur } = useSelectedDossier();
  // An address on a platform domain is managed by the platform: shown, never edited (the server refuses it too).
  const verrouille = estAdressePlateforme(p.emailPlateformeFacturation);
  const save = useSaveParametres();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ParametresSaisie, unknown, Sortie>({
    resolver: zodResolver(ParametresSaisieSchema),
    defaultValues: {
      receptionCderInfo: p.receptionCderInfo,
      receptionFactureElectronique: p.receptionFactureElectronique,
      emailPlateformeFacturation: p.emailPlateformeFacturation,
      modeReglement: p.modeReglement,
    },
  });
  const electronique = useWatch({ control, name: 'receptionFactureElectronique' });

  const submit = handleSubmit(async (parametres) => {
    try {
      await save.mutateAsync({ codeDossier: abonnement.codeDossier, parametres });
      showFlash('success', M.enregistre);
    } catch (error) {
      handleError(error, M.sauvegarde);
    }
  });

  return (
    <section aria-labelledby="titre-parametres" className="carte">
      <h2 id="titre-parametres">{isCollaborateur ? 'Paramètres de facturation' : 'Mes paramètres de facturation'}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="form-parametres">
        <fieldset className="champ">
          <legend>Réception des factures</legend>
          <label>
            <input type="radio" value="0" {...register('receptionCderInfo')} /> Par courrier (papier)
          </label>
          <label>
            <input type="radio" value="1" {...register('receptionCderInfo')} /> Par e-mail
          </label>
        </fieldset>
        <div className="champ">
          <label>
            <input type="checkbox" role="switch" {...register('receptionFactureElectronique')} /> Facturation électronique
          </label>
        </div>
        {electronique && (
          <FormField
            id="email-plateforme"
            label="Adresse de la plateforme de facturation"
            error={errors.emailPlateformeFacturation?.message}
            hint={verrouille ? 'Adresse gérée par votre plateforme de facturation électronique.' : undefined}
          >
            {(a11y) =>
              verrouille ? (
                <input {...a11y} type="email" value={p.emailPlateformeFacturation} disabled />
              ) : (
                <input {...a11y} type="email" autoComplete="email" maxLength={255} {...register('emailPlateformeFacturation')} />
              )
            }
          </FormField>
        )}
        <FormField id="mode-reglement" label="Mode de règlement" error={errors.modeReglement?.message}>
          {(a11y) => (
            <select {...a11y} {...register('modeReglement')}>
              {MODES_REGLEMENT.map((m) => (
                <option key={m} value={m}>
                  {libelleModeReglement(m)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {p.estPrelevementAuto && <p className="champ__aide">Vos factures sont réglées par prélèvement automatique.</p>}
        <button type="submit" className="bouton" disabled={save.isPending}>
          Enregistrer
        </button>
      </form>
    </section>
  );
}
