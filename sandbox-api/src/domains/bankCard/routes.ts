import {
  API_PATHS, bindCardBody, cardNoBackViewBody, cardNoBackViewData, changeAccountMobileBody, bindCardData, bindCardStatusData, cancelBindCardBody, changeBindCardBody, emptyBody, okData,
  openCardData, selectAllCardsData, selectCardData, selectLtCardData, supportCardListData, validateSupportBody, validateSupportData,
  whetherBindData,
} from '@credit/shared/api';
import { fail, failWithMessage, SERVER_MESSAGES } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import { assertOldPassword } from '../../lib/accountRules';
import { hasOutstandingLoan, normalizeMobile } from '../../lib/userStore';
import { bankOfCard, supportedBanks } from '../dicdata';
import { bindCard, cardAnswer, normalizeCardNo, ownCard } from './rules';
import { boundCards, cardById, replaceCard, setReservedMobile, unbindCard } from './store';
import { checkCode, spendCodeWith } from '../sms';

/** The bank's words when the new reserved mobile is the one it knows already. */
export const SAME_RESERVED_MOBILE = '新预留手机号不能与原预留手机号相同';

/**
 * '622202******0001' as '6222 02** **** 0001': the bank's prefix and the last 4 left to check, the last 4
 * one group whatever the length (a 19-digit card: '6222 02** **** *** 0123', never '***0 123').
 */
export function cardNoView(cardNo: string): string {
  const head = cardNo.slice(0, 6) + '*'.repeat(Math.max(0, cardNo.length - 10));
  return `${head.replace(/(.{4})(?=.)/g, '$1 ')} ${cardNo.slice(-4)}`;
}

