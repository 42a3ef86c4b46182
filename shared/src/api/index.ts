// Entry `@credit/shared/api`: the API contract (spec 7). Runtime schemas are for the sandbox and
// tests; the browser imports API_PATHS ('./paths'), the titles and enum lists ('./browserValues') and
// the pay purpose ('./payPurpose') from `@credit/shared`, and the types below with `import type` only.
export * from './paths';
// The titles, enum value lists and messages the pages show, zod-free (the main entry exports them too).
export * from './browserValues';
export * from './common';
export * from './sms';
export * from './account';
export * from './identity';
export * from './oneCard';
export * from './customer';
export * from './bankCard';
export * from './sys';
export * from './quota';
export * from './handoff';
export * from './sandbox';
export * from './content';
export * from './settings';
export * from './custody';
export * from './multiAccount';
export * from './loan';
export * from './funder';
export * from './repay';
export * from './payPurpose';
export * from './fingerprintPay';
// The status codes and messages and the business limits are part of the contract the sandbox serves.
export * from '../errors/catalogue';
export * from '../constants';
export * from './defaultEntries';
export * from './credit';
export * from './repayService';
export * from './market';
export * from './creditLife';
export * from './activities';
export * from './contentConfig';
