export * from './documents.routes';
export * from './documents.schema';
