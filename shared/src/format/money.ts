import { FEN_PER_YUAN } from '../constants';

/** Money for display (spec 5): integer fen in, "1,234.56" out; negative amounts keep their sign. */
export function formatMoney(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`formatMoney expects integer fen, got ${fen}`);
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / FEN_PER_YUAN)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % FEN_PER_YUAN).toString().padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${yuan}.${cents}`;
}

/**
 * An amount as the product shows it in a sentence, a row or a result (ADR 022): "1,234.56元", the
 * unit after the figure, no space, never "¥". A figure whose label already names the unit
 * ("可借额度（元）", a schedule's columns) is `formatMoney` alone.
 */
export function formatYuan(fen: number): string {
  return `${formatMoney(fen)}元`;
}

/**
 * Fen as the text an amount input holds (yuan as a user types it: no separators, no unit, no trailing
 * zeros): 50000 → '500', 50050 → '500.5'. What parseYuan reads back.
 */
export function yuanInputText(fen: number): string {
  return String(fen / FEN_PER_YUAN);
}

/** A movement's amount with its direction: "+3,000.00" credited, "-1,045.50" debited. */
export function signedAmount(direction: 'in' | 'out', amountFen: number): string {
  return `${direction === 'in' ? '+' : '-'}${formatMoney(amountFen)}`;
}
