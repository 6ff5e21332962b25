export * from './iban';
export * from './abonnement.schema';
export * from './abonnement.routes';
