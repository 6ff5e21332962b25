export * from './chiffres.schema';
export * from './chiffres.routes';
export * from './chiffres-series';
