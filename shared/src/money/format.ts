import { assertIntIn, mulDivRound } from './schedule';

// Money itself is displayed by the one formatter of spec 5; re-exported for callers of this entry
// (the sandbox) that do not load the app's main entry.
export { formatMoney, formatYuan, signedAmount } from '../format/money';

/**
 * An integer in units of 10^-unitDigits percent, shown with `decimals` decimals: rounded half-up when
 * fewer than the unit carries, padded with zeros when more.
 */
function percent(value: number, unitDigits: number, decimals: number): string {
  assertIntIn('rate', value, Number.MIN_SAFE_INTEGER);
  assertIntIn('decimals', decimals, 0, 10);
  const abs = Math.abs(value);
  const shown = Math.min(decimals, unitDigits);
  const units = mulDivRound(abs, 10 ** shown, 10 ** unitDigits);
  const whole = Math.floor(units / 10 ** shown);
  const fraction = shown > 0 ? `.${String(units % 10 ** shown).padStart(shown, '0')}${'0'.repeat(decimals - shown)}` : '';
  return `${value < 0 && units > 0 ? '-' : ''}${whole}${fraction}%`;
}

/** An APR in basis points as a percentage: 1234 → '12.34%'. */
export function formatRateBp(bp: number): string {
  return percent(bp, 2, 2);
}

/** A daily or monthly rate in ppm as a percentage: 267 → '0.0267%'; fewer decimals round half-up. */
export function formatRatePpm(ppm: number, decimals = 4): string {
  return percent(ppm, 4, decimals);
}

/**
 * What a user typed as yuan ('1234', '1234.5', '1234.56') in fen, exactly (no floating point); null
 * for anything else (a third decimal, a sign, a separator, a number beyond safe integers).
 */
export function parseYuan(text: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
