// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BILL_STATUS_TITLES, billStatus, LOAN_ORDER_STATUS_TITLES, loanOrderStatus, PAY_CHANNEL_TITLES, payChannel, REPAYMENT_KIND_TITLES, repaymentKind,
  REPAYMENT_STATUS_TITLES, repaymentStatus, WITHDRAW_STATUS_TITLES, withdrawStatus,
} from './index';

/** One name per state of each entity, next to the contract's enum: every page says the same. */
describe.each([
  ['loan order status', loanOrderStatus.options, LOAN_ORDER_STATUS_TITLES],
  ['bill status', billStatus.options, BILL_STATUS_TITLES],
  ['repayment status', repaymentStatus.options, REPAYMENT_STATUS_TITLES],
  ['repayment kind', repaymentKind.options, REPAYMENT_KIND_TITLES],
  ['pay channel', payChannel.options, PAY_CHANNEL_TITLES],
  ['withdrawal status', withdrawStatus.options, WITHDRAW_STATUS_TITLES],
] as const)('%s', (_, states, titles: Record<string, string>) => {
  it('names exactly the states the contract answers', () => {
    expect(Object.keys(titles).sort()).toEqual([...states].sort());
  });

  it('names each state in Chinese, and no two states alike', () => {
    for (const title of Object.values(titles)) expect(title).toMatch(/^[\u4e00-\u9fa5]{2,6}$/);
    expect(new Set(Object.values(titles)).size).toBe(states.length);
  });
});
