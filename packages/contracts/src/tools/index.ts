export * from './duer-visibility';
export * from './shortcut-url';
export * from './tools.schema';
export * from './shortcuts.schema';
export * from './tools.routes';
