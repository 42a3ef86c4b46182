import type { Creditor, TransactionItem, TransactionKind } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { pageAnswer, type PageRequest } from '../../lib/paging';

export interface NewTransaction {
  kind: TransactionKind;
  direction: 'in' | 'out';
  amountFen: number;
  title: string;
  status?: TransactionItem['status'];
  /** Epoch ms; the business clock's now by default. */
  createdAt?: number;
  /** The loan order the movement belongs to (a payout, a repayment's share of one order). */
  orderId?: number;
  /** The repayment, withdrawal or order number that caused it. */
  ref?: string;
  /** A repayment's split; the four sum to amountFen. */
  split?: { principalFen: number; interestFen: number; feeFen: number; penaltyFen: number };
  /** Whose money a repayment row is (ADR 035): the order's lender (master) or a two-bill loan's slave; none for other rows. */
  creditor?: Creditor['role'];
}

/**
 * Appends one money movement to the ledger (docs/sandbox.md "Money"): every payout, repayment,
 * reward and withdrawal is one row, and /transactions reads them. Amounts are integer fen.
 */
export function recordTransaction(ctx: AppContext, userId: number, t: NewTransaction): number {
  if (!Number.isSafeInteger(t.amountFen) || t.amountFen <= 0) throw new RangeError('amountFen must be a positive integer (fen)');
  const s = t.split ?? { principalFen: 0, interestFen: 0, feeFen: 0, penaltyFen: 0 };
  if (t.split && s.principalFen + s.interestFen + s.feeFen + s.penaltyFen !== t.amountFen) throw new RangeError('split must sum to amountFen');
  const info = ctx.db
    .prepare(
      `INSERT INTO transactions (user_id, kind, direction, amount_fen, title, status, created_at, order_id, ref, principal_fen, interest_fen, fee_fen, penalty_fen, creditor)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(userId, t.kind, t.direction, t.amountFen, t.title, t.status ?? 'success', t.createdAt ?? ctx.clock.now(), t.orderId ?? null, t.ref ?? null,
      s.principalFen, s.interestFen, s.feeFen, s.penaltyFen, t.creditor ?? null);
  return Number(info.lastInsertRowid);
}

/** Whether the ledger holds a row of this kind caused by `ref` (a one-off credit already paid). */
export const hasLedgerRow = (ctx: AppContext, kind: TransactionKind, ref: string): boolean =>
  ctx.db.prepare('SELECT 1 FROM transactions WHERE ref = ? AND kind = ?').get(ref, kind) !== undefined;

/** The outcome of a movement that was processing (a withdrawal its channel answered later). */
export function setLedgerStatus(ctx: AppContext, kind: TransactionKind, ref: string, status: TransactionItem['status']): void {
  ctx.db.prepare('UPDATE transactions SET status = ? WHERE ref = ? AND kind = ?').run(status, ref, kind);
}

/** The reward balance (spec 4.8): rewards credited less withdrawals not failed. */
export function rewardBalance(ctx: AppContext, userId: number): number {
  const row = ctx.db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN kind = 'reward' AND direction = 'in' AND status = 'success' THEN amount_fen
                                WHEN kind = 'withdraw' AND status != 'failed' THEN -amount_fen ELSE 0 END), 0) AS n
       FROM transactions WHERE user_id = ?`,
    )
    .get(userId) as { n: number };
  return row.n;
}

/** The refs of a user's rewards that start with `prefix` (invite:<friend> for invitation rewards), with their status. */
export const rewardRefs = (ctx: AppContext, userId: number, prefix: string): Map<string, TransactionItem['status']> =>
  new Map(
    (ctx.db.prepare(`SELECT ref, status FROM transactions WHERE user_id = ? AND kind = 'reward' AND ref LIKE ?`).all(userId, `${prefix}%`) as { ref: string; status: TransactionItem['status'] }[])
      .map((r) => [r.ref, r.status]),
  );

/** What a user repaid, all told (successful repayment rows paid into an order; a debit refunded paid none). */
export const repaidTotal = (ctx: AppContext, userId: number): number =>
  (ctx.db.prepare(`SELECT COALESCE(SUM(amount_fen), 0) AS n FROM transactions WHERE user_id = ? AND kind = 'repay' AND status = 'success' AND order_id IS NOT NULL`).get(userId) as { n: number }).n;

/** The rewards credited, newest first. */
export const rewardRows = (ctx: AppContext, userId: number): { id: number; title: string; amount_fen: number; created_at: number }[] =>
  ctx.db
    .prepare(`SELECT id, title, amount_fen, created_at FROM transactions WHERE user_id = ? AND kind = 'reward' AND status = 'success' ORDER BY created_at DESC, id DESC LIMIT 100`)
    .all(userId) as { id: number; title: string; amount_fen: number; created_at: number }[];

interface TransactionRow {
  id: number;
  kind: TransactionKind;
  direction: 'in' | 'out';
  amount_fen: number;
  title: string;
  status: TransactionItem['status'];
  created_at: number;
  creditor: TransactionItem['creditor'];
}

/** One page of the user's records, newest first. */
export function transactionPage(ctx: AppContext, userId: number, p: PageRequest) {
  const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM transactions WHERE user_id = ?').get(userId) as { n: number }).n;
  const rows = ctx.db
    .prepare('SELECT * FROM transactions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(userId, p.limit, p.offset) as TransactionRow[];
  const list: TransactionItem[] = rows.map((r) => ({
    id: r.id, kind: r.kind, direction: r.direction, amountFen: r.amount_fen, title: r.title, status: r.status, createdAt: r.created_at, creditor: r.creditor,
  }));
  const answer = pageAnswer(p, total, list);
  return { list, page: answer.page, pageSize: p.pageSize, total, hasMore: answer.hasMore };
}

/**
 * The custody balance (ADR 037, 038): loans paid into custody less withdrawals to the card not failed (a failed
 * one gave the money back) less what credit-life purchases spent from it, plus what their refunds gave back.
 * Nothing repays from custody today.
 */
export function custodyBalance(ctx: AppContext, userId: number): number {
  const row = ctx.db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN kind IN ('custodyLoan', 'custodyRefund') AND status = 'success' THEN amount_fen
                                WHEN kind IN ('custodyWithdraw', 'custodySpend') AND status != 'failed' THEN -amount_fen ELSE 0 END), 0) AS n
       FROM transactions WHERE user_id = ?`,
    )
    .get(userId) as { n: number };
  return row.n;
}

/** The loans paid into custody, oldest first (the ledger's custodyLoan rows). */
export const custodyLoanRows = (ctx: AppContext, userId: number): { ref: string; title: string; amount_fen: number; created_at: number }[] =>
  ctx.db
    .prepare(`SELECT ref, title, amount_fen, created_at FROM transactions WHERE user_id = ? AND kind = 'custodyLoan' AND status = 'success' ORDER BY created_at, id`)
    .all(userId) as { ref: string; title: string; amount_fen: number; created_at: number }[];

/** What credit-life purchases took from the custody balance and their refunds did not give back (ADR 038). */
export const custodySpentFen = (ctx: AppContext, userId: number): number =>
  (ctx.db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN kind = 'custodySpend' AND status != 'failed' THEN amount_fen WHEN kind = 'custodyRefund' AND status = 'success' THEN -amount_fen ELSE 0 END), 0) AS n
       FROM transactions WHERE user_id = ? AND kind IN ('custodySpend', 'custodyRefund')`,
    )
    .get(userId) as { n: number }).n;
