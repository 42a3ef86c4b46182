import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SERVICE_WAIT_MS } from '@credit/shared';
import { clientChannel } from '@credit/shared';
import { allowedScriptUrl, ChatUnavailable, loadChatWidget, type ChatApi } from './chatWidget';

const api: ChatApi = { ready: true, mount: () => undefined };

beforeEach(() => {
  vi.useFakeTimers();
  delete window.CreditChat;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});
afterEach(() => {
  vi.useRealTimers();
  delete window.CreditChat;
});

const injected = () => document.head.querySelector<HTMLScriptElement>('script[data-cs-widget]');

describe('clientChannel', () => {
  it.each([
    [{ isNativeApp: true, platform: 'ios', isWeixin: false }, 'app-ios'],
    [{ isNativeApp: true, platform: 'android', isWeixin: true }, 'app-android'],
    [{ isNativeApp: false, platform: 'ios', isWeixin: true }, 'official-account'],
    [{ isNativeApp: false, platform: 'other', isWeixin: false }, 'H5'],
  ] as const)('%o → %s', (host, channel) => {
    expect(clientChannel(host)).toBe(channel);
  });
});

describe('allowedScriptUrl', () => {
  it('same origin or https only', () => {
    expect(allowedScriptUrl('/api/cs/widget.js', 'http://localhost:8080/#/x')).toBe('http://localhost:8080/api/cs/widget.js');
    expect(allowedScriptUrl('https://chat.example/w.js', 'http://localhost:8080/')).toBe('https://chat.example/w.js');
    expect(allowedScriptUrl('http://chat.example/w.js', 'http://localhost:8080/')).toBeNull();
    expect(allowedScriptUrl('javascript:alert(1)', 'http://localhost:8080/')).toBeNull();
  });
});

describe('loadChatWidget', () => {
  it('resolves once the script sets the ready flag', async () => {
    const p = loadChatWidget('/api/cs/widget.js');
    expect(injected()?.getAttribute('src')).toMatch(/\/api\/cs\/widget\.js$/);
    await vi.advanceTimersByTimeAsync(400);
    window.CreditChat = api;
    await vi.advanceTimersByTimeAsync(60);
    await expect(p).resolves.toBe(api);
  });

  it('rejects with "timeout" when not ready within the spec wait, and not a moment before', async () => {
    const p = loadChatWidget('/api/cs/widget.js');
    const settled = vi.fn();
    p.then(settled, settled);
    await vi.advanceTimersByTimeAsync(CUSTOMER_SERVICE_WAIT_MS - 60);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    await expect(p).rejects.toEqual(new ChatUnavailable('timeout'));
    expect(injected()).toBeNull();
  });

  it('rejects at once with "blocked" when the script fails to load', async () => {
    const p = loadChatWidget('/api/cs/widget.js');
    injected()!.dispatchEvent(new Event('error'));
    await expect(p).rejects.toEqual(new ChatUnavailable('blocked'));
  });

  it('a ready flag that is not a real API does not count', async () => {
    window.CreditChat = { ready: true } as ChatApi;
    const p = loadChatWidget('/api/cs/widget.js');
    const caught = p.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CUSTOMER_SERVICE_WAIT_MS);
    expect(await caught).toEqual(new ChatUnavailable('timeout'));
  });

  it('refuses a plain-http foreign script without loading it', async () => {
    await expect(loadChatWidget('http://evil.example/x.js')).rejects.toEqual(new ChatUnavailable('refused'));
    expect(injected()).toBeNull();
  });

  it('reuses a widget already loaded', async () => {
    window.CreditChat = api;
    await expect(loadChatWidget('/api/cs/widget.js')).resolves.toBe(api);
    expect(injected()).toBeNull();
  });
});
