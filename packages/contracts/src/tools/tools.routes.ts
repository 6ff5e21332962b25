import { defineRoute } from '../api-route';
import {
  ToolFavoriteActionParamSchema,
  ToolFavoriteBodySchema,
  ToolFavoriteResultSchema,
  ToolListSchema,
  ToolsQuerySchema,
  ToolsScopeParamSchema,
} from './tools.schema';
import { SaveShortcutSchema, ShortcutIdParamSchema, ShortcutListSchema, ShortcutSchema } from './shortcuts.schema';

/** Api paths of the tools catalogue, tool favourites and web shortcuts (issue 10). */
export const getToolsRoute = defineRoute({
  method: 'get',
  path: '/api/tools/{x}',
  tag: 'outils',
  summary:
    'Outils visibles (x = all, ou l’identifiant d’une catégorie), avec le favori de l’utilisateur ; le dossier en ?codeDossier= (accès vérifié) filtre les outils par modules et la carte DUER',
  auth: 'session',
  params: ToolsScopeParamSchema,
  query: ToolsQuerySchema,
  response: ToolListSchema,
});
export const setToolFavoriteRoute = defineRoute({
  method: 'post',
  path: '/api/tools/favorite/{action}',
  tag: 'outils',
  summary: 'Ajoute (add) ou retire (remove) un outil des favoris de l’utilisateur',
  auth: 'session',
  params: ToolFavoriteActionParamSchema,
  body: ToolFavoriteBodySchema,
  response: ToolFavoriteResultSchema,
});
export const getShortcutsRoute = defineRoute({
  method: 'get',
  path: '/api/user/shortcuts',
  tag: 'raccourcis',
  summary: 'Raccourcis Web de l’utilisateur (100 au plus), par libellé',
  auth: 'session',
  response: ShortcutListSchema,
});
export const saveShortcutRoute = defineRoute({
  method: 'post',
  path: '/api/user/shortcuts',
  tag: 'raccourcis',
  summary: 'Ajoute un raccourci, ou modifie le sien quand _id est donné (404 sinon) ; seules les adresses http(s) sont acceptées',
  auth: 'session',
  body: SaveShortcutSchema,
  response: ShortcutSchema,
});
export const deleteShortcutRoute = defineRoute({
  method: 'delete',
  path: '/api/user/shortcuts/{id}',
  tag: 'raccourcis',
  summary: 'Supprime un raccourci de l’utilisateur (404 pour celui d’un autre)',
  auth: 'session',
  params: ShortcutIdParamSchema,
  status: 204,
});
