import type { BoundCardData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { failWithMessage, fail, SERVER_MESSAGES } from '../../lib/errors';
import { mask, maskCard } from '../../lib/mask';
import { isUniqueViolation } from '../../lib/accountRules';
import { isRealNamed, normalizeMobile, type UserRow } from '../../lib/userStore';
import { bankOfCard, type Bank } from '../dicdata';
import { checkCode } from '../sms';
import { boundCardByNo, boundCardOfUser, boundCards, cardById, firstReservedMobileOf, insertCard, type CardRow } from './store';

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

/** The user's bound card of that id; refuses another's, an unbound or an unknown one. */
export function ownCard(ctx: AppContext, userId: number, cardId: string): CardRow {
  const card = boundCardOfUser(ctx, userId, Number(cardId));
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
  const bound = boundCardByNo(ctx, cardNo);
  // The user's own card again (a retry, a second tab): it is bound, so the flow goes on with it.
  if (bound?.user_id === user.id) return bound;
  if (bound) failWithMessage(SERVER_MESSAGES.cardAlreadyBound);
  // The sandbox bank remembers the reserved mobile a card was first bound with.
  const known = firstReservedMobileOf(ctx, cardNo);
  if (known !== undefined && known !== mobile) failWithMessage(SERVER_MESSAGES.reservedMobileMismatch);
  checkCode(ctx, mobile, 'bindCard', code, true, { user });
  try {
    const isDefault = boundCards(ctx, user.id).length === 0 ? 1 : 0;
    return cardById(ctx, insertCard(ctx, { userId: user.id, cardNo, bank, reservedMobile: mobile, isDefault }));
  } catch (err) {
    if (isUniqueViolation(err)) failWithMessage(SERVER_MESSAGES.cardAlreadyBound);
    throw err;
  }
}
