import {
  CREDIT_ITEMS, CREDIT_STATUS, REQUIRED_CREDIT_ITEMS, type CreditItem, type CreditStatus, type CreditStatusData, type QuotaDecisionData,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { DEFAULT_HIGHEST_BORROW_FEN } from '../../lib/catalogue';
import { newToken } from '../../lib/crypto';
import type { UserRow } from '../../lib/userStore';
import { getSetting } from '../sys';

/**
 * The data of the authentication domain (spec 7.6): item states, the ID photos, the stand-in
 * third-party tickets, the credit-card tasks and the quota application. Every state that is
 * 认证中 / processing settles when it is read after its `ready_at` (no timers), like a pay-out.
 */

/** What the stand-in decision grants on approval: 10,000 yuan more, never above the spec maximum. */
export const QUOTA_RAISE_FEN = 1_000_000;
export const REJECT_REASON = '综合评分不足，请30天后再试';
export const THIRD_PARTY_REFUSED = '您已取消授权';
export const TICKET_TTL_MS = 10 * 60 * 1000;
/** The stand-in bank login accepts this password for any card (docs/sandbox.md "Authentication"). */
export const CREDIT_CARD_TEST_PASSWORD = 'Card1234';
/** The stand-in bank's SMS verify code (banks with needVerify). */
export const CREDIT_CARD_TEST_CODE = '888888';

interface ItemRow {
  item: CreditItem;
  status: CreditStatus;
  ready_at: number;
  outcome: CreditStatus;
  reason: string;
}

function settleItems(ctx: AppContext, userId: number): void {
  ctx.db
    .prepare('UPDATE credit_items SET status = outcome, updated_at = ready_at WHERE user_id = ? AND status = 1 AND ready_at <= ?')
    .run(userId, ctx.clock.now());
}

export function itemRow(ctx: AppContext, userId: number, item: CreditItem): { status: CreditStatus; reason: string } {
  if (item === 'creditCard') settleCards(ctx, userId);
  settleItems(ctx, userId);
  const row = ctx.db.prepare('SELECT status, reason FROM credit_items WHERE user_id = ? AND item = ?').get(userId, item) as
    | { status: CreditStatus; reason: string }
    | undefined;
  return row ?? { status: CREDIT_STATUS.none, reason: '' };
}

/** Sets an item now (status 2 or 3), or as 认证中 settling into `outcome` after the delay. */
export function setItem(ctx: AppContext, userId: number, item: CreditItem, status: CreditStatus, options: { outcome?: CreditStatus; reason?: string } = {}): void {
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      `INSERT INTO credit_items (user_id, item, status, ready_at, outcome, reason, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(user_id, item) DO UPDATE SET status = excluded.status, ready_at = excluded.ready_at, outcome = excluded.outcome,
         reason = excluded.reason, updated_at = excluded.updated_at`,
    )
    .run(userId, item, status, now + ctx.opts.creditDelayMs, options.outcome ?? CREDIT_STATUS.done, options.reason ?? '', now);
}

const hasProfile = (u: UserRow): boolean => u.profile !== '{}';

export function allItems(ctx: AppContext, userId: number): CreditStatusData['items'] {
  settleCards(ctx, userId);
  settleItems(ctx, userId);
  const rows = ctx.db.prepare('SELECT item, status, ready_at, outcome, reason FROM credit_items WHERE user_id = ?').all(userId) as ItemRow[];
  const of = new Map(rows.map((r) => [r.item, r.status]));
  return CREDIT_ITEMS.map((item) => ({ item, status: of.get(item) ?? CREDIT_STATUS.none }));
}

// --- the quota application -----------------------------------------------------------------------

interface ApplicationRow {
  status: 'processing' | 'approved' | 'rejected';
  outcome: 'approve' | 'reject' | 'hang';
  reason: string;
  ready_at: number;
}

