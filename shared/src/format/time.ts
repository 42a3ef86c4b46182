/**
 * Moments as the product shows them: always in China time (UTC+8, no daylight saving), whatever zone
 * the phone is set to, so a bill's time reads the same in Shanghai, on a traveller's phone and in the
 * sandbox's PDFs. Business days (due days, loan days) come from the server as 'YYYY-MM-DD' China days
 * and are shown as they are: `formatDate` gives a moment the same shape.
 */

import { CHINA_UTC_OFFSET_MS } from '../rules/time';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar fields of a moment in China time. */
function chinaFields(epochMs: number) {
  if (!Number.isFinite(epochMs)) throw new RangeError(`expected epoch milliseconds, got ${epochMs}`);
  const d = new Date(epochMs + CHINA_UTC_OFFSET_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours(), min: d.getUTCMinutes(), s: d.getUTCSeconds() };
}

/** The China day of a moment: "2026-11-20". */
export function formatDate(epochMs: number): string {
  const f = chinaFields(epochMs);
  return `${f.y}-${pad(f.m)}-${pad(f.d)}`;
}

/** A moment to the minute: "2026-11-20 14:05". */
export function formatDateTime(epochMs: number): string {
  const f = chinaFields(epochMs);
  return `${formatDate(epochMs)} ${pad(f.h)}:${pad(f.min)}`;
}

/** A time of day to the second, 24-hour: "14:05:09" (an expiry within the day). */
export function formatTime(epochMs: number): string {
  const f = chinaFields(epochMs);
  return `${pad(f.h)}:${pad(f.min)}:${pad(f.s)}`;
}

/** A moment's China day in the written form of agreements and proofs: "2026年11月20日" (no leading zeros). */
export function formatChineseDate(epochMs: number): string {
  const f = chinaFields(epochMs);
  return `${f.y}年${f.m}月${f.d}日`;
}
