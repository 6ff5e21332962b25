/** Metadata key of the contract route bound to a controller method (Endpoint); the guard reads its userModules. */
export const ROUTE_CONTRACT = 'route:contract';
