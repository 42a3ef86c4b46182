import { describe, expect, it } from 'vitest';
import * as Entry from '@credit/shared/money';
import * as Constants from '../constants';
import * as Money from './index';

describe('@credit/shared/money', () => {
  it('exports the agreed API', () => {
    const names = [
      'REPAY_TYPES', 'REPAY_TYPE_TITLES', 'LOAN_PERIODS', 'MAX_APR_BP', 'FREE_INTEREST_MAX_MONTHS', 'FREE_INTEREST_GIFT_DAYS',
      'buildSchedule', 'monthlyIrr', 'scheduleCashFlows', 'aprBp', 'dailyRatePpm', 'formatRateBp', 'formatRatePpm', 'assertPricing',
      'penaltyFen', 'allocatePayment', 'dueTotal', 'earlySettlementQuote', 'addMonths', 'daysBetween', 'dueDays', 'mulDivRound', 'formatMoney',
    ];
    for (const name of names) expect(Money, name).toHaveProperty(name);
    expect(Money.MAX_APR_BP).toBe(2400);
  });

  it('resolves through the package entry to the same module', () => {
    expect(Entry.buildSchedule).toBe(Money.buildSchedule);
  });

  it('takes the interest-free limits from the constants, not a second copy', () => {
    expect(Money.FREE_INTEREST_MAX_MONTHS).toBe(Constants.FREE_INTEREST_MAX_MONTHS);
    expect(Money.FREE_INTEREST_GIFT_DAYS).toBe(Constants.FREE_INTEREST_GIFT_DAYS);
  });
});
