import type { DomainFace } from '../../lib/face';
import { sysRoutes } from './routes';

// The sys domain's face: the one module another domain, the server or the seed runner imports from it.

export { changeContentConfig, contentConfig, creditReportOpen, pointsMallOpen, SWITCH_MESSAGES } from './contentConfig';
export { channelMode, getSetting, putSetting } from './settings';
export { deleteSetting, readSetting, writeSetting } from './store';

export const face: DomainFace = {
  name: 'sys',
  routes: sysRoutes,
};
