export * from './password.schema';
export * from './registration.schema';
export * from './password-reset.schema';
export * from './account.schema';
export * from './account.routes';
