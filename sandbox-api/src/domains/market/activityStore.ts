import type { AppContext } from '../../context';

/**
 * The activity platform's SQL (issue 28, ADR 039): seckill stock and grabs, the wheel's draws, wishes,
 * help requests and helps, races and bets. The handlers in activities.ts call these inside their
 * transaction; the points and coupons they grant or spend are store.ts's ledger.
 */

// Seckill

/** Puts a good's stock row in place (the seed's stock) unless it is there. */
export function ensureGoods(ctx: AppContext, goodsId: string, stock: number): void {
  ctx.db.prepare('INSERT OR IGNORE INTO seckill_goods (goods_id, stock) VALUES (?, ?)').run(goodsId, stock);
}

export const goodsStock = (ctx: AppContext, goodsId: string): { stock: number; sold: number } | undefined =>
  ctx.db.prepare('SELECT stock, sold FROM seckill_goods WHERE goods_id = ?').get(goodsId) as { stock: number; sold: number } | undefined;

/** Takes one unit of stock: false when none is left (the conditional UPDATE is the whole check). */
export const takeStock = (ctx: AppContext, goodsId: string): boolean =>
  ctx.db.prepare('UPDATE seckill_goods SET sold = sold + 1 WHERE goods_id = ? AND sold < stock').run(goodsId).changes === 1;

export const grabsOf = (ctx: AppContext, goodsId: string, userId: number): number =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM seckill_grabs WHERE goods_id = ? AND user_id = ?').get(goodsId, userId) as { n: number }).n;

export function insertGrab(ctx: AppContext, goodsId: string, userId: number, at: number): void {
  ctx.db.prepare('INSERT INTO seckill_grabs (goods_id, user_id, created_at) VALUES (?, ?, ?)').run(goodsId, userId, at);
}

/** The hook: a good's stock anew, nothing sold, no grabs. */
export function restock(ctx: AppContext, goodsId: string, stock: number): void {
  ctx.db.prepare('DELETE FROM seckill_grabs WHERE goods_id = ?').run(goodsId);
  ctx.db.prepare('INSERT INTO seckill_goods (goods_id, stock, sold) VALUES (?, ?, 0) ON CONFLICT(goods_id) DO UPDATE SET stock = excluded.stock, sold = 0').run(goodsId, stock);
}

// The wheel

export interface WheelDrawRow { id: number; prize_id: string; title: string; created_at: number }

export const drawsOnDay = (ctx: AppContext, userId: number, day: string): number =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM wheel_draws WHERE user_id = ? AND day = ?').get(userId, day) as { n: number }).n;

export const wheelDrawCount = (ctx: AppContext): number => (ctx.db.prepare('SELECT COUNT(*) AS n FROM wheel_draws').get() as { n: number }).n;

export const wheelHistory = (ctx: AppContext, userId: number): WheelDrawRow[] =>
  ctx.db.prepare('SELECT id, prize_id, title, created_at FROM wheel_draws WHERE user_id = ? ORDER BY id DESC LIMIT 10').all(userId) as WheelDrawRow[];

export function insertWheelDraw(ctx: AppContext, d: { userId: number; day: string; prizeId: string; title: string; at: number }): void {
  ctx.db.prepare('INSERT INTO wheel_draws (user_id, day, prize_id, title, created_at) VALUES (?, ?, ?, ?, ?)').run(d.userId, d.day, d.prizeId, d.title, d.at);
}

// Wishes

export const wishOf = (ctx: AppContext, userId: number): string | null =>
  (ctx.db.prepare('SELECT wish_id FROM wishes WHERE user_id = ?').get(userId) as { wish_id: string } | undefined)?.wish_id ?? null;

export function wishCounts(ctx: AppContext): Map<string, number> {
  const rows = ctx.db.prepare('SELECT wish_id, COUNT(*) AS n FROM wishes GROUP BY wish_id').all() as { wish_id: string; n: number }[];
  return new Map(rows.map((r) => [r.wish_id, r.n]));
}

/** Makes the user's wish: false when they already made one. */
export const insertWish = (ctx: AppContext, userId: number, wishId: string, at: number): boolean =>
  ctx.db.prepare('INSERT OR IGNORE INTO wishes (user_id, wish_id, created_at) VALUES (?, ?, ?)').run(userId, wishId, at).changes === 1;

// Help (friends help pay)

export interface HelpRow { id: number; code: string; user_id: number; needed: number; expires_at: number; done_at: number | null; created_at: number; mobile: string; helped: number }

const HELP_SELECT = `SELECT r.*, u.mobile, (SELECT COUNT(*) FROM help_helps h WHERE h.request_id = r.id) AS helped
  FROM help_requests r JOIN users u ON u.id = r.user_id`;

export const helpRow = (ctx: AppContext, id: number): HelpRow | undefined => ctx.db.prepare(`${HELP_SELECT} WHERE r.id = ?`).get(id) as HelpRow | undefined;
export const helpRowByCode = (ctx: AppContext, code: string): HelpRow | undefined => ctx.db.prepare(`${HELP_SELECT} WHERE r.code = ?`).get(code) as HelpRow | undefined;

export const latestHelpOf = (ctx: AppContext, userId: number): HelpRow | undefined =>
  ctx.db.prepare(`${HELP_SELECT} WHERE r.user_id = ? ORDER BY r.id DESC LIMIT 1`).get(userId) as HelpRow | undefined;

