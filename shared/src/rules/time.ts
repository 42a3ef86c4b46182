/**
 * China Standard Time's offset from UTC (UTC+8, no daylight saving): the one definition of the
 * product's time zone. Here in the pure rules so the pages' formatting (format/time.ts) and the
 * sandbox (business days, PDF dates) count the same China day.
 */
export const CHINA_UTC_OFFSET_MS = 8 * 3_600_000;
