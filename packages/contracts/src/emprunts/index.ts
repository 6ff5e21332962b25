export * from './echeancier';
export * from './emprunts.schema';
export * from './emprunts.routes';
export * from './emprunts.access';
