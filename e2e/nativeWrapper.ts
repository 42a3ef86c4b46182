import type { Page } from '@playwright/test';

/**
 * The stand-in native wrapper (issue 25): what the app or a partner's app injects into its web view,
 * not the product. `window.nativeBridge.call(method, payload)` records each call and answers like a
 * device (true, or what `answers` names per method; a method named in `refuse` throws, as a bridge
 * without it does). Its back button is `pressNativeBack`. APPSOURCE and APPVERSION go in the entry
 * URL (`wrapperUrl`); the platform is the context's user agent (ANDROID_UA / IOS_UA).
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

export async function installNativeWrapper(page: Page, options: WrapperOptions = {}): Promise<void> {
  await page.addInitScript((opts: WrapperOptions) => {
    const calls: BridgeCall[] = [];
    const w = window as unknown as { __bridgeCalls: BridgeCall[]; nativeBridge: { call: (m: string, p?: unknown) => unknown } };
    w.__bridgeCalls = calls;
    w.nativeBridge = {
      call: (method, payload) => {
        calls.push({ method, payload: payload ?? null });
        if (opts.refuse?.includes(method)) throw new Error(`${method} is not supported`);
        return opts.answers && method in opts.answers ? opts.answers[method] : true;
      },
    };
  }, options);
}

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
