export * from './parcours.schema';
export * from './parcours.routes';
