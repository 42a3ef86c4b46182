import { afterEach, describe, expect, it } from 'vitest';
import { SMS_CODE_TTL_MS } from './constants';
import { dealResetProof, loginResetProof } from './flowState';

afterEach(() => {
  loginResetProof.clear();
  dealResetProof.clear();
});

describe('reset proofs (memory only)', () => {
  it('holds what step 1 proved until cleared', () => {
    loginResetProof.set({ mobile: '13900000000', code: '123456' }, 1_000);
    expect(loginResetProof.get(2_000)).toEqual({ mobile: '13900000000', code: '123456' });
    loginResetProof.clear();
    expect(loginResetProof.get(2_000)).toBeNull();
  });

  it('forgets a proof once its SMS code can no longer be valid', () => {
    dealResetProof.set({ certId: '11010519491231002X', cardNo: '6222020200112233445', code: '123456' }, 0);
    expect(dealResetProof.get(SMS_CODE_TTL_MS - 1)).not.toBeNull();
    expect(dealResetProof.get(SMS_CODE_TTL_MS)).toBeNull();
    // Forgotten for good, not only hidden.
    expect(dealResetProof.get(0)).toBeNull();
  });

  it('keeps the two flows apart', () => {
    loginResetProof.set({ mobile: '13900000000', code: '123456' });
    expect(dealResetProof.get()).toBeNull();
  });

  it('never writes the proof to web storage', () => {
    dealResetProof.set({ certId: '11010519491231002X', cardNo: '6222020200112233445', code: '654321' });
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('11010519491231002X');
  });
});
