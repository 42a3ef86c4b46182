import { MAX_SCHEDULE_PERIODS, assertIntIn } from './schedule';

// Business days are 'YYYY-MM-DD' strings: calendar arithmetic on plain integers, no Date and so no
// time zone can shift a day (which day it is in China is the caller's concern).

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Ymd { y: number; m: number; d: number }

function isLeapYear(y: number): boolean {
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
}

function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
}

function parseDay(day: string): Ymd {
  const match = DAY_PATTERN.exec(day);
  const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) {
    throw new RangeError(`expected a calendar day 'YYYY-MM-DD', got '${day}'`);
  }
  return { y, m, d };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Days since 0000-03-01 of the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
function dayNumber({ y, m, d }: Ymd): number {
  const yy = m <= 2 ? y - 1 : y; // years start in March, so the leap day ends the year
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
}

/** The same day `months` later (or earlier), clamped to the month's end: 2026-01-31 + 1 → 2026-02-28. */
export function addMonths(day: string, months: number): string {
  const { y, m, d } = parseDay(day);
  assertIntIn('months', months, -120_000, 120_000);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = index - ny * 12 + 1;
  if (ny < 0 || ny > 9999) throw new RangeError(`addMonths(${day}, ${months}) leaves the years 0000..9999`);
  return `${pad(ny, 4)}-${pad(nm, 2)}-${pad(Math.min(d, daysInMonth(ny, nm)), 2)}`;
}

/** Milliseconds in a day (a calendar day; business days are CST days of `Clock.dayOf`). */
export const DAY_MS = 86_400_000;

/** The day `days` later (or earlier): 2026-02-28 + 1 → 2026-03-01. */
export function addDays(day: string, days: number): string {
  parseDay(day);
  assertIntIn('days', days, -3_650_000, 3_650_000);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
  const y = next.getUTCFullYear();
  if (y < 0 || y > 9999) throw new RangeError(`addDays(${day}, ${days}) leaves the years 0000..9999`);
  return next.toISOString().slice(0, 10);
}

/** `to` − `from` in whole days; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(parseDay(to)) - dayNumber(parseDay(from));
}

/**
 * The due days of periods 1..n: period k is due addMonths(loanDay, k), always counted from the loan
 * day, so a loan taken on the 31st is due on the 31st again after a short month (no drift to the 28th).
 */
export function dueDays(loanDay: string, periods: number): string[] {
  parseDay(loanDay);
  assertIntIn('periods', periods, 1, MAX_SCHEDULE_PERIODS);
  return Array.from({ length: periods }, (_, i) => addMonths(loanDay, i + 1));
}
