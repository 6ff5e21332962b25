export * from './parse-telepac';
export * from './polygon-area';
export * from './summarize-telepac';
export * from './telepac-error';
