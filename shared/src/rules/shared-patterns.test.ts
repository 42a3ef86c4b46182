import { describe, expect, it } from 'vitest';
import { CHINA_UTC_OFFSET_MS, PATTERNS, VALUE_PATTERNS } from '.';

/** The patterns the pages, the contract and the sandbox once retyped (issue 37), and China's offset. */
describe('shared patterns', () => {
  it('an ID card validity: two dates, or a date and 长期', () => {
    expect(['2020.01.01-2040.01.01', '2020.01.01-长期'].every((v) => VALUE_PATTERNS.idValidity.test(v))).toBe(true);
    expect(['2020.1.1-2040.01.01', '2020.01.01-', '2020.01.01-永久'].some((v) => VALUE_PATTERNS.idValidity.test(v))).toBe(false);
  });

  it('a day, an app version, a bill\'s periods, an invite code', () => {
    expect(VALUE_PATTERNS.day.test('2026-11-20')).toBe(true);
    expect(VALUE_PATTERNS.day.test('2026-1-20')).toBe(false);
    expect(['3', '3.6.0', '1.2.3.4'].every((v) => VALUE_PATTERNS.appVersion.test(v))).toBe(true);
    expect(['1.2.3.4.5', 'v3', '3.'].some((v) => VALUE_PATTERNS.appVersion.test(v))).toBe(false);
    expect(VALUE_PATTERNS.periods.test('1,2,12')).toBe(true);
    expect(VALUE_PATTERNS.periods.test(Array.from({ length: 25 }, (_, i) => i + 1).join(','))).toBe(false);
    expect(PATTERNS.inviteCode.test('123456')).toBe(true);
    expect(PATTERNS.inviteCode.test('12345a')).toBe(false);
  });

  it('China is eight hours ahead of UTC: 16:00 UTC is the next day there', () => {
    expect(new Date(Date.UTC(2026, 0, 1, 16) + CHINA_UTC_OFFSET_MS).toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });
});
