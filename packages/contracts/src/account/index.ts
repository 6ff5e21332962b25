export * from './registration.schema';
export * from './account.routes';
