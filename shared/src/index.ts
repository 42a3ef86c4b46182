// Public entry of @credit/shared (a Module Federation singleton). Apps import only from here.
export * from './shell/facade';
export type * from './shell/routes';
export * from './session/store';
export * from './errors/catalogue';
export * from './constants';
