// @vitest-environment node
import { describe, expect, it } from 'vitest';

// The sandbox imports the package under node: nothing may touch window at import time.
describe('@credit/shared entry under node', () => {
  it('imports without a window; storage, host detection and the bridge work without one', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const m = await import('./index');
    expect(m.storage.get('x')).toBeNull();
    m.storage.set('x', '1');
    m.storage.remove('x');
    expect(m.getHost().appName).toBe('h5');
    expect(m.bridge.isAvailable()).toBe(false);
    expect(m.newIdempotencyKey()).toMatch(/^[0-9a-f-]+$/);
  });

  it('the shell facade refuses use before registration', async () => {
    const { shell } = await import('./shell/facade');
    expect(() => shell.toast('x')).toThrow(/before the shell registered/);
  });
});
