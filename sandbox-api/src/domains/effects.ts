import type { Creditor, TransactionItem } from '@credit/shared/api';
import type { AppContext } from '../context';
import { insertRedPacket, type NewRedPacket } from './loan/store';
import { INVITE_REWARD_FEN, INVITE_REWARD_TITLE, inviteRewardRef } from './market/content';
import { invitedByOf } from './market/store';
import { hasLedgerRow, recordTransaction, setLedgerStatus } from './settings/transactionStore';

/**
 * The effects that cross domains (issue 23), in one place: a movement of money in one domain writes the
 * ledger (the settings domain's transactions, docs/sandbox.md "Money"), a loan paid out earns the inviter a
 * pending reward and the friend's on-time instalment vests it (market), the market grants a loan red packet.
 * Each runs inside its caller's transaction, so the movement and its ledger row commit together or not at
 * all. The other writers one domain calls in another are lent by domains/crossings.ts.
 *
 * This module sits above the domains (ADR 044): it imports their data modules (the ledger, store files,
 * content constants) and no domain imports it. A domain calls an effect through its context
 * (`ctx.effects.loanPaidOut(ctx, ...)`, context.ts Effects), which ports.ts fills with this module.
 */

type Outcome = TransactionItem['status'];

/** A loan paid out to the card: its ledger row, then a friend's first loan credits the inviter. */
export function loanPaidOut(ctx: AppContext, o: { id: number; user_id: number; order_no: string; principal_fen: number }, cardTitle: string, at: number): void {
  recordTransaction(ctx, o.user_id, { kind: 'loan', direction: 'in', amountFen: o.principal_fen, title: `借款到账（${cardTitle}）`, createdAt: at, orderId: o.id, ref: o.order_no });
  creditInviter(ctx, o.user_id);
}

/**
 * A custody funder's loan paid into the custody account, not to the card (ADR 037): a ledger row of its own
 * kind (the custody balance), then a friend's first loan credits the inviter as any payout does.
 */
export function custodyLoanPaidIn(ctx: AppContext, o: { id: number; user_id: number; order_no: string; principal_fen: number }, at: number): void {
  recordTransaction(ctx, o.user_id, { kind: 'custodyLoan', direction: 'in', amountFen: o.principal_fen, title: '借款到账（存管账户）', createdAt: at, orderId: o.id, ref: o.order_no });
  creditInviter(ctx, o.user_id);
}

/** A withdrawal of the custody balance to its card, with its outcome so far (processing while the bank hangs). */
export function custodyWithdrawalMade(ctx: AppContext, userId: number, w: { withdrawNo: string; amountFen: number; status: Outcome }): void {
  recordTransaction(ctx, userId, { kind: 'custodyWithdraw', direction: 'out', amountFen: w.amountFen, title: '存管账户提现', status: w.status, ref: w.withdrawNo });
}

/** A processing custody withdrawal answered by the bank: its ledger row takes the outcome (failed gives the money back). */
export function custodyWithdrawalSettled(ctx: AppContext, withdrawNo: string, status: Outcome): void {
  setLedgerStatus(ctx, 'custodyWithdraw', withdrawNo, status);
}

/**
 * A friend's first loan earns the inviter one reward, pending (ADR 027): a `processing` reward row, out of
 * the withdrawable balance until it vests (`inviteRewardVested`). The row's ref names the friend, so a
 * second loan (or a replay) finds it and adds nothing.
 */
export function creditInviter(ctx: AppContext, friendId: number): void {
  const inviter = invitedByOf(ctx, friendId);
  if (!inviter) return;
  const ref = inviteRewardRef(friendId);
  if (hasLedgerRow(ctx, 'reward', ref)) return;
  recordTransaction(ctx, inviter, { kind: 'reward', direction: 'in', amountFen: INVITE_REWARD_FEN, title: INVITE_REWARD_TITLE, status: 'processing', ref });
}

/** The friend repaid an instalment on time: the inviter's pending reward is credited (withdrawable). */
export function inviteRewardVested(ctx: AppContext, friendId: number): void {
  setLedgerStatus(ctx, 'reward', inviteRewardRef(friendId), 'success');
}

/**
 * A repayment's share of one order paid to one of its creditors (the lender, or a two-bill loan's master or
 * slave funder, ADR 035): one ledger row with its split (principal, interest, fee, penalty).
 */
export function repaymentPaid(
  ctx: AppContext,
  userId: number,
  share: { orderId: number; creditor: Creditor['role']; repayNo: string; title: string; at: number; principalFen: number; interestFen: number; feeFen: number; penaltyFen: number },
): void {
  const { principalFen, interestFen, feeFen, penaltyFen } = share;
  recordTransaction(ctx, userId, {
    kind: 'repay', direction: 'out', amountFen: principalFen + interestFen + feeFen + penaltyFen, title: share.title, createdAt: share.at, orderId: share.orderId,
    ref: share.repayNo, split: { principalFen, interestFen, feeFen, penaltyFen }, creditor: share.creditor,
  });
}

/**
 * A repayment the channel took that found nothing (or less) left to pay (issue 24): the debit of what was
 * not applied (a 'repay' row of no order: it paid no bill) and the refund that gives it back, both rows.
 */
