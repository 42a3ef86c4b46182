import { afterAll, describe, expect, it } from 'vitest';
import { formatChineseDate, formatDate, formatDateTime, formatTime } from './index';

/** 2026-11-20 14:05:09 in China is 06:05:09 UTC, and 22:05:09 on the 19th in Los Angeles. */
const AFTERNOON = Date.UTC(2026, 10, 20, 6, 5, 9);
/** 2027-01-01 00:30 in China is still 2026-12-31 16:30 UTC: the year has turned in China only. */
const NEW_YEAR = Date.UTC(2026, 11, 31, 16, 30);

// The phone is somewhere else: every formatter must still answer China time (UTC+8). A worker may run
// other files after this one, so the zone is given back.
const phoneZone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';
afterAll(() => {
  if (phoneZone === undefined) delete process.env.TZ;
  else process.env.TZ = phoneZone;
});

describe('China time, whatever the phone\'s zone', () => {
  it('runs in a zone other than China\'s (else these tests prove nothing)', () => {
    expect(new Date(AFTERNOON).getTimezoneOffset()).not.toBe(-480);
    expect(new Date(AFTERNOON).getDate()).toBe(19);
  });

  it('formats date, date-time, time and the written Chinese date of one moment', () => {
    expect(formatDate(AFTERNOON)).toBe('2026-11-20');
    expect(formatDateTime(AFTERNOON)).toBe('2026-11-20 14:05');
    expect(formatTime(AFTERNOON)).toBe('14:05:09');
    expect(formatChineseDate(AFTERNOON)).toBe('2026年11月20日');
  });

  it('turns the day and the year at China\'s midnight, not UTC\'s or the phone\'s', () => {
    expect(formatDate(NEW_YEAR)).toBe('2027-01-01');
    expect(formatDateTime(NEW_YEAR)).toBe('2027-01-01 00:30');
    expect(formatChineseDate(NEW_YEAR)).toBe('2027年1月1日');
    expect(formatDate(NEW_YEAR - 31 * 60_000)).toBe('2026-12-31');
    expect(formatDateTime(NEW_YEAR - 31 * 60_000)).toBe('2026-12-31 23:59');
  });

  it('pads to two digits in the numeric forms, none in the written form', () => {
    const early = Date.UTC(2026, 0, 4, 17, 7, 3); // 2026-01-05 01:07:03 in China
    expect(formatDateTime(early)).toBe('2026-01-05 01:07');
    expect(formatTime(early)).toBe('01:07:03');
    expect(formatChineseDate(early)).toBe('2026年1月5日');
  });

  it('refuses what is not a moment', () => {
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
    expect(() => formatTime(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
