import type { FormEventHandler } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { EFFECTIFS, HEURES_MAX, HEURES_MIN } from '../utils/hiring-cost';
import type { HiringFormValues } from '../utils/hiring-form';

interface HiringFormProps {
  register: UseFormRegister<HiringFormValues>;
  errors: FieldErrors<HiringFormValues>;
  values: Pick<HiringFormValues, 'base' | 'tempsPartiel'>;
  /** Enter in a field: nothing to send, the focus goes to the first invalid field. */
  onSubmit: FormEventHandler<HTMLFormElement>;
}

const EFFECTIF_LABELS: Record<(typeof EFFECTIFS)[number], string> = {
  'moins de 5': 'Moins de 5 salariés',
  'moins de 11': 'De 5 à 10 salariés',
  'moins de 20': 'De 11 à 19 salariés',
  'moins de 50': 'De 20 à 49 salariés',
  'moins de 150': 'De 50 à 149 salariés',
  'moins de 250': 'De 150 à 249 salariés',
  'plus de 250': '250 salariés et plus',
};

/** The hire described: salary (gross or net, monthly), contract, status, working time and company size. */
export function HiringForm({ register, errors, values, onSubmit }: HiringFormProps) {
  return (
    <form className="formulaire embauche__formulaire" noValidate onSubmit={onSubmit} aria-label="Embauche simulée">
      <fieldset className="embauche__bascule">
        <legend>Salaire saisi</legend>
        <label>
          <input type="radio" value="brut" {...register('base')} /> Brut
        </label>
        <label>
          <input type="radio" value="net" {...register('base')} /> Net
        </label>
      </fieldset>
      <FormField
        id="embauche-montant"
        label={values.base === 'brut' ? 'Salaire brut mensuel (€)' : 'Salaire net mensuel avant impôt (€)'}
        error={errors.montant?.message}
      >
        {(a11y) => <input {...a11y} type="text" inputMode="decimal" autoComplete="off" {...register('montant')} />}
      </FormField>
      <FormField id="embauche-contrat" label="Type de contrat">
        {(a11y) => (
          <select {...a11y} {...register('contrat')}>
            <option value="CDI">CDI</option>
            <option value="CDD">CDD</option>
          </select>
        )}
      </FormField>
      <FormField id="embauche-effectif" label="Effectif de l’entreprise">
        {(a11y) => (
          <select {...a11y} {...register('effectif')}>
            {EFFECTIFS.map((e) => (
              <option key={e} value={e}>
                {EFFECTIF_LABELS[e]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="champ champ--case">
        <label>
          <input type="checkbox" {...register('cadre')} /> Statut cadre
        </label>
      </div>
      <div className="champ champ--case">
        <label>
          <input type="checkbox" {...register('tempsPartiel', { deps: 'heuresParSemaine' })} /> Temps partiel
        </label>
      </div>
      {values.tempsPartiel && (
        <FormField id="embauche-heures" label="Heures par semaine" hint={`De ${HEURES_MIN} à ${HEURES_MAX} heures`} error={errors.heuresParSemaine?.message}>
          {(a11y) => <input {...a11y} type="text" inputMode="decimal" autoComplete="off" {...register('heuresParSemaine')} />}
        </FormField>
      )}
    </form>
  );
}
