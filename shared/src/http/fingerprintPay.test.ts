import { afterEach, describe, expect, it } from 'vitest';
import { bridge } from '../embedder/bridge';
import { detectHost, initHost, resetHost } from '../embedder/detect';
import { deviceFingerprintKey, fingerprintPaySupported, rememberFingerprintKey } from './fingerprintPay';

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8)';
const host = (query: string, ua: string) => detectHost(`http://localhost/?${query}#/`, ua);

afterEach(() => {
  delete window.nativeBridge;
  localStorage.clear();
  resetHost();
});

describe('fingerprint pay thresholds (spec 9: fingerprint type 93 iOS, 103 Android)', () => {
  it('is offered from the build on, per platform, in the native app only', () => {
    expect(fingerprintPaySupported(host('APPSOURCE=1&APPVERSION=3.4.0_92', IOS))).toBe(false);
    expect(fingerprintPaySupported(host('APPSOURCE=1&APPVERSION=3.4.0_93', IOS))).toBe(true);
    expect(fingerprintPaySupported(host('APPSOURCE=1&APPVERSION=3.5.0_102', ANDROID))).toBe(false);
    expect(fingerprintPaySupported(host('APPSOURCE=1&APPVERSION=3.5.0_103', ANDROID))).toBe(true);
    // An iOS build 100 is past its threshold; an Android build 100 is not.
    expect(fingerprintPaySupported(host('APPSOURCE=1&APPVERSION=3.5.0_100', IOS))).toBe(true);
    expect(fingerprintPaySupported(host('APPSOURCE=1&APPVERSION=3.5.0_100', ANDROID))).toBe(false);
    // No build, another embedding app, an unknown platform: none.
    expect(fingerprintPaySupported(host('APPSOURCE=1&APPVERSION=3.5.0', ANDROID))).toBe(false);
    expect(fingerprintPaySupported(host('APPSOURCE=jfwallet&APPVERSION=3.5.0_200', ANDROID))).toBe(false);
    expect(fingerprintPaySupported(host('APPSOURCE=1&APPVERSION=3.5.0_200', 'Mozilla/5.0 (X11; Linux x86_64)'))).toBe(false);
  });

  it("keeps this device's key id only where fingerprint pay is supported", () => {
    rememberFingerprintKey('device-key-0001-abcdef');
    initHost('http://localhost/?APPSOURCE=1&APPVERSION=3.5.0_102#/', ANDROID);
    expect(deviceFingerprintKey()).toBeNull();
    resetHost();
    initHost('http://localhost/?APPSOURCE=1&APPVERSION=3.5.0_103#/', ANDROID);
    expect(deviceFingerprintKey()).toBe('device-key-0001-abcdef');
  });
});

describe('bridge fingerprint actions (ADR 030)', () => {
  const answering = (answer: unknown) => {
    const calls: unknown[] = [];
    window.nativeBridge = { call: (method, payload) => (calls.push([method, payload]), answer) };
    return calls;
  };

  it('register answers the device key; a yes/no answer (older builds) or a malformed one is none', async () => {
    const calls = answering({ keyId: 'device-key-0001-abcdef', keySecret: 's'.repeat(40) });
    expect(await bridge.fingerprintRegister()).toEqual({ keyId: 'device-key-0001-abcdef', keySecret: 's'.repeat(40) });
    expect(calls).toEqual([['fingerprint', { type: 'register' }]]);
    answering(true);
    expect(await bridge.fingerprintRegister()).toBeNull();
    answering({ keyId: 'short', keySecret: 's'.repeat(40) });
    expect(await bridge.fingerprintRegister()).toBeNull();
  });

  it('pay answers a hex proof over the challenge; yes/no, a cancel or no bridge is none', async () => {
    const calls = answering({ proof: 'a'.repeat(64) });
    expect(await bridge.fingerprintProve('device-key-0001-abcdef', 'fp1|n|withdraw||100')).toBe('a'.repeat(64));
    expect(calls).toEqual([['fingerprint', { type: 'pay', keyId: 'device-key-0001-abcdef', challenge: 'fp1|n|withdraw||100' }]]);
    answering(true);
    expect(await bridge.fingerprintProve('device-key-0001-abcdef', 'c')).toBeNull();
    answering(null);
    expect(await bridge.fingerprintProve('device-key-0001-abcdef', 'c')).toBeNull();
    delete window.nativeBridge;
    expect(await bridge.fingerprintProve('device-key-0001-abcdef', 'c')).toBeNull();
  });
});
