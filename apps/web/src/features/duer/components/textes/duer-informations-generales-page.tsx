import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import {
  DUER_TEXTES_LIMITES as L,
  DuerMessages as M,
  type InformationsGenerales,
  type InformationsGeneralesChamp,
  type InformationsGeneralesEnregistrement,
  InformationsGeneralesEnregistrementSchema,
  DuerTextesMessages as T,
} from '@portail/contracts';
import { FormField } from '../../../../components/ui/form-field';
import { PageTitle } from '../../../../components/ui/page-title';
import { QueryState } from '../../../../components/ui/query-state';
import { handleError } from '../../../../lib/error-handler';
import { useInformationsGenerales } from '../../api/textes/get-informations-generales';
import { useSaveInformationsGenerales } from '../../api/textes/save-informations-generales';
import { useQuitter } from '../module/use-quitter';
import { RetourDuer } from '../common/retour-duer';
import { EnAttente } from './textes-communs';
import './duer-textes.css';

/** Sections and labels of spec 03 §2.9. */
const SECTIONS: [string, [InformationsGeneralesChamp, string][]][] = [
  [
    'Informations générales',
    [
      ['natureActivite', "Nature de l'activité"],
      ['nombreSalaries', 'Nombre de salarié(s)'],
    ],
  ],
  [
    'Organisation des secours',
    [
      ['trousseDeSecours', 'Trousse de secours ?'],
      ['responsableTrousseDeSecours', 'Responsable trousse de secours'],
      ['presenceDeSecouriste', 'Présence de secouriste ?'],
      ['referentSecurite', 'Référent sécurité'],
    ],
  ],
  [
    'Accident de travail / maladie professionnelle',
    [
      ['auCoursDes12DerniersMois', 'Au cours de ces 12 derniers mois'],
      ['nombreAccidents', "Nombre d'accident(s) de travail"],
      ['nombreMaladiesProfessionnelles', 'Nombre de maladie(s) professionnelle(s)'],
    ],
  ],
];

function InformationsFormulaire({ idDuer, data }: { idDuer: number; data: InformationsGenerales }) {
  const save = useSaveInformationsGenerales();
  const { register, reset, handleSubmit, formState } = useForm<InformationsGeneralesEnregistrement>({
    resolver: zodResolver(InformationsGeneralesEnregistrementSchema),
    defaultValues: data.informations,
  });
  useEffect(() => reset(data.informations), [data, reset]);
  const quitter = useQuitter(formState.isDirty);
  const modifiable = data.droits.droitModifs;
  const enregistrer = handleSubmit((valeurs) =>
    save.mutate({ idDuer, body: valeurs }, { onSuccess: () => toast.success(T.enregistre), onError: (error) => handleError(error, T.enregistrement) }),
  );
  return (
    <>
      {formState.isDirty && <EnAttente message={M.quitter} />}
      <form className="formulaire duer-textes" noValidate onSubmit={(e) => void enregistrer(e)}>
        {SECTIONS.map(([titre, champs]) => (
          <fieldset key={titre} className="duer-textes__section">
            <legend>{titre}</legend>
            {champs.map(([champ, label]) => (
              <FormField key={champ} id={`informations-${champ}`} label={label} error={formState.errors[champ]?.message}>
                {(a11y) => <input {...a11y} type="text" maxLength={L.champMax} disabled={!modifiable} autoComplete="off" {...register(champ)} />}
              </FormField>
            ))}
          </fieldset>
        ))}
        {modifiable && (
          <div className="formulaire__actions">
            <button type="submit" className="bouton" disabled={save.isPending || !formState.isDirty}>
              Enregistrer
            </button>
          </div>
        )}
      </form>
      {quitter}
    </>
  );
}

/** /outils/duer/:idDuer/informations-generales (spec 03 §2.9): nine free-text fields in three sections. */
export default function DuerInformationsGeneralesPage() {
  const idDuer = Number(useParams().idDuer);
  const query = useInformationsGenerales(idDuer);
  return (
    <div className="page duer-textes-page">
      <RetourDuer idDuer={idDuer} />
      <PageTitle>Informations générales</PageTitle>
      <QueryState query={query} errorMessage={T.chargementCategories} loadingLabel="Chargement des informations générales">
        {(data) => <InformationsFormulaire idDuer={idDuer} data={data} />}
      </QueryState>
    </div>
  );
}
