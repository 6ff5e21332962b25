export * from './assolement.schema';
export * from './assolement.routes';
