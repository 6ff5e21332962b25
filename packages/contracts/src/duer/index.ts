export * from './duer.constants';
export * from './scoring';
export * from './duer.schema';
export * from './duer.routes';
export * from './duer-contenu.routes';
export * from './duer-audit.schema';
export * from './duer-audit.routes';
