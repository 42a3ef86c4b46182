import { saveBlob } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';

/** What a reminder says: the due day (yyyy-mm-dd), what is due, and which order and period. */
export interface DueReminder {
  dueDay: string;
  dueFen: number;
  orderNo: string;
  period: number;
  periods: number;
}

const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/**
 * A calendar file (RFC 5545) for one period's due day: an all-day event with a reminder at 9:00 the
 * day before, so the phone's calendar reminds the borrower. It names no personal data beyond the order.
 */
export function dueDayCalendar(r: DueReminder, now = new Date()): string {
  const day = r.dueDay.replace(/-/g, '');
  const next = new Date(`${r.dueDay}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const end = next.toISOString().slice(0, 10).replace(/-/g, '');
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//credit-h5//repay//ZH',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${r.orderNo}-${r.period}@credit-h5`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeText(`还款日：第${r.period}/${r.periods}期 应还${formatYuan(r.dueFen)}`)}`,
    `DESCRIPTION:${escapeText(`借款编号 ${r.orderNo}，请在当日24点前还款，避免逾期`)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT15H',
    `DESCRIPTION:${escapeText('明天是还款日')}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Offers the file to the browser (the phone opens it in its calendar). */
export function downloadCalendar(r: DueReminder): void {
  saveBlob(new Blob([dueDayCalendar(r)], { type: 'text/calendar;charset=utf-8' }), `还款日-${r.dueDay}.ics`);
}
