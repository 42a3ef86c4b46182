import type { CustodyWithdrawRecord } from '@credit/shared/api';
import type { AppContext } from '../../context';

/** The custody domain's SQL (issue 27, ADR 037). The balance is the ledger's (settings/transactionStore.ts custodyBalance). */

export interface CustodyRow {
  user_id: number;
  account_no: string;
  status: 'open' | 'cancelled';
  pwd_hash: string;
  card_no: string | null;
  bank_code: string | null;
  bank_name: string | null;
  reserved_mobile: string | null;
  opened_at: number;
  cancelled_at: number | null;
}

export const custodyOf = (ctx: AppContext, userId: number): CustodyRow | undefined =>
  ctx.db.prepare('SELECT * FROM custody_accounts WHERE user_id = ?').get(userId) as CustodyRow | undefined;

/** The user's custody account while it is open. */
export const openCustodyOf = (ctx: AppContext, userId: number): CustodyRow | undefined => {
  const row = custodyOf(ctx, userId);
  return row?.status === 'open' ? row : undefined;
};

/** Money can move in custody: the account open with a card bound (ADR 037). */
export const custodyReady = (ctx: AppContext, userId: number): boolean => Boolean(openCustodyOf(ctx, userId)?.card_no);

/** Opens the account (a cancelled one opens again in place, without its old card); false when already open. */
export function insertCustody(ctx: AppContext, userId: number, accountNo: string, pwdHash: string, at: number): boolean {
  const r = ctx.db
    .prepare(
      `INSERT INTO custody_accounts (user_id, account_no, status, pwd_hash, opened_at) VALUES (?, ?, 'open', ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET status = 'open', pwd_hash = excluded.pwd_hash, card_no = NULL, bank_code = NULL, bank_name = NULL,
         reserved_mobile = NULL, opened_at = excluded.opened_at, cancelled_at = NULL WHERE custody_accounts.status = 'cancelled'`,
    )
    .run(userId, accountNo, pwdHash, at);
  return r.changes === 1;
}

export function setCustodyCard(ctx: AppContext, userId: number, card: { cardNo: string; bankCode: string; bankName: string; reservedMobile: string }): void {
  ctx.db
    .prepare(`UPDATE custody_accounts SET card_no = ?, bank_code = ?, bank_name = ?, reserved_mobile = ? WHERE user_id = ? AND status = 'open'`)
    .run(card.cardNo, card.bankCode, card.bankName, card.reservedMobile, userId);
}

export const setCustodyMobile = (ctx: AppContext, userId: number, mobile: string): void => {
  ctx.db.prepare(`UPDATE custody_accounts SET reserved_mobile = ? WHERE user_id = ? AND status = 'open'`).run(mobile, userId);
};

export const setCustodyPwd = (ctx: AppContext, userId: number, hash: string): void => {
  ctx.db.prepare(`UPDATE custody_accounts SET pwd_hash = ? WHERE user_id = ? AND status = 'open'`).run(hash, userId);
};

export const cancelCustody = (ctx: AppContext, userId: number, at: number): boolean =>
  ctx.db.prepare(`UPDATE custody_accounts SET status = 'cancelled', cancelled_at = ? WHERE user_id = ? AND status = 'open'`).run(at, userId).changes === 1;

/** A card-change ticket (step 1 of changeBindingCard), stored hashed. */
export const insertCardChange = (ctx: AppContext, ticketHash: string, userId: number, expiresAt: number): void => {
  ctx.db.prepare('INSERT INTO custody_card_changes (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)').run(ticketHash, userId, expiresAt);
};

/** Spends a live ticket of the user; false when there is none. */
export const spendCardChange = (ctx: AppContext, ticketHash: string, userId: number, now: number): boolean =>
  ctx.db.prepare('UPDATE custody_card_changes SET used_at = ? WHERE ticket_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?').run(now, ticketHash, userId, now).changes === 1;

export interface CustodyWithdrawalRow {
  id: number; withdraw_no: string; user_id: number; amount_fen: number; card_no: string; bank_name: string;
  status: CustodyWithdrawRecord['status']; fail_reason: string; created_at: number;
}

export function insertCustodyWithdrawal(
  ctx: AppContext,
  w: { withdrawNo: string; userId: number; amountFen: number; cardNo: string; bankName: string; status: CustodyWithdrawRecord['status']; failReason: string; at: number },
): CustodyWithdrawalRow {
  const info = ctx.db
    .prepare('INSERT INTO custody_withdrawals (withdraw_no, user_id, amount_fen, card_no, bank_name, status, fail_reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(w.withdrawNo, w.userId, w.amountFen, w.cardNo, w.bankName, w.status, w.failReason, w.at);
  return ctx.db.prepare('SELECT * FROM custody_withdrawals WHERE id = ?').get(info.lastInsertRowid) as CustodyWithdrawalRow;
}

export const processingCustodyWithdrawalNos = (ctx: AppContext, userId: number): string[] =>
  (ctx.db.prepare(`SELECT withdraw_no FROM custody_withdrawals WHERE user_id = ? AND status = 'processing'`).all(userId) as { withdraw_no: string }[]).map((w) => w.withdraw_no);

export function setCustodyWithdrawalOutcome(ctx: AppContext, withdrawNo: string, status: CustodyWithdrawRecord['status'], failReason: string): void {
  ctx.db.prepare(`UPDATE custody_withdrawals SET status = ?, fail_reason = ? WHERE withdraw_no = ? AND status = 'processing'`).run(status, failReason, withdrawNo);
}

/** The user's custody withdrawals, newest first. */
export const custodyWithdrawalsOf = (ctx: AppContext, userId: number): CustodyWithdrawalRow[] =>
  ctx.db.prepare('SELECT * FROM custody_withdrawals WHERE user_id = ? ORDER BY id DESC LIMIT 100').all(userId) as CustodyWithdrawalRow[];

export const custodyWithdrawalOf = (ctx: AppContext, userId: number, withdrawNo: string): CustodyWithdrawalRow | undefined =>
  ctx.db.prepare('SELECT * FROM custody_withdrawals WHERE user_id = ? AND withdraw_no = ?').get(userId, withdrawNo) as CustodyWithdrawalRow | undefined;

/** The user's orders of custody funders not settled yet (lending or repaying). */
export const unsettledCustodyLoans = (ctx: AppContext, userId: number, channels: readonly string[]): number =>
  channels.length === 0
    ? 0
    : (ctx.db
        .prepare(`SELECT COUNT(*) AS n FROM loan_orders WHERE user_id = ? AND status IN ('lending', 'repaying') AND capital_channel IN (${channels.map(() => '?').join(', ')})`)
        .get(userId, ...channels) as { n: number }).n;
