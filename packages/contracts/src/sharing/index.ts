export * from './sharing.routes';
