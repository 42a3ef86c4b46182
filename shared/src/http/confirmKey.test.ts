import { describe, expect, it } from 'vitest';
import { confirmKeyFor, forgetConfirmKey } from './confirmKey';

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

describe('the Idempotency-Key of a confirm screen', () => {
  it('is made once per screen and subject and kept: a retry or a reload sends the same key', () => {
    const s = memory();
    const first = confirmKeyFor('loanSubmit', 'L0000000000000001', s);
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(confirmKeyFor('loanSubmit', 'L0000000000000001', s)).toBe(first);
    expect(confirmKeyFor('loanSubmit', 'L0000000000000002', s)).not.toBe(first);
    expect(confirmKeyFor('repay', 'L0000000000000001', s)).not.toBe(first);
  });
  it('survives in sessionStorage (a reload) and is new once forgotten', () => {
    sessionStorage.clear();
    const first = confirmKeyFor('loanSubmit', 'L0000000000000003');
    expect(sessionStorage.getItem('confirmKey:loanSubmit:L0000000000000003')).toBe(first);
    expect(confirmKeyFor('loanSubmit', 'L0000000000000003')).toBe(first);
    forgetConfirmKey('loanSubmit', 'L0000000000000003');
    expect(confirmKeyFor('loanSubmit', 'L0000000000000003')).not.toBe(first);
  });
});
