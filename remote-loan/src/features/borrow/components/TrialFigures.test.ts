import { describe, expect, it } from 'vitest';
import { dueDayLabel } from './TrialFigures';

describe('dueDayLabel', () => {
  it('shows the year on the first row and where it changes, month and day elsewhere', () => {
    const days = ['2026-11-24', '2026-12-24', '2027-01-24', '2027-02-24'];
    expect(days.map((d, i) => dueDayLabel(d, days[i - 1]))).toEqual(['2026-11-24', '12-24', '2027-01-24', '02-24']);
  });
});
