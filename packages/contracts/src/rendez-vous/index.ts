export * from './rendez-vous.routes';
export * from './rendez-vous.schema';
export * from './contacts.schema';
export * from './fonction';
