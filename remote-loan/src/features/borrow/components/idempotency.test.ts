import { describe, expect, it } from 'vitest';
import { forgetSubmitKey, submitKeyFor } from './idempotency';

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

describe('the submit Idempotency-Key of a confirm screen', () => {
  it('is made once per order and kept: a retry or a reload sends the same key', () => {
    const s = memory();
    const first = submitKeyFor('L0000000000000001', s);
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(submitKeyFor('L0000000000000001', s)).toBe(first);
    expect(submitKeyFor('L0000000000000002', s)).not.toBe(first);
  });
  it('survives in sessionStorage (a reload) and is new once forgotten', () => {
    sessionStorage.clear();
    const first = submitKeyFor('L0000000000000003');
    expect(sessionStorage.getItem('loanSubmitKey:L0000000000000003')).toBe(first);
    expect(submitKeyFor('L0000000000000003')).toBe(first);
    forgetSubmitKey('L0000000000000003');
    expect(submitKeyFor('L0000000000000003')).not.toBe(first);
  });
});
