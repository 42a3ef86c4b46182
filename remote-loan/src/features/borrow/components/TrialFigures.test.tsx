import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrialFigures } from './TrialFigures';

const plan = ['2026-11-24', '2026-12-24', '2027-01-24', '2027-02-24'].map((dueDay, i) => ({
  period: i + 1, dueDay, principalFen: 25_000, interestFen: 500, feeFen: 0, discountFen: 0, totalFen: 25_500,
}));
const trial = { loanAmt: 100_000, period: 4, repayType: 'equalPrincipal', aprBp: 1200, monthlyRatePpm: 10_000, dailyRatePpm: 333, interestFen: 2000, feeFen: 0, discountFen: 0, totalFen: 102_000, plan };

describe('TrialFigures', () => {
  it('shows every due day of the schedule the same way, year included, across a year end', () => {
    render(<TrialFigures trial={trial} />);
    const days = screen.getAllByTestId('loan-plan-row').map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(days).toEqual(['2026-11-24', '2026-12-24', '2027-01-24', '2027-02-24']);
  });
});
