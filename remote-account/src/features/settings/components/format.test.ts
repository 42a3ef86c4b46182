import { describe, expect, it } from 'vitest';
import { formatDateTime, signedAmount } from './format';

describe('transaction formatting', () => {
  it('signs amounts by direction with thousands separators and two decimals', () => {
    expect(signedAmount('in', 300000)).toBe('+3,000.00');
    expect(signedAmount('out', 104550)).toBe('-1,045.50');
    expect(signedAmount('in', 5)).toBe('+0.05');
  });
  it('formats local date and time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).getTime())).toBe('2026-01-05 09:07');
  });
});
