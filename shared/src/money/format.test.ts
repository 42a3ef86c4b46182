import { describe, expect, it } from 'vitest';
import { formatMoney as displayMoney } from '../format/money';
import { formatMoney, formatRateBp, formatRatePpm, parseYuan } from './format';

describe('formatRateBp', () => {
  it.each([
    [1234, '12.34%'], [2400, '24.00%'], [924, '9.24%'], [5, '0.05%'], [0, '0.00%'], [-150, '-1.50%'],
  ])('%i bp → %s', (bp, text) => expect(formatRateBp(bp)).toBe(text));

  it('refuses fractions', () => {
    expect(() => formatRateBp(12.5)).toThrow(RangeError);
  });
});

describe('formatRatePpm', () => {
  it.each([
    [267, 4, '0.0267%'], [8000, 4, '0.8000%'], [8000, 2, '0.80%'], [267, 2, '0.03%'],
    [250, 2, '0.03%'], // 0.025 → half up
    [249, 2, '0.02%'], [267, 6, '0.026700%'], [123_456, 0, '12%'], [125_000, 0, '13%'], [0, 4, '0.0000%'],
    [-267, 4, '-0.0267%'], [-49, 2, '0.00%'], // rounds to zero: no minus sign
  ])('%i ppm, %i decimals → %s', (ppm, decimals, text) => expect(formatRatePpm(ppm, decimals)).toBe(text));

  it('shows four decimals by default', () => {
    expect(formatRatePpm(267)).toBe('0.0267%');
  });

  it('refuses fractions and silly decimals', () => {
    expect(() => formatRatePpm(0.5)).toThrow(RangeError);
    expect(() => formatRatePpm(1, -1)).toThrow(RangeError);
    expect(() => formatRatePpm(1, 11)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('is the spec-5 formatter itself, not a copy', () => {
    expect(formatMoney).toBe(displayMoney);
    expect(formatMoney(88_849)).toBe('888.49');
  });
});

describe('parseYuan', () => {
  it.each([
    ['1234', 123_400], ['1234.5', 123_450], ['0.01', 1], [' 12.30 ', 1230], ['0', 0],
  ])('%s yuan → %i fen', (text, fen) => expect(parseYuan(text)).toBe(fen));

  it.each(['', '1.234', '0.001', '-1', '-0.5', '+1', '1,000', '1e3', '.5', '12.', '１２', 'abc', 'NaN', 'Infinity', '1 000', '12345678901234'])('refuses %j', (text) => expect(parseYuan(text)).toBeNull());

  it('is exact where floating point is not (0.29 yuan is 29 fen, not 28.999…)', () => {
    expect(parseYuan('0.29')).toBe(29);
    expect(parseYuan('1234567.89')).toBe(123_456_789);
  });
});
