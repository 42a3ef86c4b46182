import {
  API_PATHS, crawlerDataBody, funderStepsData, labelUserBody, orderNoBody, signingConfirmBody, signingQueryData, suningQueryData,
  type FunderStep, type FunderStepsData,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { failWithMessage } from '../../lib/errors';
import { mask, maskCard } from '../../lib/mask';
import { defineRoute, type RouteDef } from '../../lib/route';
import { type UserRow, assertContactsNotOwn } from '../../lib/userStore';
import { cardById } from '../bankCard';
import { assertKnownCodes } from '../dicdata';
import { checkCode, sendCode } from '../sms';
import { creditorsOf, funderOf, lenderOf, type Funder } from './funders';
import { LOAN_MESSAGES, orderOf, type OrderRow } from './orders';
import { doneFunderSteps, markFunderStep } from './store';

/**
 * The partner steps (spec 7.3, ADR 033): what a partner funder needs of the user before it lends, done
 * for the order routed to it (its funder and its card), each once per user and funder, in the funder's
 * order: an account at micropay (openAccount, bindCard, labelUser), a partner's own withholding signing
 * (the main or jg variant of query → apply → confirm), suning's payment verification (query → apply →
 * verify), the credit-router profile set (customer/crawlerData). webRouter says which is next; submit
 * refuses an order whose funder still waits for one.
 */

export const STEP_MESSAGES = {
  notNeeded: '该资金方无需此步骤',
  previousFirst: '请先完成上一步',
  notRealNamed: '请先完成实名认证',
  cardUnusable: '收款银行卡不可用，请更换后重试',
} as const;

/** The steps of an order's funder, each done or not, and the next one. */
export function stepsOf(ctx: AppContext, user: UserRow, o: OrderRow): FunderStepsData {
  const funder = funderOf(ctx, o.capital_channel);
  const done = doneFunderSteps(ctx, user.id, funder.code);
  const steps = funder.steps.map((step) => ({ step, done: done.has(step) }));
  return { orderNo: o.order_no, capitalChannel: funder.code, lenderName: lenderOf(funder).contractParty, creditors: creditorsOf(o), steps, next: steps.find((s) => !s.done)?.step ?? null };
}

/** The user's created order whose funder needs `step`, every earlier step of it done. */
function orderAtStep(ctx: AppContext, user: UserRow, orderNo: string, step: FunderStep): { o: OrderRow; funder: Funder; done: boolean } {
  const o = orderOf(ctx, user.id, orderNo);
  if (o.status !== 'created') failWithMessage(LOAN_MESSAGES.orderNotSubmittable);
  const funder = funderOf(ctx, o.capital_channel);
  const at = funder.steps.indexOf(step);
  if (at < 0) failWithMessage(STEP_MESSAGES.notNeeded);
  const done = doneFunderSteps(ctx, user.id, funder.code);
  if (funder.steps.slice(0, at).some((s) => !done.has(s))) failWithMessage(STEP_MESSAGES.previousFirst);
  return { o, funder, done: done.has(step) };
}

/** A step without a code: recorded with its answers; the order's steps answered. */
function recordStep(ctx: AppContext, user: UserRow, orderNo: string, step: FunderStep, data: Record<string, string> = {}, check?: (o: OrderRow) => void): FunderStepsData {
  const { o, funder } = orderAtStep(ctx, user, orderNo, step);
  check?.(o);
  markFunderStep(ctx, user.id, funder.code, step, ctx.clock.now(), data);
  return stepsOf(ctx, user, o);
}

/** A step confirmed by an SMS code to the order's card's reserved mobile (a partner's signing, suning's verification). */
function codeStepRoutes(paths: { query: string; apply: string; confirm: string }, step: 'mainSigning' | 'jgSigning' | 'suningVerify', what: string): RouteDef[] {
  const state = (ctx: AppContext, o: OrderRow, done: boolean) => {
    const card = cardById(ctx, o.card_id);
    return { flag: done ? (1 as const) : (0 as const), bankName: card.bank_name, cardNo: maskCard(card.card_no), mobile: mask(card.reserved_mobile) };
  };
  const answer = (s: ReturnType<typeof state>) =>
    step === 'suningVerify' ? { verified: s.flag, bankName: s.bankName, cardNo: s.cardNo, mobile: s.mobile } : { signed: s.flag, bankName: s.bankName, cardNo: s.cardNo, mobile: s.mobile };
  const data = step === 'suningVerify' ? suningQueryData : signingQueryData;
  return [
    defineRoute({
      path: paths.query,
      tag: 'loan',
      summary: `${what}, step 1: whether it is done for the order's funder, and where its code goes`,
      auth: 'user',
      body: orderNoBody,
      data,
      handler: ({ body, user, ctx }) => {
        const { o, done } = orderAtStep(ctx, user, body.orderNo, step);
        return answer(state(ctx, o, done));
      },
    }),
    defineRoute({
      path: paths.apply,
      tag: 'loan',
      summary: `${what}, step 2: an SMS code (type "sign") to the order's card's reserved mobile`,
      auth: 'user',
      body: orderNoBody,
      data,
      handler: ({ body, user, ctx }) => {
        const { o, done } = orderAtStep(ctx, user, body.orderNo, step);
        if (!done) sendCode(ctx, cardById(ctx, o.card_id).reserved_mobile, 'sign', { user });
        return answer(state(ctx, o, done));
      },
    }),
    defineRoute({
      path: paths.confirm,
      tag: 'loan',
      summary: `${what}, step 3: the code confirms it for the order's funder`,
      auth: 'user',
      once: true,
      body: signingConfirmBody,
      data,
      handler: ({ body, user, ctx }) => {
        const { o, funder, done } = orderAtStep(ctx, user, body.orderNo, step);
        if (!done) {
          checkCode(ctx, cardById(ctx, o.card_id).reserved_mobile, 'sign', body.code, true, { user });
          markFunderStep(ctx, user.id, funder.code, step, ctx.clock.now(), { cardId: String(o.card_id) });
        }
        return answer(state(ctx, o, true));
      },
    }),
  ];
}

export const partnerStepRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.micropay.webRouter,
    tag: 'loan',
    summary: "The partner steps of an order's funder, each done or not, and the next one (null: none left, the confirm page)",
    auth: 'user',
    body: orderNoBody,
    data: funderStepsData,
    handler: ({ body, user, ctx }) => stepsOf(ctx, user, orderOf(ctx, user.id, body.orderNo)),
  }),
  defineRoute({
    path: API_PATHS.micropay.openAccount,
    tag: 'loan',
    summary: 'micropay: open the account at the partner in the verified name of the user',
    auth: 'user',
    once: true,
    body: orderNoBody,
    data: funderStepsData,
    handler: ({ body, user, ctx }) =>
      recordStep(ctx, user, body.orderNo, 'openAccount', {}, () => {
        if (!user.name || !user.cert_id) failWithMessage(STEP_MESSAGES.notRealNamed);
      }),
  }),
  defineRoute({
    path: API_PATHS.micropay.bindCard,
    tag: 'loan',
    summary: "micropay: bind the order's card to the partner account",
    auth: 'user',
    once: true,
    body: orderNoBody,
    data: funderStepsData,
    handler: ({ body, user, ctx }) =>
      recordStep(ctx, user, body.orderNo, 'bindCard', {}, (o) => {
        if (cardById(ctx, o.card_id).status !== 'bound') failWithMessage(STEP_MESSAGES.cardUnusable);
      }),
  }),
  defineRoute({
    path: API_PATHS.micropay.labelUser,
    tag: 'loan',
    summary: "micropay: the partner's label of the user (monthly income band)",
    auth: 'user',
    once: true,
    body: labelUserBody,
    data: funderStepsData,
    handler: ({ body, user, ctx }) => recordStep(ctx, user, body.orderNo, 'labelUser', { incomeLevel: body.incomeLevel }),
  }),
  defineRoute({
    path: API_PATHS.customer.crawlerData,
    tag: 'loan',
    summary: "The credit-router profile set the order's funder asks for: the supplementary profile's fields and its relative and friend contacts, same rules, every field but the company phone required; recorded per user and funder, the supplementary profile unchanged",
    auth: 'user',
    once: true,
    body: crawlerDataBody,
    data: funderStepsData,
    handler: ({ body, user, ctx }) => {
      const { orderNo, ...profile } = body;
      assertKnownCodes(profile);
      assertContactsNotOwn(user, [profile.relativePhone, profile.friendPhone]);
      const given = Object.fromEntries(Object.entries(profile).filter((e): e is [string, string] => e[1] !== undefined));
      return recordStep(ctx, user, orderNo, 'profile', given);
    },
  }),
  ...codeStepRoutes(API_PATHS.mainSigning, 'mainSigning', "A partner's withholding signing (main)"),
  ...codeStepRoutes(API_PATHS.jgSigning, 'jgSigning', "jg's withholding signing"),
  ...codeStepRoutes({ query: API_PATHS.suning.query, apply: API_PATHS.suning.apply, confirm: API_PATHS.suning.verify }, 'suningVerify', "suning's payment verification"),
];
