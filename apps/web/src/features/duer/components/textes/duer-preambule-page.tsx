import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
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
import { addPreambuleCategorie, deletePreambuleCategorie, duerTextesKeys, savePreambule, updatePreambuleCategorie, usePreambule } from '../../api/duer-textes';
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
  const queryClient = useQueryClient();
  const { dialog, confirm } = useConfirmation();
  const [creation, setCreation] = useState(false);
  const [occupe, setOccupe] = useState(false);
  const { register, reset, getValues, formState } = useForm<PreambuleEnregistrement>({
    resolver: zodResolver(PreambuleEnregistrementSchema),
    defaultValues: valeurs(data),
  });
  useEffect(() => reset(valeurs(data)), [data, reset]);
  const { droitModifs, droitCreation } = data.droits;
  const attente = formState.isDirty;
  const quitter = useQuitter(attente);
  const recevoir = (p: Preambule) => queryClient.setQueryData(duerTextesKeys.preambule(idDuer), p);

  /** Saves pending text; on failure the changes stay pending (spec 03 §4). */
  const enregistrer = async (message: string | null = T.enregistre): Promise<boolean> => {
    if (!formState.isDirty) return true;
    const parsed = PreambuleEnregistrementSchema.safeParse(getValues());
    if (!parsed.success) {
      openErrorDialog(parsed.error.issues[0]?.message ?? T.sauvegardePreambule);
      return false;
    }
    try {
      recevoir(await savePreambule(idDuer, parsed.data));
      if (message) toast.success(message);
      return true;
    } catch (error) {
      handleError(error, T.sauvegardePreambule);
      return false;
    }
  };
  const occuper = async (travail: () => Promise<unknown>) => {
    if (occupe) return;
    setOccupe(true);
    try {
      await travail();
    } finally {
      setOccupe(false);
    }
  };
  useSauvegardeAuto(attente && !occupe, () => void occuper(() => enregistrer(T.sauvegardeAutomatique)), intervalle);

  /** Pending text saved first, then the category changed and the preamble reloaded (spec 03 §4). */
  const structurel = (action: () => Promise<Preambule>, erreur: string) =>
    occuper(async () => {
      if (!(await enregistrer(null))) return;
      try {
        recevoir(await action());
      } catch (error) {
        handleError(error, erreur);
      }
    });

  return (
    <>
      {attente && <EnAttente message={M.quitter} />}
      <form
        className="formulaire duer-textes"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void occuper(() => enregistrer());
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
                void structurel(
                  () => updatePreambuleCategorie(idDuer, c.id, { titre, contenu: getValues(`categories.${i}.contenu`) ?? '', ordre: c.ordre }),
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
                    onConfirm: () => void structurel(() => deletePreambuleCategorie(idDuer, c.id), T.suppressionCategorie),
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
            void structurel(() => addPreambuleCategorie(idDuer, titre), T.ajoutCategorie);
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
