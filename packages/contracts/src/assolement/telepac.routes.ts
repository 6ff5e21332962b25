import { defineRoute } from '../api-route';
import { TelepacImportSchema, TelepacReponseSchema } from './telepac.schema';

export const assolementTelepacRoute = defineRoute({
  method: 'post',
  path: '/api/assolement/assolementTelepac',
  tag: 'assolement',
  summary:
    'Import d’un fichier Telepac (XML) : sans confirmer, aperçu des cultures par code PAC (rien n’est écrit) ; avec confirmer.mode, ajoute les cultures au millésime (remplacer ou ajouter aux surfaces existantes) dans une transaction',
  auth: 'session',
  body: TelepacImportSchema,
  response: TelepacReponseSchema,
  dossier: { modules: ['tool_echanges'] },
});
