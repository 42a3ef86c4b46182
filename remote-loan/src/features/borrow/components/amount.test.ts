import { describe, expect, it } from 'vitest';
import { checkAmount, initialAmount } from './amount';

const bounds = { minAmt: 50_000, maxAmt: 3_200_000, stepAmt: 10_000 };

describe('checkAmount (loan amount, yuan as typed)', () => {
  it('takes whole yuan within the bounds, in steps', () => {
    expect(checkAmount('3000', bounds)).toEqual({ ok: true, fen: 300_000 });
    expect(checkAmount(' 3,000 ', bounds)).toEqual({ ok: true, fen: 300_000 });
    expect(checkAmount('500', bounds)).toEqual({ ok: true, fen: 50_000 });
    expect(checkAmount('32000', bounds)).toEqual({ ok: true, fen: 3_200_000 });
  });
  it('says what is wrong in zh-CN', () => {
    expect(checkAmount('', bounds)).toEqual({ ok: false, message: '请输入借款金额' });
    expect(checkAmount('12.5', bounds)).toEqual({ ok: false, message: '借款金额请输入整数（元）' });
    expect(checkAmount('-1', bounds)).toEqual({ ok: false, message: '借款金额请输入整数（元）' });
    expect(checkAmount('100', bounds)).toEqual({ ok: false, message: '最低借款500元' });
    expect(checkAmount('32100', bounds)).toEqual({ ok: false, message: '最高可借32,000元' });
    expect(checkAmount('550', bounds)).toEqual({ ok: false, message: '借款金额须为100元的整数倍' });
    expect(checkAmount('1000', { ...bounds, maxAmt: 40_000 })).toEqual({ ok: false, message: '可借额度不足500元，暂不能借款' });
  });
});

describe('initialAmount', () => {
  it('starts at the saved choice when still valid, else the minimum (the 100-yuan default is below it)', () => {
    expect(initialAmount({ saved: true, loanAmt: 300_000 }, bounds, 10_000)).toBe('3000');
    expect(initialAmount({ saved: false, loanAmt: 0 }, bounds, 10_000)).toBe('500');
    expect(initialAmount({ saved: true, loanAmt: 9_900_000 }, bounds, 10_000)).toBe('500');
    expect(initialAmount(null, bounds, 100_000)).toBe('1000');
  });

  it("starts at spec 9's 100-yuan default where the product lends it (ADR 054)", () => {
    expect(initialAmount({ saved: false, loanAmt: 0 }, { minAmt: 10_000, maxAmt: 5_000_000, stepAmt: 10_000 }, 10_000)).toBe('100');
  });
});
