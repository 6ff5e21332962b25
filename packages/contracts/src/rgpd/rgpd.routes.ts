import { defineRoute } from '../api-route';
import {
  DemandeEffacementStaffListSchema,
  DemandeIdParamSchema,
  ErasureDoneSchema,
  ErasureRequestSchema,
  MesDonneesSchema,
  RefusalSchema,
  RegistreSchema,
  RgpdMessageSchema,
} from './rgpd.schema';

const tag = 'rgpd';

export const getMesDonneesRoute = defineRoute({
  method: 'get',
  path: '/api/compte/donnees',
  tag,
  summary: 'Mes exports de données et ma demande de clôture de compte',
  auth: 'session',
  response: MesDonneesSchema,
});
export const requestExportRoute = defineRoute({
  method: 'post',
  path: '/api/compte/donnees/export',
  tag,
  summary: 'Demande l’export de mes données (ZIP préparé par le worker, lien mailé valable 7 jours ; un par 24 h)',
  auth: 'session',
  response: RgpdMessageSchema,
  status: 201,
});
export const downloadExportRoute = defineRoute({
  method: 'get',
  path: '/api/compte/donnees/exports/{id}',
  tag,
  summary: 'Télécharge un export prêt de mes données (ZIP)',
  auth: 'session',
  params: DemandeIdParamSchema,
});
export const requestErasureRoute = defineRoute({
  method: 'post',
  path: '/api/compte/donnees/effacement',
  tag,
  summary: 'Demande la clôture de mon compte et l’effacement de mes données (confirmée par le cabinet)',
  auth: 'session',
  body: ErasureRequestSchema,
  response: RgpdMessageSchema,
  status: 201,
});
export const cancelErasureRoute = defineRoute({
  method: 'delete',
  path: '/api/compte/donnees/effacement',
  tag,
  summary: 'Annule ma demande de clôture tant que le cabinet ne l’a pas traitée',
  auth: 'session',
  response: RgpdMessageSchema,
});
export const getDemandesEffacementRoute = defineRoute({
  method: 'get',
  path: '/api/rgpd/demandes',
  tag,
  summary: 'Demandes de clôture de compte des adhérents (collaborateurs)',
  auth: 'staff',
  response: DemandeEffacementStaffListSchema,
});
export const confirmErasureRoute = defineRoute({
  method: 'post',
  path: '/api/rgpd/demandes/{id}/confirmer',
  tag,
  summary: 'Confirme une demande : efface ou anonymise les données de la personne, sauf ce que la loi fait conserver',
  auth: 'staff',
  params: DemandeIdParamSchema,
  response: ErasureDoneSchema,
});
export const refuseErasureRoute = defineRoute({
  method: 'post',
  path: '/api/rgpd/demandes/{id}/refuser',
  tag,
  summary: 'Refuse une demande avec son motif (mailé à la personne)',
  auth: 'staff',
  params: DemandeIdParamSchema,
  body: RefusalSchema,
  response: RgpdMessageSchema,
});
export const getRegistreRoute = defineRoute({
  method: 'get',
  path: '/api/rgpd/registre',
  tag,
  summary: 'Registre des traitements (RGPD art. 30), généré de la table de conservation',
  auth: 'staff',
  response: RegistreSchema,
});
