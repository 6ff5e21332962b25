import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePublicSettings } from '../../../lib/theme/get-theme';
import { useHiringSimulation } from '../hooks/use-hiring-simulation';
import type { HiringInput } from '../utils/hiring-cost';
import type { HiringCalculator } from '../utils/hiring-engine-messages';
import { HIRING_FORM_DEFAULTS, HiringFormSchema, type HiringFormValues } from '../utils/hiring-form';
import { HiringForm } from './hiring-form';
import { HiringResults } from './hiring-results';
import { OfficialSimulator } from './official-simulator';
import '../../../styles/embauche.css';

const HIRING_SLUG = 'simulateur-embauche';
export const ENGINE_LOAD_ERROR = 'Une erreur est survenue lors du chargement du moteur de calcul des cotisations.';

const INFO = (
  <>
    <p>
      Le simulateur calcule, pour un salaire mensuel brut ou net, le coût total de l’embauche pour l’employeur, le salaire net avant impôt et les cotisations
      employeur et salarié.
    </p>
    <p>
      Le calcul utilise les règles publiées par l’Urssaf pour son site mon-entreprise.urssaf.fr (bibliothèque « modele-social », moteur « publicodes ») :
      cotisations sociales, réductions générales et contributions selon le contrat, le statut, le temps de travail et l’effectif. Il s’exécute dans votre
      navigateur, sans envoyer vos données.
    </p>
    <p>
      Les montants sont indicatifs : une convention collective, un régime agricole (MSA) ou des aides particulières peuvent les modifier. Votre conseiller
      vérifie avec vous le coût exact d’une embauche.
    </p>
  </>
);

/** The hiring-cost simulator (spec 02 §2), with the engine the caller provides (a web worker in the app). */
export function HiringSimulator({ createCalculator }: { createCalculator: () => HiringCalculator }) {
  const settings = usePublicSettings();
  // The schema is applied on every change (not only on submit): the messages and the result follow the typing.
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<HiringFormValues, unknown, HiringInput>({ resolver: zodResolver(HiringFormSchema), defaultValues: HIRING_FORM_DEFAULTS, mode: 'onChange' });
  const values = useWatch({ control }) as HiringFormValues;
  // The engine's input: the same schema's output for what the form holds, none while it is invalid.
  const parsed = useMemo(() => HiringFormSchema.safeParse(values), [values]);
  const state = useHiringSimulation(createCalculator, parsed.success ? parsed.data : null);

  return (
    <div className="page simulateur-embauche">
      <ToolHeader slug={HIRING_SLUG} title="Simulateur d’embauche" info={INFO} />
      <div className="embauche__grille">
        <div className="carte">
          <HiringForm register={register} errors={errors} values={values} onSubmit={(e) => void handleSubmit(() => undefined)(e)} />
        </div>
        <div className="carte embauche__panneau" aria-live="polite">
          {state.status === 'loading' && <PageLoader label="Chargement des règles de calcul…" />}
          {state.status === 'failed' && <ErrorState message={ENGINE_LOAD_ERROR} onRetry={() => window.location.reload()} />}
          {state.status === 'ready' && (
            <>
              {state.error && <ErrorState message="Le calcul n’a pas abouti pour cette situation. Modifiez la saisie." />}
              {/* No result beside an invalid amount: it would read as the amount's. */}
              {state.result && parsed.success ? (
                <HiringResults result={state.result} computing={state.computing} />
              ) : (
                !state.error && <p data-testid="embauche-attente">{parsed.success ? 'Calcul en cours…' : 'Saisissez un salaire pour lancer le calcul.'}</p>
              )}
              <p className="embauche__regles" data-testid="embauche-regles">
                Règles de calcul : modele-social {state.rules.version} (Urssaf, mon-entreprise), en vigueur au {state.rules.date}.
              </p>
            </>
          )}
        </div>
      </div>
      {settings?.hiringSimulatorScriptUrl && <OfficialSimulator scriptUrl={settings.hiringSimulatorScriptUrl} />}
    </div>
  );
}
