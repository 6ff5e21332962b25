export * from './galerie.schema';
export * from './galerie.routes';
