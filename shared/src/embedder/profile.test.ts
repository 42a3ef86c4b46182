import { afterEach, describe, expect, it } from 'vitest';
import { clientChannel, detectHost, resetHost } from './detect';
import type { DeviceProfile } from './profile';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
const WEIXIN = `${ANDROID} MicroMessenger/8.0.40`;
const MINI_PROGRAM = `${WEIXIN} miniProgram`;

afterEach(() => resetHost());

const profileOf = (query: string, ua = ANDROID) => detectHost(`https://h5.example.com/${query}#/`, ua).profile;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
/** An Android phone outside the messaging app: the device fields every row shares unless it says otherwise. */
const androidWeb = { camera: 'fileInput', messagingApp: false, channel: 'h5', clientChannel: 'H5', stores: 'android', backToUserTab: false } as const;
const messaging = { messagingApp: true, channel: 'weixin', clientChannel: 'official-account' } as const;
const nativeAndroid = { camera: 'native', messagingApp: false, channel: 'android', clientChannel: 'app-android', stores: 'android', backToUserTab: false } as const;
const web = {
  login: 'web', share: 'none', back: 'web', title: 'header', face: 'none', download: 'storeLinks',
  urlToken: 'borrowRoutes', nativePages: 'none', index: 'web', fingerprintPay: 'none', version: 'h5', bannerLink: 'h5', limitRaise: 'here', ...androidWeb,
} as const;
const nativeApp = { source: 'nativeApp', login: 'native', share: 'native', back: 'native', face: 'native', download: 'storeLinks', urlToken: 'anyRoute', nativePages: 'open', version: 'app', limitRaise: 'here', ...nativeAndroid } as const;

/** docs/device-profiles.md, row by row: a change to a profile must change the table too. */
const TABLE: Array<[string, string, string, DeviceProfile]> = [
  ['native app', '?APPSOURCE=1&APPVERSION=3.5.0_60', ANDROID, { ...nativeApp, title: 'header', index: 'nativeTab', fingerprintPay: 'none', bannerLink: 'nativePage' }],
  ['native app, old build', '?APPSOURCE=1&APPVERSION=3.5.0_8', ANDROID, { ...nativeApp, title: 'native', index: 'web', fingerprintPay: 'none', bannerLink: 'nativePage' }],
  ['wallet', '?APPSOURCE=jfwallet', ANDROID, { ...web, source: 'wallet', login: 'walletTokenExpired', share: 'native', title: 'headerAndNative', urlToken: 'anyRoute', channel: 'wallet' }],
  ['DDApp', '?APPSOURCE=DDApp', ANDROID, { ...web, source: 'ddApp' }],
  ['pzscAPP', '?APPSOURCE=pzscAPP', ANDROID, { ...web, source: 'merchantApp' }],
  ['wukCredit', '?APPSOURCE=wukCredit', ANDROID, { ...web, source: 'merchantApp' }],
  ['cube', '?APPSOURCE=cube', ANDROID, { ...web, source: 'merchantApp' }],
  ['quick-app', '?APPSOURCE=quick-app', ANDROID, { ...web, source: 'merchantApp' }],
  ['edition 9', '?APPSOURCE=9', ANDROID, { ...web, source: 'edition', limitRaise: 'fullApp' }],
  ['edition 10', '?APPSOURCE=10', ANDROID, { ...web, source: 'edition', limitRaise: 'fullApp' }],
  ['edition 11', '?APPSOURCE=11', ANDROID, { ...web, source: 'edition', limitRaise: 'fullApp' }],
  ['mini-program', '', MINI_PROGRAM, { ...web, source: 'miniProgram', download: 'storeSearch', ...messaging }],
  ['messaging browser', '', WEIXIN, { ...web, source: 'messagingBrowser', face: 'messagingWeb', download: 'openInBrowser', ...messaging }],
  ['plain browser', '', ANDROID, { ...web, source: 'browser', download: 'openApp' }],
];

describe('device profiles (spec 3 host configuration, 4.11)', () => {
  it.each(TABLE)('%s', (_name, query, ua, expected) => {
    expect(profileOf(query, ua)).toEqual(expected);
  });

  it('the old header rule covers builds up to 8 only, and never a build-less version', () => {
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_9').title).toBe('header');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0').title).toBe('header');
    expect(profileOf('?APPSOURCE=jfwallet&APPVERSION=3.5.0_5').title).toBe('headerAndNative');
  });

  it('the index tab from build 57 and fingerprint pay from build 93 iOS / 103 Android, in the native app only', () => {
    const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile';
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_56').index).toBe('web');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_57').index).toBe('nativeTab');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0').index).toBe('web');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_102').fingerprintPay).toBe('none');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_103').fingerprintPay).toBe('native');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.4.0_93', IOS).fingerprintPay).toBe('native');
    expect(profileOf('?APPSOURCE=jfwallet&APPVERSION=3.5.0_200').fingerprintPay).toBe('none');
    expect(profileOf('?APPSOURCE=jfwallet&APPVERSION=3.5.0_200').index).toBe('web');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_5').bannerLink).toBe('h5');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_6').bannerLink).toBe('nativePage');
  });

  it('a mini-program logs in on the web login, the messaging browser on its own', () => {
    expect(detectHost('https://h5.example.com/#/', MINI_PROGRAM)).toMatchObject({ isWeixin: true, isMiniProgram: true, loginPath: '/login' });
    expect(detectHost('https://h5.example.com/#/', WEIXIN)).toMatchObject({ isMiniProgram: false, loginPath: '/weixinLogin' });
  });

  it('the channels and the stores follow the phone: iOS, Android, a desktop', () => {
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_60', IPHONE)).toMatchObject({ channel: 'ios', clientChannel: 'app-ios', stores: 'ios' });
    expect(profileOf('', IPHONE)).toMatchObject({ channel: 'h5', clientChannel: 'H5', stores: 'ios' });
    expect(profileOf('?APPSOURCE=1', DESKTOP)).toMatchObject({ channel: 'android', clientChannel: 'app-android', stores: 'both' });
    expect(profileOf('?ISWEIXIN=1', DESKTOP)).toMatchObject({ source: 'messagingBrowser', messagingApp: true, channel: 'weixin', stores: 'both' });
  });

  it.each([ANDROID, IPHONE, DESKTOP, WEIXIN, MINI_PROGRAM])('the channels are the deviceType header and the service channel, as before (%s)', (ua) => {
    for (const query of ['', '?APPSOURCE=1', '?APPSOURCE=jfwallet', '?APPSOURCE=DDApp', '?APPSOURCE=9', '?ISWEIXIN=1']) {
      const host = detectHost(`https://h5.example.com/${query}#/`, ua);
      expect(host.profile.channel).toBe(host.deviceType);
      expect(host.profile.clientChannel).toBe(clientChannel(host));
    }
  });

  it('the index is the app\'s tab from build 57 in the native app only; RETURNUSER=1 sends back to the user tab', () => {
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_56').index).toBe('web');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0_57').index).toBe('nativeTab');
    expect(profileOf('?APPSOURCE=1&APPVERSION=3.5.0').index).toBe('web');
    expect(profileOf('?APPSOURCE=jfwallet&APPVERSION=3.5.0_99').index).toBe('web');
    expect(profileOf('?APPSOURCE=1&RETURNUSER=1').backToUserTab).toBe(true);
    expect(profileOf('?APPSOURCE=1&RETURNUSER=0').backToUserTab).toBe(false);
  });
});
