import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridge } from './bridge';
import { initHost, resetHost } from './detect';
import { installFakeShell } from '../testing/fakeShell';
import type { FakeShell } from '../testing/fakeShell';

let fake: FakeShell;
const calls: Array<[string, unknown]> = [];

function installBridge(answer: (method: string) => unknown = () => 'ok') {
  window.nativeBridge = { call: (method, payload) => { calls.push([method, payload]); return answer(method); } };
}

beforeEach(() => {
  fake = installFakeShell();
  calls.length = 0;
});

afterEach(() => {
  delete window.nativeBridge;
  sessionStorage.clear();
  resetHost();
});

describe('bridge in a plain browser (spec 7.8, 4.10, 8)', () => {
  beforeEach(() => initHost('https://x/#/', 'Mozilla/5.0 (Linux; Android 13)'));

  it('share tells the user to download the app', async () => {
    expect(await bridge.share({ title: 't', desc: 'd', link: 'l', image: 'i' })).toBe(false);
    expect(fake.toasts).toEqual([{ message: '分享好友请下载最新版本APP！', options: undefined }]);
  });

  it('face recognition outside app and messaging browser alerts', async () => {
    expect(await bridge.faceRecognition()).toBeNull();
    expect(fake.alerts).toEqual([{ content: '请选择去微信环境下或者app中使用人脸识别功能' }]);
  });

  it('login goes to the web login; the rest answer nothing', async () => {
    await bridge.login();
    expect(fake.navigations).toEqual([{ to: '/login', options: undefined }]);
    expect(bridge.isAvailable()).toBe(false);
    expect(await bridge.camera()).toBeNull();
    expect(await bridge.fingerprint()).toBeNull();
    expect(await bridge.finishWindow()).toBe(false);
    expect(await bridge.openNativePage('user')).toBe(false);
    expect(await bridge.tokenExpired()).toBe(false);
    expect(await bridge.setNativeTitle('我的')).toBe(false);
  });
});

describe('bridge in the messaging browser', () => {
  it('face recognition hands over to the web flow', async () => {
    initHost('https://x/#/', 'Android MicroMessenger/8');
    expect(await bridge.faceRecognition()).toEqual({ via: 'weixin' });
    expect(fake.alerts).toEqual([]);
  });
});

describe('bridge in the native app', () => {
  beforeEach(() => initHost('https://x/?APPSOURCE=1&NATIVEPAGES=login,user#/', 'Android'));

  it('passes every action to the app', async () => {
    installBridge((m) => (m === 'fingerprint' ? { ok: 1 } : 'r'));
    const share = { title: 't', desc: 'd', link: 'https://x/', image: 'https://x/i.png' };
    expect(await bridge.share(share)).toBe(true);
    expect(await bridge.faceRecognition({ a: 1 })).toEqual({ via: 'native', result: 'r' });
    expect(await bridge.camera()).toBe('r');
    expect(await bridge.fingerprint()).toEqual({ ok: 1 });
    expect(await bridge.finishWindow()).toBe(true);
    expect(await bridge.openNativePage('user', { tab: 3 })).toBe(true);
    await bridge.login();
    expect(calls).toEqual([
      ['share', share], ['faceRecognition', { a: 1 }], ['camera', undefined], ['fingerprint', undefined],
      ['finishWindow', undefined], ['openNativePage', { name: 'user', params: { tab: 3 } }], ['login', undefined],
    ]);
    expect(fake.toasts).toEqual([]);
    expect(fake.navigations).toEqual([]);
  });

  it('treats a throwing bridge call as unavailable', async () => {
    installBridge(() => {
      throw new Error('no such method');
    });
    expect(await bridge.share({ title: '', desc: '', link: '', image: '' })).toBe(false);
    expect(fake.toasts[0].message).toBe('分享好友请下载最新版本APP！');
    window.nativeBridge = { call: vi.fn().mockRejectedValue(new Error('x')) };
    expect(await bridge.openNativePage('user')).toBe(false);
  });
});
