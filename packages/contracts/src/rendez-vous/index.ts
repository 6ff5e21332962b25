export * from './rendez-vous.routes';
