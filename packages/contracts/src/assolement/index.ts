export * from './assolement.schema';
export * from './assolement.routes';
export * from './carte.schema';
export * from './carte.routes';
export * from './telepac.schema';
export * from './telepac.routes';
