export * from './sharing.messages';
export * from './sharing.schema';
export * from './invitation-signup.schema';
export * from './grant-rules';
export * from './sharing.routes';
