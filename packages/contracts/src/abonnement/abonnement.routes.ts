import { defineRoute } from '../api-route';
import { CodeDossierParamSchema } from '../user/user.schema';
import { AbonnementDossierSchema, MandatSaisieSchema, MandatSepaSchema, ParametresEnregistrementSchema } from './abonnement.schema';

/**
 * 'Ma facturation' (spec 02 §2, §3, §7 Billing): subscription of the year, outstanding balance, invoices, billing
 * parameters and the SEPA direct-debit mandate. Every call needs mod_abo_dossier or page_abo_dossier on the dossier;
 * the roles give them only with the 'facturation' category (the gérant), and staff act for the member.
 */
const ABONNEMENT = { modules: ['mod_abo_dossier', 'page_abo_dossier'] } as const;
const tag = 'abonnement';

export const getAbonnementDossierRoute = defineRoute({
  method: 'get',
  path: '/api/AbonnementDossier/{codeDossier}',
  tag,
  summary:
    "Abonnement du dossier : paramètres, cotisation de l'année, créance en cours (dont plus de 90 jours), factures (aucune pour 0016), mandat SEPA masqué",
  auth: 'session',
  params: CodeDossierParamSchema,
  response: AbonnementDossierSchema,
  dossier: ABONNEMENT,
});
export const saveParametresAbonnementRoute = defineRoute({
  method: 'put',
  path: '/api/AbonnementDossier/{codeDossier}/parametres',
  tag,
  summary:
    'Enregistre les paramètres de facturation (réception papier / e-mail, facturation électronique et adresse de plateforme, mode de règlement) ; adresse de plateforme verrouillée, prélèvement sans mandat refusés',
  auth: 'session',
  params: CodeDossierParamSchema,
  body: ParametresEnregistrementSchema,
  response: AbonnementDossierSchema,
  dossier: ABONNEMENT,
});
export const saveMandatSepaRoute = defineRoute({
  method: 'put',
  path: '/api/AbonnementDossier/{codeDossier}/mandat',
  tag,
  summary: 'Enregistre un mandat de prélèvement SEPA (IBAN ISO 13616 vérifié, chiffré, jamais renvoyé en clair ; BIC) avec une nouvelle référence unique (RUM)',
  auth: 'session',
  params: CodeDossierParamSchema,
  body: MandatSaisieSchema,
  response: MandatSepaSchema,
  dossier: ABONNEMENT,
});
export const getMandatSepaPdfRoute = defineRoute({
  method: 'get',
  path: '/api/AbonnementDossier/{codeDossier}/mandat/pdf',
  tag,
  summary: 'Mandat de prélèvement SEPA en PDF (créancier, ICS, RUM, débiteur, IBAN, BIC, paiement récurrent, zone de signature) ; 404 sans mandat',
  auth: 'session',
  params: CodeDossierParamSchema,
  dossier: ABONNEMENT,
});
