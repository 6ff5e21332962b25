export * from './rgpd.schema';
export * from './rgpd.routes';
