import { formatMoney } from '@credit/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-20 14:05" in the phone's time zone. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A movement's amount with its direction: "+3,000.00" credited, "-1,045.50" debited. */
export function signedAmount(direction: 'in' | 'out', amountFen: number): string {
  return `${direction === 'in' ? '+' : '-'}${formatMoney(amountFen)}`;
}
