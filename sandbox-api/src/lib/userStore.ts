import type { AppContext } from '../context';
import { providerAccountExistsMessage } from './catalogue';
import { randomDigits } from './crypto';
import { BizError, SERVER_MESSAGES, fail } from './errors';
import type { UserRow } from './auth';
import { isUniqueViolation } from './accountRules';

export type { UserRow } from './auth';


export const userById = (ctx: AppContext, id: number): UserRow | undefined =>
  ctx.db.prepare(`SELECT * FROM users WHERE id = ? AND status = 'active'`).get(id) as UserRow | undefined;

export const userByMobile = (ctx: AppContext, mobile: string): UserRow | undefined =>
  ctx.db.prepare(`SELECT * FROM users WHERE mobile = ? AND status = 'active'`).get(mobile) as UserRow | undefined;

/** The number is an active account's login mobile or one of its further mobiles (multi-account). */
export const isMobileHeld = (ctx: AppContext, mobile: string): boolean =>
  userByMobile(ctx, mobile) !== undefined ||
  ctx.db.prepare('SELECT 1 FROM account_mobiles WHERE mobile = ?').get(mobile) !== undefined;

export const isRealNamed = (u: UserRow): boolean => u.cert_id !== null;

export const boundCardCount = (ctx: AppContext, userId: number): number =>
  (ctx.db.prepare(`SELECT COUNT(*) AS n FROM bank_cards WHERE user_id = ? AND status = 'bound'`).get(userId) as { n: number }).n;

export const hasOutstandingLoan = (ctx: AppContext, userId: number): boolean =>
  ctx.db.prepare(`SELECT 1 FROM loan_orders WHERE user_id = ? AND status IN ('created', 'lending', 'repaying') LIMIT 1`).get(userId) !== undefined;

/** The active account that owns an invite code, or undefined. */
export const activeUserIdByInviteCode = (ctx: AppContext, inviteCode: string): number | undefined =>
  (ctx.db.prepare(`SELECT id FROM users WHERE invite_code = ? AND status = 'active'`).get(inviteCode) as { id: number } | undefined)?.id;

/** The active account bound to a messaging-app fan, or undefined. */
export const userByWxOpenId = (ctx: AppContext, openId: string): UserRow | undefined =>
  ctx.db.prepare(`SELECT * FROM users WHERE wx_open_id = ? AND status = 'active'`).get(openId) as UserRow | undefined;

export function setPasswordHash(ctx: AppContext, userId: number, hash: string): void {
  ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId);
}

/** Moves the account to another login mobile. Throws SQLite's unique violation when an active account holds it. */
export function setMobile(ctx: AppContext, userId: number, mobile: string): void {
  ctx.db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(mobile, userId);
}

export function setWxOpenId(ctx: AppContext, userId: number, openId: string): void {
  ctx.db.prepare('UPDATE users SET wx_open_id = ? WHERE id = ?').run(openId, userId);
}

/** Marks the account cancelled at `at` with the reason given (cancellation.ts does the rest of a cancellation). */
export function markCancelled(ctx: AppContext, userId: number, reasonCode: string, at: number): void {
  ctx.db.prepare(`UPDATE users SET status = 'cancelled', cancelled_at = ?, cancel_reason = ? WHERE id = ?`).run(at, reasonCode, userId);
}

/** Spec 5: mobiles may carry a leading 0; the account key is the 11-digit number. */
export const normalizeMobile = (mobile: string): string => (mobile.length === 12 ? mobile.slice(1) : mobile);

export const accountExists = () => new BizError(2000, providerAccountExistsMessage(SERVER_MESSAGES.providerName));

/** Inserts a user with fresh random identifiers (retried on the rare collision). */
export function insertUser(ctx: AppContext, mobile: string, passwordHash: string, invitedBy: number | null): UserRow {
  for (let attempt = 0; ; attempt++) {
    try {
      const info = ctx.db
        .prepare('INSERT INTO users (customer_id, mobile, password_hash, invite_code, invited_by, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(`C${randomDigits(12)}`, mobile, passwordHash, randomDigits(6), invitedBy, ctx.clock.now());
      return userById(ctx, Number(info.lastInsertRowid))!;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (userByMobile(ctx, mobile)) throw accountExists();
      if (attempt > 5) throw err;
    }
  }
}

/** A contact's phone may not be the user's own (1004). */
export function assertContactsNotOwn(u: UserRow, phones: ReadonlyArray<string | undefined>): void {
  if (phones.some((p) => p !== undefined && normalizeMobile(p) === u.mobile)) fail(1004);
}
