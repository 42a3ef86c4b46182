import { API_PATHS, cashAvailableData, emptyBody, withdrawBody, withdrawData, withdrawRecordsData, WITHDRAW_THRESHOLD_FEN, type WithdrawRecord } from '@credit/shared/api';
import { canWithdraw } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { MESSAGES } from '../../lib/catalogue';
import { failWithMessage } from '../../lib/errors';
import { maskCard } from '../../lib/mask';
import { newNumber } from '../../lib/numbers';
import { spendPayTicket } from '../../lib/payTicketStore';
import { defineRoute, type RouteDef } from '../../lib/route';
import { boundCards, cardById } from '../bankCard';
import { rewardBalance } from '../settings';
import { channelMode } from '../sys';
import { insertWithdrawal, processingWithdrawalNos, setWithdrawalOutcome, withdrawalsOf, type WithdrawalRow } from './store';

/** Withdrawal of the reward balance (spec 4.8, 7.5): rewards credited minus withdrawals not failed, from the ledger. */
const WITHDRAW = {
  belowThreshold: MESSAGES.withdrawBelowThreshold,
  overBalance: '提现金额不能超过可提现余额',
  noCard: '请先绑定银行卡',
  failed: '提现失败：银行处理失败，金额已退回余额',
} as const;

/**
 * A withdrawal left processing by a hanging channel finishes when the user's withdrawals are read after
 * the channel answers (test hook): paid, or failed with the amount back in the balance.
 */
function settleProcessing(ctx: AppContext, userId: number): void {
  const mode = channelMode(ctx, 'withdraw');
  if (mode === 'hang') return;
  const status = mode === 'ok' ? 'success' : 'failed';
  ctx.db.transaction(() => {
    for (const withdrawNo of processingWithdrawalNos(ctx, userId)) {
      setWithdrawalOutcome(ctx, withdrawNo, status, status === 'failed' ? WITHDRAW.failed : '');
      ctx.effects.withdrawalSettled(ctx, withdrawNo, status);
    }
  })();
}

const recordOf = (ctx: AppContext, w: WithdrawalRow): WithdrawRecord => {
  const card = cardById(ctx, w.card_id);
  return { withdrawNo: w.withdraw_no, amountFen: w.amount_fen, status: w.status, bankName: card.bank_name, cardNo: maskCard(card.card_no), failReason: w.fail_reason, createdAt: w.created_at };
};

export const withdrawRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.withdrawCash.cashAvailable,
    tag: 'withdraw',
    summary: 'The withdrawable balance; usable only from 20 yuan (spec 4.8)',
    auth: 'user',
    before: ['vestRewards'],
    body: emptyBody,
    data: cashAvailableData,
    handler: ({ user, ctx }) => {
      settleProcessing(ctx, user.id);
      const balance = rewardBalance(ctx, user.id);
      const card = boundCards(ctx, user.id)[0];
      return {
        totalMoney: balance, txMoney: canWithdraw(balance) ? balance : 0, isWithDraw: canWithdraw(balance), minFen: WITHDRAW_THRESHOLD_FEN,
        bankCardNo: card ? maskCard(card.card_no) : '', bankCardName: card?.bank_name ?? '',
      };
    },
  }),
  defineRoute({
    path: API_PATHS.withdrawCash.withdraw,
    tag: 'withdraw',
    summary: 'Withdraw to the default card (Idempotency-Key required): balance at least 20 yuan, amount within it',
    auth: 'user',
    before: ['vestRewards'],
    money: true,
    body: withdrawBody,
    data: withdrawData,
    handler: ({ body, user, ctx }) => {
      const w = ctx.db.transaction(() => {
        const balance = rewardBalance(ctx, user.id);
        if (!canWithdraw(balance)) failWithMessage(WITHDRAW.belowThreshold);
        if (body.amountFen > balance) failWithMessage(WITHDRAW.overBalance);
        const card = boundCards(ctx, user.id)[0] ?? failWithMessage(WITHDRAW.noCard);
        spendPayTicket(ctx, user, body.payTicket, { payFor: 'withdraw', subject: '', amountFen: body.amountFen });
        const mode = channelMode(ctx, 'withdraw');
        const status = mode === 'ok' ? 'success' : mode === 'fail' ? 'failed' : 'processing';
        const withdrawNo = newNumber(ctx, 'W');
        const row = insertWithdrawal(ctx, { withdrawNo, userId: user.id, amountFen: body.amountFen, cardId: card.id, status, failReason: status === 'failed' ? WITHDRAW.failed : '', at: ctx.clock.now() });
        ctx.effects.withdrawalMade(ctx, user.id, { withdrawNo, amountFen: body.amountFen, status });
        return row;
      })();
      return { record: recordOf(ctx, w) };
    },
  }),
  defineRoute({
    path: API_PATHS.withdrawCash.records,
    tag: 'withdraw',
    summary: 'Withdrawals, newest first',
    auth: 'user',
    body: emptyBody,
    data: withdrawRecordsData,
    handler: ({ user, ctx }) => {
      settleProcessing(ctx, user.id);
      return { list: withdrawalsOf(ctx, user.id).map((w) => recordOf(ctx, w)) };
    },
  }),
];
