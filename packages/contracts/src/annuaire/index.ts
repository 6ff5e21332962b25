export * from './annuaire.schema';
export * from './annuaire.routes';