export function repaymentRefunded(ctx: AppContext, userId: number, r: { repayNo: string; refundNo: string; orderId: number; amountFen: number; title: string; reason: string; at: number }): void {
  recordTransaction(ctx, userId, { kind: 'repay', direction: 'out', amountFen: r.amountFen, title: r.title, createdAt: r.at, ref: r.repayNo });
  refundPaid(ctx, userId, { refundNo: r.refundNo, orderId: r.orderId, amountFen: r.amountFen, title: r.reason, at: r.at });
}

/** A withdrawal of the reward balance, with its outcome so far (processing while the channel hangs). */
export function withdrawalMade(ctx: AppContext, userId: number, w: { withdrawNo: string; amountFen: number; status: Outcome }): void {
  recordTransaction(ctx, userId, { kind: 'withdraw', direction: 'out', amountFen: w.amountFen, title: '奖励提现', status: w.status, ref: w.withdrawNo });
}

/** A processing withdrawal answered by its channel: its ledger row takes the outcome. */
export function withdrawalSettled(ctx: AppContext, withdrawNo: string, status: Outcome): void {
  setLedgerStatus(ctx, 'withdraw', withdrawNo, status);
}

/** The card charged for a mobile top-up (failed when the card channel refused it, processing while it has not answered). */
export function topUpCharged(ctx: AppContext, userId: number, t: { rechargeNo: string; priceFen: number; title: string; status: Outcome }): void {
  recordTransaction(ctx, userId, { kind: 'topUp', direction: 'out', amountFen: t.priceFen, title: t.title, status: t.status, ref: t.rechargeNo });
}

/** A processing top-up answered by the card channel: its ledger row takes the outcome. */
export function topUpSettled(ctx: AppContext, rechargeNo: string, status: Outcome): void {
  setLedgerStatus(ctx, 'topUp', rechargeNo, status);
}

/** Money given back to the card of an order. */
export function refundPaid(ctx: AppContext, userId: number, r: { refundNo: string; orderId: number; amountFen: number; title: string; at: number }): void {
  recordTransaction(ctx, userId, { kind: 'refund', direction: 'in', amountFen: r.amountFen, title: r.title, createdAt: r.at, orderId: r.orderId, ref: r.refundNo });
}

/** An activity's reward credited to the reward balance. */
export function rewardCredited(ctx: AppContext, userId: number, r: { amountFen: number; title: string; at?: number }): void {
  recordTransaction(ctx, userId, { kind: 'reward', direction: 'in', amountFen: r.amountFen, title: r.title, createdAt: r.at });
}

/** A loan red packet granted by the market (a draw, the demo's history) to the loan domain's red packets. */
export function grantRedPacket(ctx: AppContext, userId: number, p: NewRedPacket): void {
  insertRedPacket(ctx, userId, p);
}

// Credit-life (instalment shopping, ADR 038): each payment and refund of a shop order is its ledger rows.

/**
 * An instalment purchase: the loan of the platform channel lent for the goods (a 'loan' row of its order, so the
 * loan invariants hold as for any payout) and spent on them at once (a 'shopPay' row of the shop order).
 */
export function shopInstalmentLent(ctx: AppContext, userId: number, s: { loanOrderId: number; loanOrderNo: string; shopOrderNo: string; amountFen: number; title: string }): void {
  recordTransaction(ctx, userId, { kind: 'loan', direction: 'in', amountFen: s.amountFen, title: `分期购物借款：${s.title}`, orderId: s.loanOrderId, ref: s.loanOrderNo });
  recordTransaction(ctx, userId, { kind: 'shopPay', direction: 'out', amountFen: s.amountFen, title: `分期购物：${s.title}`, ref: s.shopOrderNo });
}

/** A shop order paid at once: from the card ('shopPay') or from the custody balance ('custodySpend'). */
export function shopPaidAtOnce(ctx: AppContext, userId: number, s: { from: 'card' | 'custody'; shopOrderNo: string; amountFen: number; title: string }): void {
  recordTransaction(ctx, userId, s.from === 'card'
    ? { kind: 'shopPay', direction: 'out', amountFen: s.amountFen, title: `购物：${s.title}`, ref: s.shopOrderNo }
    : { kind: 'custodySpend', direction: 'out', amountFen: s.amountFen, title: `购物（存管账户）：${s.title}`, ref: s.shopOrderNo });
}

/**
 * A shop order refunded (delivery failed): the price back where it came from ('shopRefund' to the card,
 * 'custodyRefund' to the custody balance); an instalment order's loan is cancelled for the principal it still
 * owed ('loanCancel' of its order), what was repaid of it comes back with the price.
 */
export function shopRefunded(
  ctx: AppContext,
  userId: number,
  r: { to: 'card' | 'custody'; shopOrderNo: string; amountFen: number; title: string; loan?: { orderId: number; orderNo: string; unpaidPrincipalFen: number } },
): void {
  recordTransaction(ctx, userId, r.to === 'card'
    ? { kind: 'shopRefund', direction: 'in', amountFen: r.amountFen, title: `退款：${r.title}`, ref: r.shopOrderNo }
    : { kind: 'custodyRefund', direction: 'in', amountFen: r.amountFen, title: `退款（存管账户）：${r.title}`, ref: r.shopOrderNo });
  if (r.loan && r.loan.unpaidPrincipalFen > 0) {
    recordTransaction(ctx, userId, { kind: 'loanCancel', direction: 'out', amountFen: r.loan.unpaidPrincipalFen, title: `分期购物借款取消：${r.title}`, orderId: r.loan.orderId, ref: r.loan.orderNo });
  }
}
