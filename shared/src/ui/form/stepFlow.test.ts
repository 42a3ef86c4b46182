import { describe, expect, it } from 'vitest';
import { sessionStore, tokenAtom } from '@credit/shared';
import { createStepFlow } from './stepFlow';

describe('createStepFlow', () => {
  it('knows only the steps reached since start, in the same session', () => {
    sessionStore.set(tokenAtom, 'tok-a');
    const flow = createStepFlow<'one' | 'two', { mask: string }>();
    expect(flow.reached('one')).toBe(false);
    flow.start();
    expect(flow.reached('one')).toBe(false);
    flow.advance('one', { mask: '139****0000' });
    expect(flow.reached('one')).toBe(true);
    expect(flow.reached('two')).toBe(false);
    expect(flow.data()).toEqual({ mask: '139****0000' });
    // Another session (logout, another user) does not inherit the progress.
    sessionStore.set(tokenAtom, 'tok-b');
    expect(flow.reached('one')).toBe(false);
    sessionStore.set(tokenAtom, 'tok-a');
    flow.start();
    expect(flow.reached('one')).toBe(false);
    expect(flow.data()).toEqual({});
    flow.advance('two');
    flow.reset();
    expect(flow.reached('two')).toBe(false);
  });

  it('with a lifetime, forgets the progress once it has run out', () => {
    sessionStore.set(tokenAtom, 'tok-a');
    const flow = createStepFlow<'proved', { code: string }>({ ttlMs: 1_000 });
    flow.start(0);
    flow.advance('proved', { code: '123456' });
    expect(flow.reached('proved', 999)).toBe(true);
    expect(flow.reached('proved', 1_000)).toBe(false);
    expect(flow.reached('proved', 0)).toBe(false);
    expect(flow.data()).toEqual({});
  });
});
