export * from './identifiants.schema';
export * from './identifiants.routes';
