export * from './evenements.routes';