export const bankCardRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.bindCard.select,
    tag: 'bankCard',
    summary: 'The default bound card (null when none)',
    auth: 'user',
    body: emptyBody,
    data: selectCardData,
    handler: ({ user, ctx }) => {
      const [first] = boundCards(ctx, user.id);
      return { card: first ? cardAnswer(first) : null };
    },
  }),
  defineRoute({
    path: API_PATHS.bindCard.selectall,
    tag: 'bankCard',
    summary: 'All bound cards, the default first',
    auth: 'user',
    body: emptyBody,
    data: selectAllCardsData,
    handler: ({ user, ctx }) => ({ cards: boundCards(ctx, user.id).map(cardAnswer) }),
  }),
  defineRoute({
    path: API_PATHS.bindCard.supportcardList,
    tag: 'bankCard',
    summary: 'Banks whose cards can be bound, with limits in fen',
    auth: 'none',
    body: emptyBody,
    data: supportCardListData,
    handler: () => ({ banks: supportedBanks() }),
  }),
  defineRoute({
    path: API_PATHS.bindCard.validateSupport,
    tag: 'bankCard',
    summary: 'Which bank a card number belongs to and whether it is supported',
    auth: 'none',
    body: validateSupportBody,
    data: validateSupportData,
    handler: ({ body }) => {
      const bank = bankOfCard(normalizeCardNo(body.cardNo));
      return { supported: bank?.supported ?? false, bankCode: bank?.code ?? '', bankName: bank?.name ?? '' };
    },
  }),
  defineRoute({
    path: API_PATHS.bindCard.cardNoBackView,
    tag: 'bankCard',
    summary: 'A typed card number shown back for confirmation: its bank, whether supported, the number in groups of 4 masked but the first 6 and last 4',
    auth: 'user',
    body: cardNoBackViewBody,
    data: cardNoBackViewData,
    handler: ({ body }) => {
      const cardNo = normalizeCardNo(body.cardNo);
      const bank = bankOfCard(cardNo);
      return { supported: bank?.supported ?? false, bankCode: bank?.code ?? '', bankName: bank?.name ?? '', cardNoView: cardNoView(cardNo) };
    },
  }),
  defineRoute({
    path: API_PATHS.bindCard.selectLtCard,
    tag: 'bankCard',
    summary: 'The Letong card selection: the bound cards the custody bank takes (supported banks), the default first, for the custody bind',
    auth: 'user',
    body: emptyBody,
    data: selectLtCardData,
    handler: ({ user, ctx }) => ({ cards: boundCards(ctx, user.id).filter((c) => bankOfCard(c.card_no)?.supported).map(cardAnswer) }),
  }),
  defineRoute({
    path: API_PATHS.bindCard.whetherBind,
    tag: 'bankCard',
    summary: 'Whether the user has a bound card',
    auth: 'user',
    body: emptyBody,
    data: whetherBindData,
    handler: ({ user, ctx }) => {
      const count = boundCards(ctx, user.id).length;
      return { bound: count > 0, count };
    },
  }),
  defineRoute({
    path: API_PATHS.bindCard.bindcardstatus,
    tag: 'bankCard',
    summary: 'bindCardStatus: 1 when a card is bound',
    auth: 'user',
    body: emptyBody,
    data: bindCardStatusData,
    handler: ({ user, ctx }) => ({ bindCardStatus: boundCards(ctx, user.id).length > 0 ? (1 as const) : (0 as const) }),
  }),
  defineRoute({
    path: API_PATHS.open.bindCard,
    tag: 'bankCard',
    summary: 'Bind a debit card (reserved mobile confirmed by an SMS code of type "bindCard")',
    auth: 'user',
    once: true,
    body: bindCardBody,
    data: bindCardData,
    handler: ({ body, user, ctx }) => ({ card: cardAnswer(bindCard(ctx, user, body.cardNo, body.mobile, body.code)) }),
  }),
  defineRoute({
    path: API_PATHS.open.openCard,
    tag: 'bankCard',
    summary: 'Bind a card (if not yet bound) and open the account: grants the limit, not yet activated',
    auth: 'user',
    once: true,
    body: bindCardBody,
    data: openCardData,
    handler: ({ body, user, ctx }) => {
      const cardNo = normalizeCardNo(body.cardNo);
      const card = boundCards(ctx, user.id).find((c) => c.card_no === cardNo) ?? bindCard(ctx, user, cardNo, body.mobile, body.code);
      const opened = ctx.crossings.openAccount(ctx, user);
      return { card: cardAnswer(card), openCardStatus: 1 as const, cardQuota: opened.credit_limit_fen, activeStatus: opened.active_status };
    },
  }),
  defineRoute({
    path: API_PATHS.open.changeBindCard,
    tag: 'bankCard',
    summary: 'Replace a bound card by a new one (the new one takes over the default)',
    auth: 'user',
    once: true,
    body: changeBindCardBody,
    data: bindCardData,
    handler: ({ body, user, ctx }) => {
      const old = ownCard(ctx, user.id, body.oldCardId);
      const card = bindCard(ctx, user, body.cardNo, body.mobile, body.code);
      replaceCard(ctx, old, card);
      return { card: cardAnswer(cardById(ctx, card.id)) };
    },
  }),
  defineRoute({
    path: API_PATHS.open.changeAccountMobile,
    tag: 'bankCard',
    summary: "A bound card's reserved mobile changed at the bank: the code of type \"bindCard\" sent to the new mobile, the deal password once set",
    auth: 'user',
    once: true,
    body: changeAccountMobileBody,
    data: bindCardData,
    handler: async ({ body, user, ctx }) => {
      const card = ownCard(ctx, user.id, body.cardId);
      const mobile = normalizeMobile(body.mobile);
      if (mobile === card.reserved_mobile) failWithMessage(SAME_RESERVED_MOBILE);
      if (user.trade_pwd_hash) {
        if (!body.tradePassword) fail(1001);
        await assertOldPassword(ctx, 'trade', user.id, body.tradePassword, user.trade_pwd_hash);
      }
      // Checked outside the write's transaction (a wrong code counts), spent with the write.
      spendCodeWith(ctx, checkCode(ctx, mobile, 'bindCard', body.code, false, { user }), () => setReservedMobile(ctx, card.card_no, mobile));
      return { card: cardAnswer(cardById(ctx, card.id)) };
    },
  }),
  defineRoute({
    path: API_PATHS.open.cancelBindCard,
    tag: 'bankCard',
    summary: 'Unbind a card (deal password needed once set); the last card stays while a loan is outstanding',
    auth: 'user',
    once: true,
    body: cancelBindCardBody,
    data: okData,
    handler: async ({ body, user, ctx }) => {
      ownCard(ctx, user.id, body.cardId);
      if (user.trade_pwd_hash) {
        if (!body.tradePassword) fail(1001);
        await assertOldPassword(ctx, 'trade', user.id, body.tradePassword, user.trade_pwd_hash);
      }
      if (boundCards(ctx, user.id).length === 1 && hasOutstandingLoan(ctx, user.id)) failWithMessage(SERVER_MESSAGES.lastCardWithLoan);
      // The card may have gone while the password was checked.
      unbindCard(ctx, ownCard(ctx, user.id, body.cardId));
      return { ok: true as const };
    },
  }),
];