/** Settles a due application: approval raises the limit and activates it when the card is opened. */
function settleApplication(ctx: AppContext, user: UserRow): void {
  const app = ctx.db.prepare('SELECT status, outcome, reason, ready_at FROM credit_applications WHERE user_id = ?').get(user.id) as ApplicationRow | undefined;
  if (!app || app.status !== 'processing' || app.outcome === 'hang' || app.ready_at > ctx.clock.now()) return;
  ctx.db.transaction(() => {
    if (app.outcome === 'approve') {
      const raised = Math.min(user.credit_limit_fen + QUOTA_RAISE_FEN, DEFAULT_HIGHEST_BORROW_FEN);
      ctx.db
        .prepare('UPDATE users SET credit_limit_fen = ?, active_status = CASE WHEN open_card_status = 1 THEN 1 ELSE active_status END WHERE id = ?')
        .run(raised, user.id);
      ctx.db.prepare(`UPDATE credit_applications SET status = 'approved' WHERE user_id = ?`).run(user.id);
    } else {
      ctx.db.prepare(`UPDATE credit_applications SET status = 'rejected', reason = ? WHERE user_id = ?`).run(REJECT_REASON, user.id);
    }
  })();
}

const freshUser = (ctx: AppContext, id: number): UserRow => ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;

export function decision(ctx: AppContext, user: UserRow): QuotaDecisionData {
  settleApplication(ctx, user);
  const u = freshUser(ctx, user.id);
  const app = ctx.db.prepare('SELECT status, reason FROM credit_applications WHERE user_id = ?').get(user.id) as Pick<ApplicationRow, 'status' | 'reason'> | undefined;
  return { status: app?.status ?? 'none', reason: app?.reason ?? '', limitFen: u.credit_limit_fen, activeStatus: u.active_status ? 1 : 0 };
}

export function creditStatus(ctx: AppContext, user: UserRow): CreditStatusData {
  const items = allItems(ctx, user.id);
  const quota = decision(ctx, user);
  const done = (item: CreditItem) => items.find((i) => i.item === item)?.status === CREDIT_STATUS.done;
  const ready = hasProfile(user) && REQUIRED_CREDIT_ITEMS.every(done);
  const canSubmit = ready && (quota.status === 'none' || quota.status === 'rejected');
  return { profile: hasProfile(user) ? 1 : 0, items, canSubmit: canSubmit ? 1 : 0, quota };
}

/** Starts an application; false when the profile or a required item is missing or one is running/approved. */
export function submitApplication(ctx: AppContext, user: UserRow): boolean {
  if (!creditStatus(ctx, user).canSubmit) return false;
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      `INSERT INTO credit_applications (user_id, status, outcome, reason, ready_at, created_at) VALUES (?, 'processing', ?, '', ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET status = 'processing', outcome = excluded.outcome, reason = '', ready_at = excluded.ready_at, created_at = excluded.created_at`,
    )
    .run(user.id, getSetting(ctx, 'creditDecision'), now + ctx.opts.creditDelayMs, now);
  return true;
}

// --- third-party tickets ------------------------------------------------------------------------

