export * from './savoir.schema';
export * from './savoir.routes';
export * from './savoir-contenus.schema';
export * from './savoir-contenus.routes';
