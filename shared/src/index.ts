// Public entry of @credit/shared (a Module Federation singleton). Apps import only from here.
export * from './shell/facade';
export type * from './shell/routes';
export * from './session/store';
export * from './errors/catalogue';
export * from './constants';
// The default tiles and menu are typed by the contract (api/sys): kept out of constants/index, which
// the rules and so the contract's field schemas load (no cycle api → rules → constants → api).
export * from './constants/entries';
export * from './session';
// The login URL and its redirect: written and read in one place.
export * from './session/loginPath';
// The return URL a flow carries back to where it began (spec 4.3).
export * from './session/returnUrl';
export * from './storage';
export * from './http';
export * from './data';
export * from './validation';
// The spec-5 patterns and ID number check; the sandbox and e2e import them from '@credit/shared/rules'.
export * from './rules';
export * from './format';
export * from './embedder';
export * from './checks';
// The zod-free half of the API contract (paths, header names); schemas stay behind '@credit/shared/api'.
export * from './api/paths';
// The contract's titles, enum value lists and messages the pages show, without its schemas.
export * from './api/browserValues';
// What a pay ticket is for and its form fields (the password form sends them).
export * from './api/payPurpose';
export * from './shell/title';
export * from './shell/entries';
// The funders as the pages know them (ADR 032, 033): steps, repay path, submit call, by capitalChannel.
export * from './api/partners';
