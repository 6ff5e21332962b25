export * from './ag.schema';
export * from './ag.rules';
export * from './ag.routes';
