import type { AppContext } from '../../context';

/**
 * The market domain's SQL (issue 23): points and fudou, coupons, letters, welcomes, activity draws,
 * invitations and top-ups. The handlers in routes.ts, invite.ts, welcome.ts and mall.ts call these.
 */

/** Who invited a user (null when nobody did). */
export const invitedByOf = (ctx: AppContext, userId: number): number | null =>
  (ctx.db.prepare('SELECT invited_by FROM users WHERE id = ?').get(userId) as { invited_by: number | null } | undefined)?.invited_by ?? null;

/** The friends a user invited, newest first. */
export const invitedFriends = (ctx: AppContext, userId: number): { id: number; mobile: string; created_at: number }[] =>
  ctx.db.prepare(`SELECT id, mobile, created_at FROM users WHERE invited_by = ? ORDER BY id DESC LIMIT 100`).all(userId) as { id: number; mobile: string; created_at: number }[];

// Points and fudou

export type Currency = 'points' | 'fudou';
export interface EntryRow { id: number; title: string; amount: number; created_at: number }

export const balanceOf = (ctx: AppContext, userId: number, currency: Currency): number =>
  (ctx.db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM points_entries WHERE user_id = ? AND currency = ?').get(userId, currency) as { n: number }).n;

/** Points ever earned (spending left out). */
export const pointsEarned = (ctx: AppContext, userId: number): number =>
  (ctx.db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM points_entries WHERE user_id = ? AND currency = ? AND amount > 0').get(userId, 'points') as { n: number }).n;

/** The latest entries, newest first. */
export const entryRows = (ctx: AppContext, userId: number, currency: Currency): EntryRow[] =>
  ctx.db.prepare('SELECT id, title, amount, created_at FROM points_entries WHERE user_id = ? AND currency = ? ORDER BY created_at DESC, id DESC LIMIT 100').all(userId, currency) as EntryRow[];

export function addPoints(ctx: AppContext, userId: number, currency: Currency, title: string, amount: number, at = ctx.clock.now()): void {
  ctx.db.prepare('INSERT INTO points_entries (user_id, currency, title, amount, created_at) VALUES (?, ?, ?, ?, ?)').run(userId, currency, title, amount, at);
}

// Coupons and the loan red packets shown beside them

export interface CouponRow { id: number; kind: 'coupon' | 'redPacket'; title: string; amount_fen: number; threshold_fen: number; expires_day: string; used: number }

export const couponRows = (ctx: AppContext, userId: number): CouponRow[] =>
  ctx.db
    .prepare(
      `SELECT id, 'coupon' AS kind, title, amount_fen, threshold_fen, expires_day, used_at IS NOT NULL AS used FROM coupons WHERE user_id = ?
       UNION ALL
       SELECT id, 'redPacket' AS kind, title, amount_fen, limit_fen AS threshold_fen, expires_day, used_order_id IS NOT NULL AS used FROM red_packets WHERE user_id = ?
       ORDER BY expires_day DESC, id DESC`,
    )
    .all(userId, userId) as CouponRow[];

export function grantCoupon(ctx: AppContext, userId: number, c: { title: string; amountFen: number; thresholdFen: number; expiresDay: string; source: string }): void {
  ctx.db
    .prepare('INSERT INTO coupons (user_id, title, amount_fen, threshold_fen, expires_day, source) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, c.title, c.amountFen, c.thresholdFen, c.expiresDay, c.source);
}

export function markCouponUsed(ctx: AppContext, userId: number, title: string, at: number): void {
  ctx.db.prepare(`UPDATE coupons SET used_at = ? WHERE user_id = ? AND title = ?`).run(at, userId, title);
}

// Letters

export interface LetterRow { id: number; title: string; content: string; read_at: number | null; created_at: number }

export const unreadLetters = (ctx: AppContext, userId: number): number =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM letters WHERE user_id = ? AND read_at IS NULL').get(userId) as { n: number }).n;

export const letterRows = (ctx: AppContext, userId: number): LetterRow[] =>
  ctx.db.prepare('SELECT * FROM letters WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 100').all(userId) as LetterRow[];

/** Reads a letter: marked read the first time. */
export function readLetter(ctx: AppContext, userId: number, id: number, at: number): LetterRow | undefined {
  ctx.db.prepare('UPDATE letters SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL').run(at, id, userId);
  return ctx.db.prepare('SELECT * FROM letters WHERE id = ? AND user_id = ?').get(id, userId) as LetterRow | undefined;
}

export function readAllLetters(ctx: AppContext, userId: number, at: number): void {
  ctx.db.prepare('UPDATE letters SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(at, userId);
}

export function insertLetter(ctx: AppContext, userId: number, l: { title: string; content: string }, at: number): void {
  ctx.db.prepare('INSERT INTO letters (user_id, title, content, created_at) VALUES (?, ?, ?, ?)').run(userId, l.title, l.content, at);
}

// Welcomes, subscriptions, banner clicks, draws, top-ups

/** Marks the user welcomed; false when they already were. */
export const claimWelcome = (ctx: AppContext, userId: number, at: number): boolean =>
  ctx.db.prepare('INSERT OR IGNORE INTO market_welcomes (user_id, welcomed_at) VALUES (?, ?)').run(userId, at).changes > 0;

export const isWxSubscribed = (ctx: AppContext, userId: number): boolean =>
  (ctx.db.prepare('SELECT wx_subscribed AS s FROM market_welcomes WHERE user_id = ?').get(userId) as { s: number } | undefined)?.s === 1;

/** Subscribes; false when the user already was. */
export const subscribeWx = (ctx: AppContext, userId: number): boolean =>
  ctx.db.prepare('UPDATE market_welcomes SET wx_subscribed = 1 WHERE user_id = ? AND wx_subscribed = 0').run(userId).changes > 0;

export function recordBannerClick(ctx: AppContext, bannerId: string, userId: number | null, at: number): void {
  ctx.db.prepare('INSERT INTO banner_clicks (banner_id, user_id, clicked_at) VALUES (?, ?, ?)').run(bannerId, userId, at);
}

/** Clicks recorded per banner id (a sandbox hook reads them). */
export function bannerClickCounts(ctx: AppContext): Record<string, number> {
  const rows = ctx.db.prepare('SELECT banner_id, COUNT(*) AS n FROM banner_clicks GROUP BY banner_id').all() as { banner_id: string; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.banner_id, r.n]));
}

export const drawOf = (ctx: AppContext, userId: number, code: string): { title: string; amount_fen: number } | undefined =>
  ctx.db.prepare('SELECT title, amount_fen FROM activity_draws WHERE user_id = ? AND code = ?').get(userId, code) as { title: string; amount_fen: number } | undefined;

export function insertDraw(ctx: AppContext, userId: number, d: { code: string; title: string; amountFen: number; at: number }): void {
  ctx.db.prepare('INSERT INTO activity_draws (user_id, code, title, amount_fen, created_at) VALUES (?, ?, ?, ?, ?)').run(userId, d.code, d.title, d.amountFen, d.at);
}

export interface RechargeRow { recharge_no: string; mobile: string; face_fen: number; price_fen: number; status: 'processing' | 'success' | 'failed'; created_at: number }

export const rechargesOf = (ctx: AppContext, userId: number): RechargeRow[] =>
  ctx.db.prepare('SELECT * FROM recharges WHERE user_id = ? ORDER BY id DESC LIMIT 20').all(userId) as RechargeRow[];

/** A user's top-ups still waiting on the card channel. */
export const processingRecharges = (ctx: AppContext, userId: number): string[] =>
  (ctx.db.prepare(`SELECT recharge_no FROM recharges WHERE user_id = ? AND status = 'processing'`).all(userId) as { recharge_no: string }[]).map((r) => r.recharge_no);

/** A processing top-up's outcome (a settled one stays as it is); true when it changed. */
export const settleRecharge = (ctx: AppContext, rechargeNo: string, status: 'success' | 'failed'): boolean =>
  ctx.db.prepare(`UPDATE recharges SET status = ? WHERE recharge_no = ? AND status = 'processing'`).run(status, rechargeNo).changes > 0;

export function insertRecharge(
  ctx: AppContext,
  r: { rechargeNo: string; userId: number; mobile: string; faceFen: number; priceFen: number; status: RechargeRow['status']; at: number },
): RechargeRow {
  ctx.db
    .prepare('INSERT INTO recharges (recharge_no, user_id, mobile, face_fen, price_fen, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(r.rechargeNo, r.userId, r.mobile, r.faceFen, r.priceFen, r.status, r.at);
  return ctx.db.prepare('SELECT * FROM recharges WHERE recharge_no = ?').get(r.rechargeNo) as RechargeRow;
}
