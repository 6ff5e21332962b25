export * from './duer.constants';
export * from './scoring';
export * from './duer.schema';
export * from './duer.routes';
