import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import {
  DUER_TEXTES_LIMITES as L,
  DuerMessages as M,
  type Preambule,
  type PreambuleEnregistrement,
  PreambuleEnregistrementSchema,
  DuerTextesMessages as T,
} from '@portail/contracts';
import { useConfirmation } from '../../../../components/ui/confirm-dialog';
import { PageTitle } from '../../../../components/ui/page-title';
import { QueryState } from '../../../../components/ui/query-state';
import { openErrorDialog } from '../../../../lib/error-dialog';
import { handleError } from '../../../../lib/error-handler';
import { useAddPreambuleCategorie } from '../../api/textes/add-preambule-categorie';
import { useDeletePreambuleCategorie } from '../../api/textes/delete-preambule-categorie';
import { usePreambule } from '../../api/textes/get-preambule';
import { useSavePreambule } from '../../api/textes/save-preambule';
import { useUpdatePreambuleCategorie } from '../../api/textes/update-preambule-categorie';
import { useQuitter } from '../module/use-quitter';
import { CategorieCreationDialog } from './categorie-creation-dialog';
import { CategorieTitre } from './categorie-titre';
import { RetourDuer } from '../common/retour-duer';
import { affiche, EnAttente } from './textes-communs';
import { SAUVEGARDE_AUTO_MS, useSauvegardeAuto } from './use-sauvegarde-auto';
import './duer-textes.css';

const TEXTES = [
  ['descriptifExploitation', "Descriptif de l'exploitation"],
  ['ressourcesHumaines', 'Ressources humaines'],
  ['prestationsServices', 'Prestations de services'],
] as const;

const valeurs = (p: Preambule): PreambuleEnregistrement => ({
  descriptifExploitation: affiche(p.descriptifExploitation),
  ressourcesHumaines: affiche(p.ressourcesHumaines),
  prestationsServices: affiche(p.prestationsServices),
  categories: p.categories.map((c) => ({ id: c.id, contenu: affiche(c.contenu) })),
});

function PreambuleEditeur({ idDuer, data, intervalle }: { idDuer: number; data: Preambule; intervalle: number }) {
  const { dialog, confirm } = useConfirmation();
  const [creation, setCreation] = useState(false);
  const save = useSavePreambule();
  const ajout = useAddPreambuleCategorie();
  const modification = useUpdatePreambuleCategorie();
  const suppression = useDeletePreambuleCategorie();
  /** One change at a time: a save, or a category's change after the pending text's save. */
  const occupe = save.isPending || ajout.isPending || modification.isPending || suppression.isPending;
  const { register, reset, getValues, formState } = useForm<PreambuleEnregistrement>({
    resolver: zodResolver(PreambuleEnregistrementSchema),
    defaultValues: valeurs(data),
  });
  useEffect(() => reset(valeurs(data)), [data, reset]);
  const { droitModifs, droitCreation } = data.droits;
  const attente = formState.isDirty;
  const quitter = useQuitter(attente);
  /** Saves pending text (the saved preamble then shows), then `suite`; on failure the changes stay pending (spec 03 §4). */
  const enregistrer = (message: string | null, suite?: () => void) => {
    if (occupe) return;
    if (!formState.isDirty) return suite?.();
    const parsed = PreambuleEnregistrementSchema.safeParse(getValues());
    if (!parsed.success) return openErrorDialog(parsed.error.issues[0]?.message ?? T.sauvegardePreambule);
    save.mutate(
      { idDuer, body: parsed.data },
      {
        onSuccess: () => {
          if (message) toast.success(message);
          suite?.();
        },
        onError: (error) => handleError(error, T.sauvegardePreambule),
      },
    );
  };
  useSauvegardeAuto(attente && !occupe, () => enregistrer(T.sauvegardeAutomatique), intervalle);

  /** Pending text saved first, then the category changed and the preamble the api returns shown (spec 03 §4). */
  const structurel = (action: (handlers: { onError: (error: unknown) => void }) => void, erreur: string) =>
    enregistrer(null, () => action({ onError: (error) => handleError(error, erreur) }));

  return (
    <>
      {attente && <EnAttente message={M.quitter} />}
      <form
        className="formulaire duer-textes"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          enregistrer(T.enregistre);
        }}
      >
        {TEXTES.map(([champ, label]) => (
          <div className="champ" key={champ}>
            <label htmlFor={`preambule-${champ}`}>{label}</label>
            <textarea id={`preambule-${champ}`} rows={6} maxLength={L.contenuMax} disabled={!droitModifs} {...register(champ)} />
          </div>
        ))}
        <h2>Catégories</h2>
        {data.categories.length === 0 && <p className="etat-vide">Aucune catégorie dans ce préambule.</p>}
        {data.categories.map((c, i) => (
          <section key={c.id} className="duer-textes__categorie" data-testid="categorie-preambule">
            <CategorieTitre
              titre={c.titre}
              modifiable={droitModifs}
              onValider={(titre) =>
                structurel(
                  (handlers) =>
                    modification.mutate(
                      { idDuer, idCategorie: c.id, body: { titre, contenu: getValues(`categories.${i}.contenu`) ?? '', ordre: c.ordre } },
                      handlers,
                    ),
                  T.modificationCategorie,
                )
              }
            />
            <textarea
              aria-label={`Contenu de la catégorie ${c.titre}`}
              rows={5}
              maxLength={L.contenuMax}
              disabled={!droitModifs}
              {...register(`categories.${i}.contenu`)}
            />
            {droitCreation && (
              <button
                type="button"
                className="lien"
                onClick={() =>
                  confirm({
                    title: 'Supprimer la catégorie',
                    message: `La catégorie « ${c.titre} » et son contenu seront supprimés.`,
                    confirmLabel: 'Supprimer la catégorie',
                    cancelLabel: 'Conserver la catégorie',
                    onConfirm: () => structurel((handlers) => suppression.mutate({ idDuer, idCategorie: c.id }, handlers), T.suppressionCategorie),
                  })
                }
              >
                Supprimer la catégorie {c.titre}
              </button>
            )}
          </section>
        ))}
        <div className="formulaire__actions">
          {droitCreation && (
            <button type="button" className="bouton bouton--secondaire" onClick={() => setCreation(true)}>
              Ajouter une catégorie
            </button>
          )}
          {droitModifs && (
            <button type="submit" className="bouton" disabled={occupe || !attente}>
              Enregistrer
            </button>
          )}
        </div>
      </form>
      {creation && (
        <CategorieCreationDialog
          onClose={() => setCreation(false)}
          onConfirm={(titre) => {
            setCreation(false);
            structurel((handlers) => ajout.mutate({ idDuer, titre }, handlers), T.ajoutCategorie);
          }}
        />
      )}
      {dialog}
      {quitter}
    </>
  );
}

/** /outils/duer/:idDuer/preambule (spec 03 §2.8): three texts, titled categories, auto-save every 5 minutes. */
export default function DuerPreambulePage({ intervalle = SAUVEGARDE_AUTO_MS }: { intervalle?: number }) {
  const idDuer = Number(useParams().idDuer);
  const query = usePreambule(idDuer);
  return (
    <div className="page duer-textes-page">
      <RetourDuer idDuer={idDuer} />
      <PageTitle>Préambule</PageTitle>
      <QueryState query={query} errorMessage={T.chargementCategories} loadingLabel="Chargement du préambule">
        {(data) => <PreambuleEditeur idDuer={idDuer} data={data} intervalle={intervalle} />}
      </QueryState>
    </div>
  );
}
