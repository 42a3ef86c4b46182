import type { DomainFace } from '../../lib/face';
import { sysRoutes } from './routes';

// The sys domain's face: the one module another domain, the server or the seed runner imports from it.

export { changeContentConfig, contentConfig, creditReportOpen, pointsMallOpen, SWITCH_MESSAGES } from './contentConfig';
export { channelMode, DEFAULT_FUNDER_SETTINGS, getSetting, marketingTierOpen, onUnifiedQuota, putSetting } from './settings';
export type { FunderSettings } from './settings';
export { deleteSetting, readSetting, writeSetting } from './store';

/** Built when asked (server start, seed), not on import: a domain's files may still be loading then. */
export const face = (): DomainFace => ({
  name: 'sys',
  routes: sysRoutes,
});
