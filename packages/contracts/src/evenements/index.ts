export * from './evenements.routes';
export * from './evenements.messages';
export * from './evenements.schema';
export * from './home.schema';
export * from './notifications.schema';
