import { defineRoute } from '../api-route';
import { CodeDossierParamSchema } from '../user/user.schema';
import {
  AddStatFavoriteSchema,
  CivilYearParamSchema,
  ExerciceListSchema,
  RemoveStatFavoriteSchema,
  StatFavoriteResultSchema,
  StatListSchema,
  StatsQuerySchema,
  YearDataSchema,
} from './chiffres.schema';

/**
 * Figures area (issue 10, spec 02 §7 Figures), module page_chiffres. The home slider
 * (GET /api/chiffres/accueil/{codeDossier}, mod_chiffres) is declared with the home routes and
 * derives from the same fiscal years.
 */
const FIGURES = { modules: ['page_chiffres'] } as const;

export const getStatsRoute = defineRoute({
  method: 'get',
  path: '/api/chiffres',
  tag: 'chiffres',
  summary: 'Chiffres du dossier sélectionné (?codeDossier= ou x-code-dossier) avec les favoris de l’utilisateur ; aucun pour un particulier (0016)',
  auth: 'session',
  query: StatsQuerySchema,
  response: StatListSchema,
  dossier: FIGURES,
});
export const addStatFavoriteRoute = defineRoute({
  method: 'post',
  path: '/api/chiffres/favorite/add',
  tag: 'chiffres',
  summary: 'Ajoute un chiffre aux favoris de l’utilisateur',
  auth: 'session',
  body: AddStatFavoriteSchema,
  response: StatFavoriteResultSchema,
});
export const removeStatFavoriteRoute = defineRoute({
  method: 'post',
  path: '/api/chiffres/favorite/remove',
  tag: 'chiffres',
  summary: 'Retire un chiffre des favoris de l’utilisateur',
  auth: 'session',
  body: RemoveStatFavoriteSchema,
  response: StatFavoriteResultSchema,
});
export const getExercicesRoute = defineRoute({
  method: 'get',
  path: '/api/chiffres/compta/{codeDossier}',
  tag: 'chiffres',
  summary: 'Exercices comptables du dossier, du plus ancien au plus récent',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: ExerciceListSchema,
  dossier: FIGURES,
});
export const getCivilYearRoute = defineRoute({
  method: 'get',
  path: '/api/chiffres/comptaCivil/{year}/{codeDossier}',
  tag: 'chiffres',
  summary: 'Recettes et dépenses mensuelles et cumulées d’une année civile, tirées des exercices',
  auth: 'session',
  params: CivilYearParamSchema,
  response: YearDataSchema,
  dossier: FIGURES,
});
