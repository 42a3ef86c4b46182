import type { AppContext } from '../../context';

/**
 * The loan domain's SQL (issue 23): orders, bills, red packets, drafts, signings, feedback and the
 * pre-loan questionnaire. Handlers and the order logic (orders.ts, bills.ts) call these.
 */

export interface NewRedPacket {
  title: string;
  amountFen: number;
  limitFen: number;
  expiresDay: string;
}

export function insertRedPacket(ctx: AppContext, userId: number, p: NewRedPacket): void {
  ctx.db.prepare('INSERT INTO red_packets (user_id, title, amount_fen, limit_fen, expires_day) VALUES (?, ?, ?, ?, ?)').run(userId, p.title, p.amountFen, p.limitFen, p.expiresDay);
}
