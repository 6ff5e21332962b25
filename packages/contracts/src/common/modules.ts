/** Module and permission codes of spec 01 §6 and spec 02 §6. */
export const MODULES = [
  'mod_chiffres',
  'page_chiffres',
  'page_tutoriels',
  'acces_izipaie',
  'droit_izipaie',
  'dossier_cder',
  'mod_rdv',
  'mod_events',
  'page_rdv',
  'page_events',
  'page_contacts',
  'mod_abo_dossier',
  'page_abo_dossier',
  'canShowAnnuaireServices',
  'cder_particulier',
  'non_cder_particulier',
  'administrateur_cder',
  'oic',
  'tool_duer',
  'tool_duer_collaborateur',
  'tool_echanges',
  'mod_documents',
  'mod_factures',
  'canSubscribeAg',
  'canSubscribeAgCollab',
  'canSubscribeAgCDERPart',
  'maintenanceGedDocument',
  'maintenanceGedFacture',
] as const;
export type ModuleCode = (typeof MODULES)[number];

export const ENTITE_PARTICULIER = '0016';
export const ROLE_GERANT = 1;

/** Entity codes for which an owner sees the mail-service link (spec 01 §6). */
export const ENTITES_SERVICE_MAIL_NAV: readonly string[] = ['0001', '0003', '0004', '0005', '0007', '0010', '0011', '0015', '0016', '0042'];
/** Entity codes for which the account hub shows the mail-service card (spec 02 §6). */
export const ENTITES_SERVICE_MAIL_CARTE: readonly string[] = ['0001', '0015', '0004', '0005', '0010', '0011', '0007', '0042'];

export const TYPES_ACTIVITE = ['AGRI', 'VITI', 'ACS', 'AGRIVITI'] as const;
export type TypeActivite = (typeof TYPES_ACTIVITE)[number];
export const STATUTS_DOSSIER = ['Bon', 'PasInscrit', 'Demissionne'] as const;
