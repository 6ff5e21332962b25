export * from './securite.schema';
export * from './securite.routes';
