import type { ApiRoute } from './api-route';
import * as health from './health/health.routes';
import * as theme from './theme/theme.routes';
import * as auth from './auth/auth.routes';
import * as user from './user/user.routes';
import * as droits from './droits/droits.routes';
import * as collaborateur from './collaborateur/collaborateur.routes';
import * as account from './account/account.routes';
import * as sharing from './sharing/sharing.routes';
import * as rendezVous from './rendez-vous/rendez-vous.routes';
import * as evenements from './evenements/evenements.routes';
import * as documents from './documents/documents.routes';
import * as tools from './tools/tools.routes';
import * as emprunts from './emprunts/emprunts.routes';
import * as chiffres from './chiffres/chiffres.routes';
import * as assolement from './assolement/assolement.routes';
import * as carte from './assolement/carte.routes';
import * as telepac from './assolement/telepac.routes';
import * as duer from './duer/duer.routes';
import * as duerContenu from './duer/duer-contenu.routes';
import * as duerTextes from './duer/duer-textes.routes';
import * as duerAudit from './duer/duer-audit.routes';
import * as duerDocuments from './duer/duer-documents.routes';
import * as duerImpression from './duer/duer-impression.routes';
import * as duerPlanAction from './duer/duer-plan-action.routes';
import * as identifiants from './identifiants/identifiants.routes';
import * as abonnement from './abonnement/abonnement.routes';
import * as annuaire from './annuaire/annuaire.routes';
import * as ag from './ag/ag.routes';
import * as galerie from './galerie/galerie.routes';
import * as parcours from './parcours/parcours.routes';
import * as savoir from './savoir/savoir.routes';
import * as securite from './securite/securite.routes';
import * as rgpd from './rgpd/rgpd.routes';
import { contenusSavoirRoutes } from './savoir/savoir-contenus.routes';

/** Every api route, for the OpenAPI document and the route/contract agreement test (api only). */
export const apiRoutes: ApiRoute[] = [
  health,
  theme,
  auth,
  user,
  droits,
  collaborateur,
  account,
  sharing,
  rendezVous,
  evenements,
  documents,
  tools,
  emprunts,
  chiffres,
  assolement,
  carte,
  telepac,
  duer,
  duerContenu,
  duerTextes,
  duerAudit,
  duerDocuments,
  duerImpression,
  duerPlanAction,
  identifiants,
  abonnement,
  annuaire,
  ag,
  galerie,
  parcours,
  savoir,
  securite,
  rgpd,
  contenusSavoirRoutes,
].flatMap((group) => Object.values(group));
