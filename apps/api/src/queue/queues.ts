/** Every queue and job name of the portal (architecture.md §5). */
export enum QueueName {
  Maintenance = 'maintenance',
  Mail = 'mail',
  Sms = 'sms',
  RendezVousFichiers = 'rendez-vous-fichiers',
  Ged = 'ged',
  DuerRappels = 'duer-rappels',
  DuerImpression = 'duer-impression',
  Rgpd = 'rgpd',
}

export enum JobName {
  PurgeSessions = 'purge-sessions',
  SendMail = 'send-mail',
  SendSms = 'send-sms',
  PurgeRendezVousFichiers = 'purge-rendez-vous-fichiers',
  TraiterDocumentGed = 'traiter-document-ged',
  RendreApercuGed = 'rendre-apercu-ged',
  RelancerDocumentsGed = 'relancer-documents-ged',
  PurgerFichiersOrphelinsGed = 'purger-fichiers-orphelins-ged',
  RappelerMiseAJourDuer = 'rappeler-mise-a-jour-duer',
  ImprimerDuer = 'imprimer-duer',
  PurgerImpressionsDuer = 'purger-impressions-duer',
  PurgerFichiersOrphelinsDuer = 'purger-fichiers-orphelins-duer',
  PreparerExportRgpd = 'preparer-export-rgpd',
  AppliquerConservation = 'appliquer-conservation',
}
