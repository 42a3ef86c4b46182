import type { BoundCardData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { failWithMessage, fail, SERVER_MESSAGES } from '../../lib/errors';
import { mask, maskCard } from '../../lib/mask';
import { isUniqueViolation } from '../account/rules';
import { isRealNamed, normalizeMobile, type UserRow } from '../account/users';
import { bankOfCard, type Bank } from '../dicdata/data';
import { checkCode } from '../sms/service';

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

/** Spec 5: one variant of the card field allows spaces between groups. */
export const normalizeCardNo = (cardNo: string): string => cardNo.replace(/\s+/g, '');

export const cardAnswer = (c: CardRow): BoundCardData => ({
  cardId: String(c.id),
  bankCode: c.bank_code,
  bankName: c.bank_name,
  cardNoMask: maskCard(c.card_no),
  cardLast4: c.card_no.slice(-4),
  reservedMobileMask: mask(c.reserved_mobile),
  isDefault: c.is_default,
});

export const boundCards = (ctx: AppContext, userId: number): CardRow[] =>
  ctx.db.prepare(`SELECT * FROM bank_cards WHERE user_id = ? AND status = 'bound' ORDER BY is_default DESC, id`).all(userId) as CardRow[];

export const cardById = (ctx: AppContext, id: number): CardRow => ctx.db.prepare('SELECT * FROM bank_cards WHERE id = ?').get(id) as CardRow;

export function ownCard(ctx: AppContext, userId: number, cardId: string): CardRow {
  const card = ctx.db.prepare(`SELECT * FROM bank_cards WHERE id = ? AND user_id = ? AND status = 'bound'`).get(Number(cardId), userId) as CardRow | undefined;
  if (!card) failWithMessage(SERVER_MESSAGES.cardNotFound);
  return card;
}

export function supportedBankOf(cardNo: string): Bank {
  const bank = bankOfCard(cardNo);
  if (!bank?.supported) failWithMessage(SERVER_MESSAGES.cardUnsupported);
  return bank;
}

/**
 * Binds a card after the checks a bank gateway makes: a verified owner (1000), a supported bank,
 * a card bound to no other account, the reserved mobile the bank knows for it, and the code sent to
 * that mobile. A card the user has already bound is answered as it is.
 */
export function bindCard(ctx: AppContext, user: UserRow, rawCardNo: string, rawMobile: string, code: string): CardRow {
  if (!isRealNamed(user)) fail(1000);
  const cardNo = normalizeCardNo(rawCardNo);
  const mobile = normalizeMobile(rawMobile);
  const bank = supportedBankOf(cardNo);
  const bound = ctx.db.prepare(`SELECT * FROM bank_cards WHERE card_no = ? AND status = 'bound'`).get(cardNo) as CardRow | undefined;
  // The user's own card again (a retry, a second tab): it is bound, so the flow goes on with it.
  if (bound?.user_id === user.id) return bound;
  if (bound) failWithMessage(SERVER_MESSAGES.cardAlreadyBound);
  // The sandbox bank remembers the reserved mobile a card was first bound with.
  const known = ctx.db.prepare('SELECT reserved_mobile FROM bank_cards WHERE card_no = ? ORDER BY id LIMIT 1').get(cardNo) as { reserved_mobile: string } | undefined;
  if (known && known.reserved_mobile !== mobile) failWithMessage(SERVER_MESSAGES.reservedMobileMismatch);
  checkCode(ctx, mobile, 'bindCard', code, true, user);
  try {
    const isDefault = boundCards(ctx, user.id).length === 0 ? 1 : 0;
    const info = ctx.db
      .prepare('INSERT INTO bank_cards (user_id, card_no, bank_code, bank_name, reserved_mobile, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(user.id, cardNo, bank.code, bank.name, mobile, isDefault, ctx.clock.now());
    return cardById(ctx, Number(info.lastInsertRowid));
  } catch (err) {
    if (isUniqueViolation(err)) failWithMessage(SERVER_MESSAGES.cardAlreadyBound);
    throw err;
  }
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
