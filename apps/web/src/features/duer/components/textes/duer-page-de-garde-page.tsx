import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import {
  DUER_TEXTES_LIMITES as L,
  DuerMessages as M,
  type PageDeGarde,
  type PageDeGardeEnregistrement,
  PageDeGardeEnregistrementSchema,
  DuerTextesMessages as T,
} from '@portail/contracts';
import { FormField } from '../../../../components/ui/form-field';
import { PageTitle } from '../../../../components/ui/page-title';
import { QueryState } from '../../../../components/ui/query-state';
import { handleError } from '../../../../lib/error-handler';
import { useGerants } from '../../api/textes/get-gerants-dossier';
import { usePageDeGarde } from '../../api/textes/get-page-de-garde';
import { useSavePageDeGarde } from '../../api/textes/save-page-de-garde';
import { useQuitter } from '../module/use-quitter';
import { RetourDuer } from '../common/retour-duer';
import { EnAttente } from './textes-communs';
import './duer-textes.css';

const CHAMPS: [keyof PageDeGardeEnregistrement, string, number][] = [
  ['champ1', 'Ligne 1', L.ligneMax],
  ['champ2', 'Ligne 2', L.ligneMax],
  ['champ3', 'Ligne 3', L.ligneMax],
  ['champ4', 'Ligne 4', L.ligneMax],
  ['ingenieurConseil', 'Rédacteur', L.champMax],
  ['dateMiseAJour', 'Date de mise à jour', L.champMax],
];

/** The dossier's gérants, read-only. */
function Gerants({ idDuer }: { idDuer: number }) {
  const query = useGerants(idDuer);
  return (
    <section className="duer-textes__section" aria-labelledby="duer-gerants">
      <h2 id="duer-gerants">Gérant(s) du dossier</h2>
      <QueryState query={query} errorMessage={T.chargementPageDeGarde} isEmpty={(g) => g.length === 0} empty="Aucun gérant connu pour ce dossier.">
        {(gerants) => (
          <ul data-testid="gerants">
            {gerants.map((g) => (
              <li key={`${g.prenom} ${g.nom}`}>
                {g.prenom} {g.nom}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function PageDeGardeFormulaire({ idDuer, data }: { idDuer: number; data: PageDeGarde }) {
  const save = useSavePageDeGarde();
  const { register, reset, handleSubmit, formState } = useForm<PageDeGardeEnregistrement>({
    resolver: zodResolver(PageDeGardeEnregistrementSchema),
    defaultValues: data.pageDeGarde,
  });
  useEffect(() => reset(data.pageDeGarde), [data, reset]);
  const quitter = useQuitter(formState.isDirty);
  const modifiable = data.droits.droitModifs;
  const enregistrer = handleSubmit((valeurs) =>
    save.mutate({ idDuer, body: valeurs }, { onSuccess: () => toast.success(T.enregistre), onError: (error) => handleError(error, T.enregistrement) }),
  );
  return (
    <>
      {formState.isDirty && <EnAttente message={M.quitter} />}
      <Gerants idDuer={idDuer} />
      <form className="formulaire duer-textes" noValidate onSubmit={(e) => void enregistrer(e)}>
        {CHAMPS.map(([champ, label, max]) => (
          <FormField key={champ} id={`page-de-garde-${champ}`} label={label} error={formState.errors[champ]?.message}>
            {(a11y) => <input {...a11y} type="text" maxLength={max} disabled={!modifiable} autoComplete="off" {...register(champ)} />}
          </FormField>
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

/** /outils/duer/:idDuer/page-de-garde (spec 03 §2.9): gérants, lines 1 to 4, Rédacteur (prefilled), update date. */
export default function DuerPageDeGardePage() {
  const idDuer = Number(useParams().idDuer);
  const query = usePageDeGarde(idDuer);
  return (
    <div className="page duer-textes-page">
      <RetourDuer idDuer={idDuer} />
      <PageTitle>Page de garde</PageTitle>
      <QueryState query={query} errorMessage={T.chargementPageDeGarde} loadingLabel="Chargement de la page de garde">
        {(data) => <PageDeGardeFormulaire idDuer={idDuer} data={data} />}
      </QueryState>
    </div>
  );
}
