import type { WithdrawRecord } from '@credit/shared/api';
import type { AppContext } from '../../context';

/** The withdraw domain's SQL (issue 23): withdrawals of the reward balance. The balance is the ledger's (settings/transactionStore.ts). */

export interface WithdrawalRow { id: number; withdraw_no: string; amount_fen: number; card_id: number; status: WithdrawRecord['status']; fail_reason: string; created_at: number }

export const processingWithdrawalNos = (ctx: AppContext, userId: number): string[] =>
  (ctx.db.prepare(`SELECT withdraw_no FROM withdrawals WHERE user_id = ? AND status = 'processing'`).all(userId) as { withdraw_no: string }[]).map((w) => w.withdraw_no);

export function setWithdrawalOutcome(ctx: AppContext, withdrawNo: string, status: WithdrawRecord['status'], failReason: string): void {
  ctx.db.prepare(`UPDATE withdrawals SET status = ?, fail_reason = ? WHERE withdraw_no = ?`).run(status, failReason, withdrawNo);
}

export function insertWithdrawal(
  ctx: AppContext,
  w: { withdrawNo: string; userId: number; amountFen: number; cardId: number; status: WithdrawRecord['status']; failReason: string; at: number },
): WithdrawalRow {
  const info = ctx.db
    .prepare('INSERT INTO withdrawals (withdraw_no, user_id, amount_fen, card_id, status, fail_reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(w.withdrawNo, w.userId, w.amountFen, w.cardId, w.status, w.failReason, w.at);
  return ctx.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(info.lastInsertRowid) as WithdrawalRow;
}

/** The user's latest withdrawals, newest first. */
export const withdrawalsOf = (ctx: AppContext, userId: number): WithdrawalRow[] =>
  ctx.db.prepare('SELECT * FROM withdrawals WHERE user_id = ? ORDER BY id DESC LIMIT 100').all(userId) as WithdrawalRow[];
