import { afterEach, describe, expect, it } from 'vitest';
import {
  compareVersions, detectHost, getHost, hashPath, initHost, isIndexRoute, nativeBuildAtLeast, needsForceUpdate, readAppVersion, resetHost, urlParams,
} from './detect';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WEIXIN = `${ANDROID} MicroMessenger/8.0.40`;

afterEach(() => {
  sessionStorage.clear();
  resetHost();
});

describe('detectHost (spec 3, 4.11)', () => {
  it('is a plain h5 browser without markers', () => {
    const h = detectHost('https://m.example.com/#/', ANDROID);
    expect(h).toMatchObject({ appSource: '', isNativeApp: false, isWallet: false, isWeixin: false, platform: 'android', deviceType: 'h5', appName: 'h5', loginPath: '/login' });
  });

  it('reads the query before the hash and inside the hash', () => {
    const h = detectHost('https://m.example.com/?APPSOURCE=1&APPVERSION=3.5.0#/user?NATIVEPAGES=login,index,user&RETURNUSER=1&LOADAPP=y&ISIOSNEWVERSION=1', IPHONE);
    expect(h).toMatchObject({
      appSource: '1', appVersion: '3.5.0', isNativeApp: true, platform: 'ios', appName: 'ios app', deviceType: 'ios',
      nativePages: ['login', 'index', 'user'], returnUser: '1', loadApp: 'y', isIosNewVersion: true,
    });
    expect(urlParams('https://x/?a=1#/p?a=2').get('a')).toBe('2');
  });

  it('recognises the android app, the wallet, DDApp and the messaging browser', () => {
    expect(detectHost('https://x/?APPSOURCE=1', ANDROID)).toMatchObject({ appName: 'android app', deviceType: 'android' });
    expect(detectHost('https://x/', `${ANDROID} jfwallet/2.0`)).toMatchObject({ appSource: 'jfwallet', isWallet: true, appName: 'wallet', deviceType: 'wallet' });
    expect(detectHost('https://x/', `${ANDROID} DDApp`)).toMatchObject({ appSource: 'DDApp', appName: 'DDApp' });
    expect(detectHost('https://x/', WEIXIN)).toMatchObject({ isWeixin: true, deviceType: 'weixin', loginPath: '/weixinLogin' });
    expect(detectHost('https://x/?ISWEIXIN=1', 'curl')).toMatchObject({ isWeixin: true, platform: 'other' });
  });

  it('takes APPSOURCE and APPVERSION from a wrapper user agent', () => {
    expect(detectHost('https://x/', `${ANDROID} APPSOURCE/1 APPVERSION/3.4.6`)).toMatchObject({ isNativeApp: true, appVersion: '3.4.6' });
  });
});

describe('initHost / getHost', () => {
  it('keeps what the entry URL said for later loads without the query', () => {
    initHost('https://x/?APPSOURCE=1&APPVERSION=3.5.0#/', ANDROID);
    resetHost();
    expect(initHost('https://x/#/user', ANDROID)).toMatchObject({ isNativeApp: true, appVersion: '3.5.0' });
    expect(getHost().isNativeApp).toBe(true);
  });

  it('detects from the current page on first use', () => {
    expect(getHost().appSource).toBe('');
  });
});

describe('versions', () => {
  it.each([
    ['3.4.7', '3.4.7', 0], ['3.4.6', '3.4.7', -1], ['3.10.0', '3.9.9', 1], ['3.4', '3.4.0', 0], ['4', '3.99.99', 1], ['x', '0', 0],
  ] as const)('compareVersions(%s, %s) = %i', (a, b, r) => expect(compareVersions(a, b)).toBe(r));

  it('forces an update below 3.4.7 on Android and 3.3.8 on iOS (spec 2.11)', () => {
    expect(needsForceUpdate(detectHost('https://x/?APPSOURCE=1&APPVERSION=3.4.6', ANDROID))).toBe(true);
    expect(needsForceUpdate(detectHost('https://x/?APPSOURCE=1&APPVERSION=3.4.7', ANDROID))).toBe(false);
    expect(needsForceUpdate(detectHost('https://x/?APPSOURCE=1&APPVERSION=3.3.7', IPHONE))).toBe(true);
    expect(needsForceUpdate(detectHost('https://x/?APPSOURCE=1&APPVERSION=3.3.8', IPHONE))).toBe(false);
    expect(needsForceUpdate(detectHost('https://x/?APPVERSION=1.0', ANDROID))).toBe(false);
    expect(needsForceUpdate(detectHost('https://x/?APPSOURCE=1', ANDROID))).toBe(false);
  });
});

describe('routes', () => {
  it('reads the hash path and knows the index', () => {
    expect(hashPath('https://x/#/billList?a=1')).toBe('/billList');
    expect(hashPath('https://x/')).toBe('/');
    expect(['/', '/index', '/oneKeeper'].every(isIndexRoute)).toBe(true);
    expect(isIndexRoute('/user')).toBe(false);
  });
});

describe('APPVERSION: one reading (docs/device-profiles.md)', () => {
  it('splits the version name from the build number', () => {
    expect(readAppVersion('3.5.0_103')).toEqual({ versionName: '3.5.0', build: 103 });
    expect(readAppVersion('3.4.7')).toEqual({ versionName: '3.4.7', build: null });
    expect(readAppVersion('57')).toEqual({ versionName: '', build: 57 });
    expect(readAppVersion('3.5.0_x')).toEqual({ versionName: '3.5.0', build: null });
    expect(readAppVersion('')).toEqual({ versionName: '', build: null });
  });

  it('forces the update on the version name and gates features on the build', () => {
    const android = (v: string) => detectHost(`https://x/?APPSOURCE=1&APPVERSION=${v}`, ANDROID);
    expect(needsForceUpdate(android('3.4.6_200'))).toBe(true);
    expect(needsForceUpdate(android('3.4.7_10'))).toBe(false);
    expect(nativeBuildAtLeast(android('3.5.0_57'), 57)).toBe(true);
    expect(nativeBuildAtLeast(android('3.5.0_56'), 57)).toBe(false);
    expect(nativeBuildAtLeast(android('3.5.0'), 1)).toBe(false);
    expect(nativeBuildAtLeast(detectHost('https://x/?APPVERSION=3.5.0_99', ANDROID), 1)).toBe(false);
  });
});
