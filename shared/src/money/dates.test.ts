import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, dueDays, addDays } from './dates';

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'], // clamps to the end of a short month
    ['2024-01-31', 1, '2024-02-29'], // leap year
    ['2000-01-31', 1, '2000-02-29'], // divisible by 400: leap
    ['1900-01-31', 1, '1900-02-28'], // divisible by 100 only: not leap
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-05-20', 0, '2026-05-20'],
    ['2026-01-31', 24, '2028-01-31'],
  ] as const)('%s + %i months → %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('refuses malformed days, fractional months and years past 9999', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-01', '20260101', 'abc', '']) {
      expect(() => addMonths(bad, 1), bad).toThrow(RangeError);
    }
    expect(() => addMonths('2026-01-01', 1.5)).toThrow(RangeError);
    expect(() => addMonths('9999-12-01', 1)).toThrow(RangeError);
    expect(() => addMonths('0000-01-01', -1)).toThrow(RangeError);
  });

  it('keeps the day or clamps it to the month end (fast-check, against Date)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }), fc.integer({ min: -400, max: 400 }), (date, months) => {
        const day = date.toISOString().slice(0, 10);
        const [y, m, d] = day.split('-').map(Number);
        const target = new Date(Date.UTC(y, m - 1 + months, 1));
        const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
        const expected = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay))).toISOString().slice(0, 10);
        expect(addMonths(day, months)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('daysBetween', () => {
  it('counts whole days, negative backwards', () => {
    // python3 datetime.date differences: 59, 60, 10957.
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(daysBetween('2024-01-01', '2024-03-01')).toBe(60);
    expect(daysBetween('1970-01-01', '2000-01-01')).toBe(10_957);
    expect(daysBetween('2026-03-01', '2026-01-01')).toBe(-59);
    expect(daysBetween('2026-05-20', '2026-05-20')).toBe(0);
    expect(() => daysBetween('2026-05-20', '2026-05-32')).toThrow(RangeError);
  });

  it('agrees with Date.UTC (fast-check)', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        expect(daysBetween(a, b)).toBe((Date.parse(b) - Date.parse(a)) / 86_400_000);
      }),
      { numRuns: 500 },
    );
  });
});

describe('dueDays', () => {
  it('counts every due day from the loan day, so a short month does not drift the rest', () => {
    expect(dueDays('2026-01-31', 4)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(dueDays('2026-11-15', 3)).toEqual(['2026-12-15', '2027-01-15', '2027-02-15']);
    expect(dueDays('2026-01-31', 24)).toHaveLength(24);
  });

  it('refuses bad periods or days', () => {
    expect(() => dueDays('2026-01-31', 0)).toThrow(RangeError);
    expect(() => dueDays('2026-01-31', 361)).toThrow(RangeError);
    expect(() => dueDays('2026-02-31', 3)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('crosses months, leap days and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('agrees with daysBetween', () => {
    for (const n of [-400, -1, 0, 1, 30, 365, 1000]) expect(daysBetween('2026-01-15', addDays('2026-01-15', n))).toBe(n);
  });
  it('refuses a malformed day or a fractional count', () => {
    expect(() => addDays('2026-2-1', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
  });
});
