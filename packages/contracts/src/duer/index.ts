export * from './duer.constants';
export * from './scoring';
export * from './duer.schema';
export * from './duer.routes';
export * from './duer-contenu.routes';
export * from './duer-documents.schema';
export * from './duer-documents.routes';
