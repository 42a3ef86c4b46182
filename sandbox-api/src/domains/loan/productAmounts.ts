import type { CardInfoData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import type { UserRow } from '../../lib/userStore';
import { DEFAULT_HIGHEST_BORROW_FEN } from '../../lib/catalogue';
import { getSetting, onUnifiedQuota } from '../sys';
import { availableCredit, maxLoanFen } from './orders';
import { hasBillOverdue } from './store';

/**
 * Card info's per-product loan amounts (spec 3: loanAmtSc, loanAmtCash, loanAmtReplace, loanAmtSweepPay,
 * loanAmtService), ADR 036. Each is what the user can borrow now for that product, in fen:
 * - a product this platform does not lend for is closed to every user: 0: the card-repayment `replace`,
 *   scan-pay `sweepPay` and `service` products; so is `cash` or `sc` when sys/info's quota-unified product
 *   ids leave it out (spec 6, ADR 056);
 * - the mall `sc` is the credit-life shop (ADR 038): the largest instalment purchase now (instalmentMaxFen);
 * - the cash loan is closed (0) while the card is not opened, the limit not activated or a bill overdue
 *   (spec 4.3/4.4: borrowing is refused then);
 * - else the largest cash loan the apply page offers (loanparams / applyAmountCal `maxAmt`): the available
 *   credit capped by borrowHighestMoney, on the 100-yuan step; below the product minimum, 0. The funders
 *   do not lower it: the router falls back to 9F, which lends any amount the product offers (ADR 032).
 */

/** A bill of the user past its due day (the borrow gate's "nothing overdue"). */
export const hasOverdue = (ctx: AppContext, userId: number): boolean => hasBillOverdue(ctx, userId, ctx.clock.day());

/** The largest cash loan open to the user now (0: closed); `available` when the caller has read it already. */
export function cashLoanFen(ctx: AppContext, user: UserRow, available?: number): number {
  if (!onUnifiedQuota(ctx, 'cash') || !user.open_card_status || !user.active_status || hasOverdue(ctx, user.id)) return 0;
  const max = maxLoanFen(ctx, user, available);
  return max >= ctx.opts.pricing.minLoanFen ? max : 0;
}

export type ProductLoanAmounts = Pick<CardInfoData, 'loanAmtSc' | 'loanAmtCash' | 'loanAmtReplace' | 'loanAmtSweepPay' | 'loanAmtService'>;

/**
 * The largest credit-life instalment purchase now (ADR 038), `loanAmtSc` (the mall product): the available
 * credit capped by borrowHighestMoney, to the fen (goods have any price; no 100-yuan step or loan minimum);
 * 0 while the card is not opened, the limit not activated or a bill overdue, as for the cash loan.
 */
export function instalmentMaxFen(ctx: AppContext, user: UserRow, available = availableCredit(ctx, user)): number {
  if (!onUnifiedQuota(ctx, 'sc') || !user.open_card_status || !user.active_status || hasOverdue(ctx, user.id)) return 0;
  const highest = getSetting(ctx, 'sysConfig').borrowHighestMoney || DEFAULT_HIGHEST_BORROW_FEN;
  return Math.min(available, highest);
}

export function productLoanAmounts(ctx: AppContext, user: UserRow, available?: number): ProductLoanAmounts {
  return { loanAmtSc: instalmentMaxFen(ctx, user, available), loanAmtCash: cashLoanFen(ctx, user, available), loanAmtReplace: 0, loanAmtSweepPay: 0, loanAmtService: 0 };
}