export function newTicket(ctx: AppContext, userId: number, item: CreditItem, returnUrl: string): string {
  const ticket = newToken();
  ctx.db.prepare('INSERT INTO credit_tickets (ticket, user_id, item, return_url, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(ticket, userId, item, returnUrl, ctx.clock.wallNow() + TICKET_TTL_MS);
  return ticket;
}

export interface TicketRow {
  user_id: number;
  item: CreditItem;
  return_url: string;
  expires_at: number;
  used: number;
}

export function ticketOf(ctx: AppContext, ticket: string): TicketRow | undefined {
  const row = ctx.db.prepare('SELECT user_id, item, return_url, expires_at, used FROM credit_tickets WHERE ticket = ?').get(ticket) as TicketRow | undefined;
  return row && row.expires_at > ctx.clock.wallNow() ? row : undefined;
}

/** Spends a ticket once; false when it was spent already. */
export const spendTicket = (ctx: AppContext, ticket: string): boolean =>
  ctx.db.prepare('UPDATE credit_tickets SET used = 1 WHERE ticket = ? AND used = 0').run(ticket).changes === 1;

// --- ID card photos -----------------------------------------------------------------------------

export function storePhoto(ctx: AppContext, userId: number, side: 'front' | 'back', mime: string, bytes: Buffer): { front: 0 | 1; back: 0 | 1 } {
  ctx.db
    .prepare(
      `INSERT INTO credit_uploads (user_id, side, mime, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(user_id, side) DO UPDATE SET mime = excluded.mime, size = excluded.size, bytes = excluded.bytes, created_at = excluded.created_at`,
    )
    .run(userId, side, mime, bytes.length, bytes, ctx.clock.now());
  const sides = new Set((ctx.db.prepare('SELECT side FROM credit_uploads WHERE user_id = ?').all(userId) as { side: string }[]).map((r) => r.side));
  return { front: sides.has('front') ? 1 : 0, back: sides.has('back') ? 1 : 0 };
}

// --- credit cards -------------------------------------------------------------------------------

export interface CardTaskRow {
  task_id: string;
  bank_name: string;
  card_last4: string;
  status: CreditStatus;
  verified: number;
  ready_at: number;
}

/** Settles verified card tasks whose time came; the creditCard item follows the newest task. */
function settleCards(ctx: AppContext, userId: number): void {
  ctx.db.prepare('UPDATE credit_cards SET status = 2 WHERE user_id = ? AND status = 1 AND verified = 1 AND ready_at <= ?').run(userId, ctx.clock.now());
  const any = ctx.db.prepare('SELECT 1 FROM credit_cards WHERE user_id = ? AND status = 2').get(userId);
  if (any) {
    ctx.db.prepare(`UPDATE credit_items SET status = 2, reason = '' WHERE user_id = ? AND item = 'creditCard' AND status <> 2`).run(userId);
  }
}

export function newCardTask(ctx: AppContext, userId: number, bank: { code: string; name: string }, cardLast4: string, needVerify: boolean): CardTaskRow {
  const now = ctx.clock.now();
  const taskId = `T${newToken().slice(0, 20)}`;
  ctx.db
    .prepare(
      `INSERT INTO credit_cards (task_id, user_id, bank_code, bank_name, card_last4, status, verified, ready_at, created_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    )
    .run(taskId, userId, bank.code, bank.name, cardLast4, needVerify ? 0 : 1, now + ctx.opts.creditDelayMs, now);
  if (itemRow(ctx, userId, 'creditCard').status !== CREDIT_STATUS.done) {
    setItem(ctx, userId, 'creditCard', CREDIT_STATUS.processing, { outcome: CREDIT_STATUS.processing });
  }
  return cardTask(ctx, userId, taskId)!;
}

export function cardTask(ctx: AppContext, userId: number, taskId: string): CardTaskRow | undefined {
  settleCards(ctx, userId);
  return ctx.db
    .prepare('SELECT task_id, bank_name, card_last4, status, verified, ready_at FROM credit_cards WHERE user_id = ? AND task_id = ?')
    .get(userId, taskId) as CardTaskRow | undefined;
}

export function verifyCardTask(ctx: AppContext, userId: number, taskId: string): void {
  ctx.db.prepare('UPDATE credit_cards SET verified = 1, ready_at = ? WHERE user_id = ? AND task_id = ?').run(ctx.clock.now() + ctx.opts.creditDelayMs, userId, taskId);
}

export function cardsOf(ctx: AppContext, userId: number): { bankName: string; cardLast4: string }[] {
  settleCards(ctx, userId);
  return (ctx.db.prepare('SELECT bank_name, card_last4 FROM credit_cards WHERE user_id = ? AND status = 2 ORDER BY id DESC').all(userId) as CardTaskRow[]).map((r) => ({
    bankName: r.bank_name,
    cardLast4: r.card_last4,
  }));
}
