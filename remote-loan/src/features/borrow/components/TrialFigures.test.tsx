import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrialFigures } from './TrialFigures';

const plan = ['2026-11-24', '2026-12-24', '2027-01-24', '2027-02-24'].map((dueDay, i) => ({
  period: i + 1, dueDay, principalFen: 25_000, interestFen: 500, feeFen: 0, discountFen: 0, totalFen: 25_500,
}));
const trial = { loanAmt: 100_000, period: 4, repayType: 'equalPrincipal', aprBp: 1200, monthlyRatePpm: 10_000, dailyRatePpm: 333, interestFen: 2000, feeFen: 0, discountFen: 0, totalFen: 102_000, plan };

describe('TrialFigures', () => {
  afterEach(cleanup);

  it('shows every due day of the schedule the same way, year included, across a year end', () => {
    render(<TrialFigures trial={trial} />);
    const days = screen.getAllByTestId('loan-plan-row').map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(days).toEqual(['2026-11-24', '2026-12-24', '2027-01-24', '2027-02-24']);
  });

  it('names its lender under the APR, or both lenders of a two-bill loan with their shares (ADR 035)', () => {
    render(<TrialFigures trial={trial} lender="示例消费金融股份有限公司" creditors={[{ role: 'master', lenderName: '示例消费金融股份有限公司', sharePpm: 1_000_000 }]} />);
    expect(screen.getByTestId('loan-lender').textContent).toBe('出借人：示例消费金融股份有限公司');
    cleanup();
    render(
      <TrialFigures
        trial={trial}
        lender="示例晋商消费金融股份有限公司"
        creditors={[{ role: 'master', lenderName: '示例晋商消费金融股份有限公司', sharePpm: 700_000 }, { role: 'slave', lenderName: '示例银行股份有限公司', sharePpm: 300_000 }]}
      />,
    );
    const lender = screen.getByTestId('loan-lender');
    expect(lender.textContent).toBe('出借人：示例晋商消费金融股份有限公司（主资金方，出借比例70%）、示例银行股份有限公司（从资金方，出借比例30%）');
    expect(screen.getByTestId('loan-apr').parentElement!.nextElementSibling).toBe(lender);
  });
});
