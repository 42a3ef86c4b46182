import { describe, expect, it } from 'vitest';
import { formatMoney, formatYuan, maskCardNumber, maskIdNumber, maskMobile, maskName, signedAmount, toastDuration } from './index';

describe('formatMoney (spec 5: thousands separator, two decimals; integer fen in)', () => {
  it.each([
    [0, '0.00'], [5, '0.05'], [100, '1.00'], [123456, '1,234.56'], [100000000, '1,000,000.00'],
    [20000000, '200,000.00'], [-123456, '-1,234.56'], [-5, '-0.05'],
  ])('%i fen → %s', (fen, text) => expect(formatMoney(fen)).toBe(text));

  it('refuses non-integer input', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatYuan (ADR 022: the figure, then 元)', () => {
  it.each([[0, '0.00元'], [123456, '1,234.56元'], [-5, '-0.05元']])('%i fen → %s', (fen, text) => expect(formatYuan(fen)).toBe(text));

  it('refuses what formatMoney refuses', () => {
    expect(() => formatYuan(0.5)).toThrow(RangeError);
  });
});

describe('signedAmount (one shape for every list of movements)', () => {
  it('signs amounts by direction with thousands separators and two decimals', () => {
    expect(signedAmount('in', 300000)).toBe('+3,000.00');
    expect(signedAmount('out', 104550)).toBe('-1,045.50');
    expect(signedAmount('in', 5)).toBe('+0.05');
  });

});

describe('masking', () => {
  it('keeps the first 3 and last 4 digits of a mobile (spec 3, 5)', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('138 1234 5678')).toBe('138****5678');
    expect(maskMobile('')).toBe('');
    expect(maskMobile(undefined)).toBe('');
    expect(maskMobile('1234567')).toBe('1234567');
  });

  it('shows only the last 4 of ID and bank card numbers', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('**************002X');
    expect(maskIdNumber(null)).toBe('');
    expect(maskCardNumber('6222 0212 3456 7890 123')).toBe('**** **** **** 0123');
    expect(maskCardNumber('1234')).toBe('1234');
    expect(maskCardNumber(undefined)).toBe('');
  });

  it('keeps only the last character of a name, counting characters, not UTF-16 units', () => {
    expect(maskName('张三丰')).toBe('**丰');
    expect(maskName('𠀀三')).toBe('*三');
    expect(maskName('李')).toBe('李');
    expect(maskName(undefined)).toBe('');
  });
});

describe('toastDuration (spec 9)', () => {
  it('is 1500 ms by default, 3000 ms from 15 characters, 2000 ms for errors', () => {
    expect(toastDuration('短消息')).toBe(1500);
    expect(toastDuration('一二三四五六七八九十一二三四')).toBe(1500); // 14
    expect(toastDuration('一二三四五六七八九十一二三四五')).toBe(3000); // 15
    expect(toastDuration('一二三四五六七八九十一二三四五', 'error')).toBe(2000);
    expect(toastDuration('短', 'error')).toBe(2000);
  });
});
