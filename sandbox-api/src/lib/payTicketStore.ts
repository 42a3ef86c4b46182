import type { PayPurpose } from '@credit/shared/api';
import type { AppContext } from '../context';
import type { UserRow } from './auth';
import { newToken, sha256 } from './crypto';
import { failWithMessage } from './errors';

/**
 * Pay tickets (docs/sandbox.md "Deal password"): repayment/checkPwdPayment issues one once the deal
 * password checked out, for the money call the client names (`PayPurpose`: the call, its order,
 * repayment or product, and its amount); exactly that call (a loan submit, a repayment, a withdrawal,
 * a top-up) spends it within 5 minutes. Every money domain needs them, so they live here, beside idempotency.
 */
export const PAY_TICKET_TTL_MS = 5 * 60 * 1000;

export const PAY_TICKET_MESSAGES = { ticketInvalid: '交易密码验证已失效，请重新输入' } as const;

/** Issued after the deal password checked out, for one money call: spent by that call only, within 5 minutes. */
export function issuePayTicket(ctx: AppContext, user: UserRow, purpose: PayPurpose): { payTicket: string; expiresAt: number } {
  const payTicket = newToken();
  const expiresAt = ctx.clock.wallNow() + PAY_TICKET_TTL_MS;
  ctx.db
    .prepare('INSERT INTO pay_tickets (ticket_hash, user_id, expires_at, pay_for, subject, amount_fen) VALUES (?, ?, ?, ?, ?, ?)')
    .run(sha256(payTicket), user.id, expiresAt, purpose.payFor, purpose.subject, purpose.amountFen ?? null);
  ctx.db.prepare('DELETE FROM pay_tickets WHERE expires_at < ?').run(ctx.clock.wallNow() - PAY_TICKET_TTL_MS);
  return { payTicket, expiresAt };
}

/**
 * Spends a ticket inside the money call's transaction (a failed call rolls the spending back with it). Only a
 * ticket asked for this very call (`purpose`: the same call, subject and amount) is spent; any other answers
 * 40403 and stays unspent for the call it was asked for.
 */
export function spendPayTicket(ctx: AppContext, user: UserRow, ticket: string, purpose: PayPurpose): void {
  const now = ctx.clock.wallNow();
  const spent = ctx.db
    .prepare(
      `UPDATE pay_tickets SET used_at = ? WHERE ticket_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?
         AND pay_for = ? AND subject = ? AND amount_fen IS ?`,
    )
    .run(now, sha256(ticket), user.id, now, purpose.payFor, purpose.subject, purpose.amountFen ?? null);
  if (spent.changes !== 1) failWithMessage(PAY_TICKET_MESSAGES.ticketInvalid);
}
