import type { Page } from '@playwright/test';

/**
 * The stand-in native wrapper (issue 25): what the app or a partner's app injects into its web view,
 * not the product. `window.nativeBridge.call(method, payload)` records each call and answers like a
 * device: true, or what `answers` names per method; a method named in `refuse` throws, as a bridge
 * without it does. The fingerprint action is the device's from the fingerprint-type builds on (ADR 030):
 * `register` makes a device key (kept in local storage, the stand-in's key store, so it outlives
 * reloads), `pay` answers HMAC-SHA256(key secret, challenge) in hex, `remove` forgets the key; while the
 * user cancels (`setFingerprint(page, 'cancel')`) it answers null. Its back button is `pressNativeBack`.
 * APPSOURCE and APPVERSION go in the entry URL (`wrapperUrl`); the platform is the context's user agent
 * (ANDROID_UA / IOS_UA).
 */
export interface WrapperOptions {
  answers?: Record<string, unknown>;
  refuse?: string[];
}

export interface BridgeCall {
  method: string;
  payload: unknown;
}

export const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
export const IOS_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const DEVICE_KEY = '__standInDeviceKey';
const FINGERPRINT_MODE = '__standInFingerprint';

export async function installNativeWrapper(page: Page, options: WrapperOptions = {}): Promise<void> {
  await page.addInitScript(({ opts, keyStore, modeStore }) => {
    const calls: BridgeCall[] = [];
    const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const random = (n: number) => hex(crypto.getRandomValues(new Uint8Array(n)).buffer);
    const fingerprint = async (payload: unknown): Promise<unknown> => {
      const p = (payload ?? {}) as { type?: string; keyId?: string; challenge?: string };
      if (localStorage.getItem(modeStore) === 'cancel') return null;
      if (p.type === 'register') {
        const key = { keyId: `dev-${random(12)}`, keySecret: random(24) };
        localStorage.setItem(keyStore, JSON.stringify(key));
        return key;
      }
      if (p.type === 'remove') {
        localStorage.removeItem(keyStore);
        return true;
      }
      if (p.type === 'pay') {
        const key = JSON.parse(localStorage.getItem(keyStore) ?? 'null') as { keyId: string; keySecret: string } | null;
        if (!key || key.keyId !== p.keyId) return null;
        const enc = new TextEncoder();
        const hmac = await crypto.subtle.importKey('raw', enc.encode(key.keySecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
        return { proof: hex(await crypto.subtle.sign('HMAC', hmac, enc.encode(p.challenge ?? ''))) };
      }
      return true;
    };
    const w = window as unknown as { __bridgeCalls: BridgeCall[]; nativeBridge: { call: (m: string, p?: unknown) => unknown } };
    w.__bridgeCalls = calls;
    w.nativeBridge = {
      call: (method, payload) => {
        calls.push({ method, payload: payload ?? null });
        if (opts.refuse?.includes(method)) throw new Error(`${method} is not supported`);
        if (opts.answers && method in opts.answers) return opts.answers[method];
        return method === 'fingerprint' ? fingerprint(payload) : true;
      },
    };
  }, { opts: options, keyStore: DEVICE_KEY, modeStore: FINGERPRINT_MODE });
}

/** How the user answers the fingerprint prompt from now on (kept across reloads). */
export const setFingerprint = (page: Page, mode: 'match' | 'cancel'): Promise<void> =>
  page.evaluate(({ modeStore, value }) => localStorage.setItem(modeStore, value), { modeStore: FINGERPRINT_MODE, value: mode });

/** The bridge calls so far, in order. */
export const bridgeCalls = (page: Page): Promise<BridgeCall[]> => page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);

/** The method names called so far. */
export const bridgeMethods = async (page: Page): Promise<string[]> => (await bridgeCalls(page)).map((c) => c.method);

/** The wrapper's own back button: the `nativeback` event of host/src/router/systemBack.ts. */
export const pressNativeBack = (page: Page): Promise<void> => page.evaluate(() => void window.dispatchEvent(new Event('nativeback')));

/** An entry URL as a wrapper opens it: its host parameters in the query, the page in the hash. */
export function wrapperUrl(route: string, params: Record<string, string>): string {
  return `/?${new URLSearchParams(params).toString()}#${route}`;
}
