import { describe, expect, it } from 'vitest';
import { dueDayCalendar } from './calendar';

describe('the due-day calendar file', () => {
  const ics = dueDayCalendar({ dueDay: '2026-12-31', dueFen: 123_456, orderNo: 'L0000000000000042', period: 2, periods: 6 }, new Date('2026-11-24T08:00:00Z'));

  it('is one all-day event on the due day with a reminder the evening before', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    // The day after, across a year end.
    expect(ics).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('TRIGGER:-PT15H');
    expect(ics).toContain('DTSTAMP:20261124T080000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('says what is due, formatted for display, with commas escaped', () => {
    expect(ics).toContain('SUMMARY:还款日：第2/6期 应还1\\,234.56元');
    expect(ics).toContain('UID:L0000000000000042-2@credit-h5');
  });
});