export function insertHelpRequest(ctx: AppContext, r: { code: string; userId: number; needed: number; expiresAt: number; at: number }): number {
  return Number(ctx.db.prepare('INSERT INTO help_requests (code, user_id, needed, expires_at, created_at) VALUES (?, ?, ?, ?, ?)').run(r.code, r.userId, r.needed, r.expiresAt, r.at).lastInsertRowid);
}

export const hasHelped = (ctx: AppContext, requestId: number, helperId: number): boolean =>
  ctx.db.prepare('SELECT 1 FROM help_helps WHERE request_id = ? AND helper_id = ?').get(requestId, helperId) !== undefined;

export const helpsOnDay = (ctx: AppContext, helperId: number, day: string): number =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM help_helps WHERE helper_id = ? AND day = ?').get(helperId, day) as { n: number }).n;

export function insertHelp(ctx: AppContext, h: { requestId: number; helperId: number; day: string; at: number }): void {
  ctx.db.prepare('INSERT INTO help_helps (request_id, helper_id, day, created_at) VALUES (?, ?, ?, ?)').run(h.requestId, h.helperId, h.day, h.at);
}

/** Marks a request done: false when it already was (the reward is granted once). */
export const markHelpDone = (ctx: AppContext, requestId: number, at: number): boolean =>
  ctx.db.prepare('UPDATE help_requests SET done_at = ? WHERE id = ? AND done_at IS NULL').run(at, requestId).changes === 1;

// Races and bets

export interface RaceRow { id: number; title: string; options: string; closes_day: string; winner: string | null; settled_at: number | null }
export interface BetRow { id: number; race_id: number; user_id: number; option_id: string; points: number; payout: number | null; created_at: number }

export const raceRows = (ctx: AppContext): RaceRow[] => ctx.db.prepare('SELECT * FROM qzraces ORDER BY id DESC LIMIT 20').all() as RaceRow[];
export const raceRow = (ctx: AppContext, id: number): RaceRow | undefined => ctx.db.prepare('SELECT * FROM qzraces WHERE id = ?').get(id) as RaceRow | undefined;

export function insertRace(ctx: AppContext, r: { title: string; options: string; closesDay: string }): number {
  return Number(ctx.db.prepare('INSERT INTO qzraces (title, options, closes_day) VALUES (?, ?, ?)').run(r.title, r.options, r.closesDay).lastInsertRowid);
}

/** Closes a race with its winner: false when it was settled already. */
export const markRaceSettled = (ctx: AppContext, raceId: number, winner: string, at: number): boolean =>
  ctx.db.prepare('UPDATE qzraces SET winner = ?, settled_at = ? WHERE id = ? AND settled_at IS NULL').run(winner, at, raceId).changes === 1;

export const betsOfRace = (ctx: AppContext, raceId: number): BetRow[] =>
  ctx.db.prepare('SELECT * FROM qzrace_bets WHERE race_id = ? ORDER BY id').all(raceId) as BetRow[];

export const betsOfUser = (ctx: AppContext, userId: number): BetRow[] =>
  ctx.db.prepare('SELECT * FROM qzrace_bets WHERE user_id = ? ORDER BY id DESC LIMIT 50').all(userId) as BetRow[];

export function insertBet(ctx: AppContext, b: { raceId: number; userId: number; optionId: string; points: number; at: number }): BetRow {
  const id = ctx.db.prepare('INSERT INTO qzrace_bets (race_id, user_id, option_id, points, created_at) VALUES (?, ?, ?, ?, ?)').run(b.raceId, b.userId, b.optionId, b.points, b.at).lastInsertRowid;
  return ctx.db.prepare('SELECT * FROM qzrace_bets WHERE id = ?').get(id) as BetRow;
}

export function setPayout(ctx: AppContext, betId: number, payout: number): void {
  ctx.db.prepare('UPDATE qzrace_bets SET payout = ? WHERE id = ? AND payout IS NULL').run(payout, betId);
}

/** Net points won in settled races per user (positive only), best first; ties by the earlier user. */
export const raceWinnings = (ctx: AppContext): { user_id: number; mobile: string; net: number }[] =>
  ctx.db
    .prepare(
      `SELECT b.user_id, u.mobile, SUM(b.payout - b.points) AS net FROM qzrace_bets b JOIN users u ON u.id = b.user_id
       WHERE b.payout IS NOT NULL GROUP BY b.user_id HAVING net > 0 ORDER BY net DESC, b.user_id`,
    )
    .all() as { user_id: number; mobile: string; net: number }[];

// Awards

export interface AwardRow { ref: string; activity: string; title: string; created_at: number }

/**
 * Everything a user has won, newest first: one-prize draws, wheel prizes (not the empty one), seckill
 * grabs (their goods id as the title; the handler names them) and completed help requests.
 */
export const awardRows = (ctx: AppContext, userId: number, emptyPrizeId: string): AwardRow[] =>
  ctx.db
    .prepare(
      `SELECT 'D' || code AS ref, code AS activity, title, created_at FROM activity_draws WHERE user_id = ?
       UNION ALL SELECT 'W' || id, 'luckDraw', title, created_at FROM wheel_draws WHERE user_id = ? AND prize_id != ?
       UNION ALL SELECT 'S' || id, 'seckill', goods_id, created_at FROM seckill_grabs WHERE user_id = ?
       UNION ALL SELECT 'H' || id, 'help', '', done_at FROM help_requests WHERE user_id = ? AND done_at IS NOT NULL
       ORDER BY created_at DESC, ref DESC LIMIT 100`,
    )
    .all(userId, userId, emptyPrizeId, userId, userId) as AwardRow[];
