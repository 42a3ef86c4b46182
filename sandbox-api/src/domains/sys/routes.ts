import {
  API_PATHS, emptyBody, grayTestListData, switchInfoBody, switchInfoData, sysConfigData, sysInfoData, tileConfigData,
  versionInfoBody, versionInfoData,
} from '@credit/shared/api';
import { NATIVE_MIN_VERSION } from '../../lib/catalogue';
import { defineRoute, type RouteDef } from '../../lib/route';
import { getSetting } from './settings';

const LATEST_VERSION = { android: '3.6.0', ios: '3.6.0', h5: '1.0.0' } as const;

/** Compares dotted versions numerically. */
export function versionLess(a: string, b: string): boolean {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

export const sysRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.sys.config,
    tag: 'sys',
    summary: 'System config: highest borrowable amount (fen), contacts, compliance copy, scan-pay interval',
    auth: 'none',
    body: emptyBody,
    data: sysConfigData,
    handler: ({ ctx }) => getSetting(ctx, 'sysConfig'),
  }),
  defineRoute({
    path: API_PATHS.sys.switchInfo,
    tag: 'sys',
    summary: 'Feature switches ("open"/"close")',
    auth: 'none',
    body: switchInfoBody,
    data: switchInfoData,
    handler: ({ ctx }) => getSetting(ctx, 'switches'),
  }),
  defineRoute({
    path: API_PATHS.sys.info,
    tag: 'sys',
    summary: 'Server time (business clock), maintenance flag, quota-unified products, member level',
    auth: 'none',
    body: emptyBody,
    data: sysInfoData,
    handler: ({ ctx }) => ({ serverTime: ctx.clock.now(), maintenance: getSetting(ctx, 'maintenance'), quotaUnifiedProductIds: getSetting(ctx, 'quotaUnifiedProductIds'), memberLevel: getSetting(ctx, 'memberLevel') }),
  }),
  defineRoute({
    path: API_PATHS.sys.versionInfo,
    tag: 'sys',
    summary: 'Latest and minimum app version; forceUpdate below 3.4.7 (Android) or 3.3.8 (iOS)',
    auth: 'none',
    body: versionInfoBody,
    data: versionInfoData,
    handler: ({ body }) => {
      const min = body.deviceType === 'h5' ? '0' : NATIVE_MIN_VERSION[body.deviceType];
      return {
        latestVersion: LATEST_VERSION[body.deviceType],
        minVersion: min,
        forceUpdate: versionLess(body.version, min),
        downloadPath: '/downLoad',
      };
    },
  }),
  defineRoute({
    path: API_PATHS.sys.tileConfig,
    tag: 'sys',
    summary: 'Home quick-entry tiles (5) and "Mine" menu items (8), with per-field configured flags',
    auth: 'none',
    body: emptyBody,
    data: tileConfigData,
    handler: ({ ctx }) => getSetting(ctx, 'tiles'),
  }),
  defineRoute({
    path: API_PATHS.sys.grayTestList,
    tag: 'sys',
    summary: 'Routes under gray test: the client shows the maintenance message for them',
    auth: 'none',
    body: emptyBody,
    data: grayTestListData,
    handler: ({ ctx }) => ({ routes: getSetting(ctx, 'grayTestRoutes') }),
  }),
];
