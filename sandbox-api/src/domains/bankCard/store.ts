import type { AppContext } from '../../context';

/** The bank_cards table: the debit cards users bind, and which one is each user's default. */

export interface CardRow {
  id: number;
  user_id: number;
  card_no: string;
  bank_code: string;
  bank_name: string;
  reserved_mobile: string;
  status: 'bound' | 'unbound';
  is_default: 0 | 1;
}

/** A user's bound cards, the default first, then by age. */
export const boundCards = (ctx: AppContext, userId: number): CardRow[] =>
  ctx.db.prepare(`SELECT * FROM bank_cards WHERE user_id = ? AND status = 'bound' ORDER BY is_default DESC, id`).all(userId) as CardRow[];

export const cardById = (ctx: AppContext, id: number): CardRow => ctx.db.prepare('SELECT * FROM bank_cards WHERE id = ?').get(id) as CardRow;

/** The user's bound card of that id, or undefined (another's, unbound or unknown). */
export const boundCardOfUser = (ctx: AppContext, userId: number, cardId: number): CardRow | undefined =>
  ctx.db.prepare(`SELECT * FROM bank_cards WHERE id = ? AND user_id = ? AND status = 'bound'`).get(cardId, userId) as CardRow | undefined;

/** The card bound with that number to any account, or undefined. */
export const boundCardByNo = (ctx: AppContext, cardNo: string): CardRow | undefined =>
  ctx.db.prepare(`SELECT * FROM bank_cards WHERE card_no = ? AND status = 'bound'`).get(cardNo) as CardRow | undefined;

/** The reserved mobile a card number was first bound with (the sandbox bank remembers it), or undefined. */
export const firstReservedMobileOf = (ctx: AppContext, cardNo: string): string | undefined =>
  (ctx.db.prepare('SELECT reserved_mobile FROM bank_cards WHERE card_no = ? ORDER BY id LIMIT 1').get(cardNo) as { reserved_mobile: string } | undefined)
    ?.reserved_mobile;

/** The bank now knows the card by this reserved mobile: every row of the number follows (the bank's memory is the number's). */
export const setReservedMobile = (ctx: AppContext, cardNo: string, mobile: string): void => {
  ctx.db.prepare('UPDATE bank_cards SET reserved_mobile = ? WHERE card_no = ?').run(mobile, cardNo);
};

export interface NewCard {
  userId: number;
  cardNo: string;
  bank: { code: string; name: string };
  reservedMobile: string;
  isDefault: 0 | 1;
}

/** Inserts a bound card; the id of its row. Throws SQLite's unique violation when the number is bound already. */
export function insertCard(ctx: AppContext, c: NewCard): number {
  const info = ctx.db
    .prepare('INSERT INTO bank_cards (user_id, card_no, bank_code, bank_name, reserved_mobile, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(c.userId, c.cardNo, c.bank.code, c.bank.name, c.reservedMobile, c.isDefault, ctx.clock.now());
  return Number(info.lastInsertRowid);
}

/** Unbinds a card; the oldest remaining card becomes the default. */
export function unbindCard(ctx: AppContext, card: CardRow): void {
  ctx.db.transaction(() => {
    ctx.db.prepare(`UPDATE bank_cards SET status = 'unbound', is_default = 0, unbound_at = ? WHERE id = ?`).run(ctx.clock.now(), card.id);
    if (card.is_default) {
      ctx.db
        .prepare(`UPDATE bank_cards SET is_default = 1 WHERE id = (SELECT id FROM bank_cards WHERE user_id = ? AND status = 'bound' ORDER BY id LIMIT 1)`)
        .run(card.user_id);
    }
  })();
}

/** Unbinds `old` and, when it was the default, makes `replacement` (a card of the same user) the default, in one transaction. */
export function replaceCard(ctx: AppContext, old: CardRow, replacement: CardRow): void {
  ctx.db.transaction(() => {
    unbindCard(ctx, old);
    if (old.is_default) {
      ctx.db.prepare('UPDATE bank_cards SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ?').run(replacement.id, old.user_id);
    }
  })();
}

/** Unbinds every bound card of a user at `at` (an account cancellation, at its own time). */
export function unbindAllCards(ctx: AppContext, userId: number, at: number): void {
  ctx.db.prepare(`UPDATE bank_cards SET status = 'unbound', unbound_at = ? WHERE user_id = ? AND status = 'bound'`).run(at, userId);
}
