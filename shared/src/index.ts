// Public entry of @credit/shared (a Module Federation singleton). Apps import only from here.
export * from './shell/facade';
export type * from './shell/routes';
export * from './session/store';
export * from './errors/catalogue';
export * from './constants';
export * from './session';
export * from './storage';
export * from './http';
export * from './validation';
export * from './format';
export * from './embedder';
export * from './checks';
// The zod-free half of the API contract (paths, header names); schemas stay behind '@credit/shared/api'.
export * from './api/paths';
export * from './shell/title';
export * from './shell/entries';
export * from './shell/PagePending';
