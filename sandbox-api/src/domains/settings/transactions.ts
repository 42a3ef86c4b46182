import type { TransactionItem, TransactionKind } from '@credit/shared/api';
import type { AppContext } from '../../context';

export interface NewTransaction {
  kind: TransactionKind;
  direction: 'in' | 'out';
  amountFen: number;
  title: string;
  status?: TransactionItem['status'];
  /** Epoch ms; the business clock's now by default. */
  createdAt?: number;
}

/** Appends one money movement to the user's records (loan payout, repayment, ...). Amounts are integer fen. */
export function recordTransaction(ctx: AppContext, userId: number, t: NewTransaction): number {
  if (!Number.isSafeInteger(t.amountFen) || t.amountFen <= 0) throw new RangeError('amountFen must be a positive integer (fen)');
  const info = ctx.db
    .prepare('INSERT INTO transactions (user_id, kind, direction, amount_fen, title, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(userId, t.kind, t.direction, t.amountFen, t.title, t.status ?? 'success', t.createdAt ?? ctx.clock.now());
  return Number(info.lastInsertRowid);
}

interface TransactionRow {
  id: number;
  kind: TransactionKind;
  direction: 'in' | 'out';
  amount_fen: number;
  title: string;
  status: TransactionItem['status'];
  created_at: number;
}

/** One page of the user's records, newest first. */
export function transactionPage(ctx: AppContext, userId: number, page: number, pageSize: number) {
  const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM transactions WHERE user_id = ?').get(userId) as { n: number }).n;
  const rows = ctx.db
    .prepare('SELECT * FROM transactions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    .all(userId, pageSize, (page - 1) * pageSize) as TransactionRow[];
  const list: TransactionItem[] = rows.map((r) => ({
    id: r.id, kind: r.kind, direction: r.direction, amountFen: r.amount_fen, title: r.title, status: r.status, createdAt: r.created_at,
  }));
  return { list, page, pageSize, total, hasMore: page * pageSize < total };
}
