import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_HIGHEST_BORROW_FEN, GRAY_TEST_ROUTES, SCAN_PAY_POLL_SECONDS, TAB_NAMES } from '@credit/shared/api';
import { API_PATHS, tileConfigData, type TileConfigData } from '@credit/shared/api';
import { startTestServer, type TestServer } from '../../test/helpers';
import { versionLess } from './routes';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

const settings = (payload: object) => s.app.inject({ method: 'POST', url: API_PATHS.sandbox.settings, payload });

describe('sys', () => {
  it('config: highest amount in fen, example contacts, compliance copy, scan-pay interval', async () => {
    expect(await s.post(API_PATHS.sys.config)).toMatchObject({
      status: 1,
      data: { borrowHighestMoney: DEFAULT_HIGHEST_BORROW_FEN, consumerHotline: '400-000-0000', complaintEmail: 'complaints@example.com', resultInterval: 5 },
    });
  });

  it('config: the scan-pay interval (resultInterval, seconds) is seeded at spec 9\'s 5 and served as the settings hook sets it', async () => {
    expect((await s.post<{ resultInterval: number }>(API_PATHS.sys.config)).data!.resultInterval).toBe(SCAN_PAY_POLL_SECONDS);
    expect((await settings({ sysConfig: { resultInterval: 2 } })).statusCode).toBe(200);
    expect(await s.post(API_PATHS.sys.config)).toMatchObject({ status: 1, data: { resultInterval: 2, consumerHotline: '400-000-0000' } });
    // The contract's positive whole number: the hook refuses anything else.
    expect((await settings({ sysConfig: { resultInterval: 0 } })).json()).toMatchObject({ status: 1004 });
    expect((await s.post<{ resultInterval: number }>(API_PATHS.sys.config)).data!.resultInterval).toBe(2);
  });

  it('tileConfig: items are keyed by spec 9 tab names; the settings hook refuses any other key', async () => {
    const tiles = (await s.post<TileConfigData>(API_PATHS.sys.tileConfig)).data!;
    for (const item of [...tiles.homeTiles, ...tiles.mineMenu]) expect(TAB_NAMES).toContain(item.key);
    const renamed = { ...tiles, mineMenu: tiles.mineMenu.map((item) => (item.key === 'billList' ? { ...item, key: 'bill' } : item)) };
    expect((await settings({ tiles: renamed })).json()).toMatchObject({ status: 1004 });
    expect((await settings({ tiles })).json()).toMatchObject({ status: 1 });
  });

  it('switchInfo: the six switches, changeable through the settings hook', async () => {
    const res = await s.post<Record<string, string>>(API_PATHS.sys.switchInfo, { shopVersion: '1' });
    expect(Object.keys(res.data!).sort()).toEqual(
      ['logoutSwitch', 'oneAccountSwitch', 'shopInstalmentAndroidSwitch', 'shopInstalmentH5Switch', 'shopInstalmentIosSwitch', 'superOrBillSwitch'],
    );
    await settings({ switches: { oneAccountSwitch: 'open' } });
    expect(await s.post(API_PATHS.sys.switchInfo)).toMatchObject({ data: { oneAccountSwitch: 'open', logoutSwitch: 'open' } });
  });

  it('info: business time follows the clock hook', async () => {
    const before = (await s.post<{ serverTime: number }>(API_PATHS.sys.info)).data!.serverTime;
    await s.hook(API_PATHS.sandbox.clock, { days: 2 });
    const after = (await s.post<{ serverTime: number }>(API_PATHS.sys.info)).data!.serverTime;
    expect(after - before).toBe(2 * 24 * 3600 * 1000);
  });

  it('versionInfo: forced update below the native minimums', async () => {
    expect(versionLess('3.4.6', '3.4.7')).toBe(true);
    expect(versionLess('3.10.0', '3.4.7')).toBe(false);
    expect(await s.post(API_PATHS.sys.versionInfo, { deviceType: 'android', version: '3.4.6' })).toMatchObject({ data: { forceUpdate: true, minVersion: '3.4.7' } });
    expect(await s.post(API_PATHS.sys.versionInfo, { deviceType: 'ios', version: '3.3.8' })).toMatchObject({ data: { forceUpdate: false, minVersion: '3.3.8' } });
    expect((await s.post(API_PATHS.sys.versionInfo, { deviceType: 'ios', version: 'x' })).status).toBe(1004);
  });

  it('tileConfig: 5 home tiles and 8 Mine items with the spec-3 fields, all unconfigured', async () => {
    const res = await s.post<TileConfigData>(API_PATHS.sys.tileConfig);
    const data = tileConfigData.parse(res.data);
    expect(data.homeTiles).toHaveLength(5);
    expect(data.mineMenu).toHaveLength(8);
    expect(data.homeTiles.find((t) => t.key === 'creditInquiry')!.isNeedLogin).toBe('2');
    expect(data.mineMenu.find((t) => t.key === 'inviteNewCutomer')!.corner).toBe('热');
    expect([...data.homeTiles, ...data.mineMenu].every((t) => Object.values(t.configured).every((v) => v === false))).toBe(true);
  });

  it('grayTestList: empty by default, set through the settings hook', async () => {
    expect(await s.post(API_PATHS.sys.grayTestList)).toMatchObject({ data: { routes: [] } });
    await settings({ grayTestRoutes: [GRAY_TEST_ROUTES[0]] });
    expect(await s.post(API_PATHS.sys.grayTestList)).toMatchObject({ data: { routes: ['personalInfo'] } });
  });
});
