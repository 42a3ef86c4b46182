import {
  API_PATHS, applyAmountCalBody, applyAmountCalData, applyLoanBody, applyLoanData, aptStatusData, calcLoanFeeData, checkOrderData, contractListBody,
  contractListData, contractUrlBody, contractUrlData, emptyBody, findTempBody, findTempData, isNewUserData, loanDetailData, loanParamsData, loanRecordsData, orderData,
  orderNoBody, pageBody, planRangeBody, planRangeData, queryPayChannelData, saveAmtBody, signingConfirmBody, signingQueryData, submitLoanBody, trialBody,
  trialData, okData, DEFAULT_CAPITAL_CHANNEL, DEFAULT_LOAN_FEN, type LoanOrderStatus, type TrialBody,
} from '@credit/shared/api';
import { dailyRatePpm, FREE_INTEREST_GIFT_DAYS, REPAY_TYPE_TITLES, REPAY_TYPES } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { fail, failWithMessage } from '../../lib/errors';
import { mask, maskCard } from '../../lib/mask';
import { newNumber } from '../../lib/numbers';
import { pageAnswer, pageOf } from '../../lib/paging';
import { spendPayTicket } from '../../lib/payTicketStore';
import { defineRoute, type RouteDef } from '../../lib/route';
import type { UserRow } from '../../lib/userStore';
import { ownCard, boundCards, cardById } from '../bankCard';
import { checkCode, sendCode } from '../sms';
import { billsOfOrder, billViews } from './bills';
import { contractHtml, contractList } from './contractRoutes';
import {
  assertAmount, assertPurpose, availableCredit, cancelOrder, encodeInterestFree, interestFreeOf, isCardSigned, isNewBorrower, LOAN_MESSAGES, maxLoanFen, moveOrder,
  openOrderOf, orderOf, orderSummary, orderTrial, progressOrders, routeFor, trialOf, usableRedPacket, redPacketAnswer, usableRedPackets,
} from './orders';
import { funderOf, funderRecord, OTHER_REPAY_PATH_MESSAGE, repayPathOf } from './funders';
import { hasOverdue } from './productAmounts';
import { LOAN_PURPOSES } from './pricing';
import { deleteDraft, doneFunderSteps, draftOf, insertOrder, orderPage, saveDraft, signCard, takeRedPacket } from './store';

/** The trial of a request: the pricing's rates, spec 9's interest-free claim for a first loan, a red packet. */
export function requestedTerms(ctx: AppContext, user: UserRow, body: { loanAmt: number; period: number; repayType?: string; interestFree?: 'none' | 'months' | 'days'; rmId?: string }) {
  const pricing = ctx.opts.pricing;
  // The funder the router chooses prices the loan (ADR 032); the offers are the product's.
  const { funder } = routeFor(ctx, user.id, body.loanAmt, body.period);
  if (body.interestFree && body.interestFree !== 'none' && !isNewBorrower(ctx, user.id)) failWithMessage(LOAN_MESSAGES.freeInterestUnavailable);
  if (body.interestFree && body.interestFree !== 'none' && body.rmId) failWithMessage(LOAN_MESSAGES.offersDoNotStack);
  const redPacket = usableRedPacket(ctx, user.id, body.rmId, body.loanAmt);
  return {
    terms: {
      principalFen: body.loanAmt,
      periods: body.period,
      repayType: (body.repayType ?? pricing.defaultRepayType) as (typeof REPAY_TYPES)[number],
      monthlyRatePpm: funder.rates.monthlyRatePpm,
      monthlyFeePpm: funder.rates.monthlyFeePpm,
      interestFree: interestFreeOf(pricing, body.interestFree),
      interestDiscountFen: redPacket?.amount_fen ?? 0,
    },
    redPacket,
    funder,
  };
}

export const trialFor = (ctx: AppContext, user: UserRow, body: ReturnType<typeof trialBody.parse>) => trialOf(requestedTerms(ctx, user, body).terms, ctx.clock.day());

/**
 * The trial of the choice the application page starts from (ADR 041; the page's initialAmount and
 * period): the saved amount while it is still one the user may borrow, else the product's default,
 * else its minimum; the saved period while it is offered, else the first; the default repay type.
 * Null when no amount can be lent now. The page uses it only when it starts from the same choice.
 */
function startingTrial(ctx: AppContext, user: UserRow, saved: { loanAmt: number; period: number } | null) {
  const { minLoanFen, stepFen, periods } = ctx.opts.pricing;
  const maxFen = maxLoanFen(ctx, user);
  const valid = (fen: number) => fen > 0 && fen >= minLoanFen && fen <= maxFen && (fen - minLoanFen) % stepFen === 0;
  const loanAmt = [saved?.loanAmt ?? 0, DEFAULT_LOAN_FEN, minLoanFen].find(valid);
  if (loanAmt === undefined) return null;
  const period = saved && periods.includes(saved.period) ? saved.period : periods[0];
  if (period === undefined) return null;
  try {
    return trialFor(ctx, user, { loanAmt, period });
  } catch {
    // Deliberately null: a choice the trial refuses is priced by the page's own trialAmt, which shows the refusal.
    return null;
  }
}

/** Spec 4.3/4.4 and the lender's rules: an opened card, an activated limit, a bound card, nothing overdue. */
function aptStatus(ctx: AppContext, user: UserRow) {
  const facts = {
    openCard: user.open_card_status === 1,
    limitActive: user.active_status === 1,
    cardBound: boundCards(ctx, user.id).length > 0,
    noOverdue: !hasOverdue(ctx, user.id),
    pendingOrderNo: openOrderOf(ctx, user.id)?.order_no ?? '',
  };
  return { ...facts, eligible: facts.openCard && facts.limitActive && facts.cardBound && facts.noOverdue && !facts.pendingOrderNo };
}

export function assertCanBorrow(ctx: AppContext, user: UserRow): void {
  const s = aptStatus(ctx, user);
  if (!s.openCard) failWithMessage(LOAN_MESSAGES.notOpened);
  if (!s.limitActive) failWithMessage(LOAN_MESSAGES.limitInactive);
  if (!s.cardBound) failWithMessage(LOAN_MESSAGES.cardRequired);
  if (!s.noOverdue) failWithMessage(LOAN_MESSAGES.hasOverdue);
  if (s.pendingOrderNo) failWithMessage(LOAN_MESSAGES.orderPending);
}

/** The partner whose orders are submitted by its own application (cash/micropay/applyPay). */
const MICROPAY = 'micropay';

/**
 * Submits a created order (inside the caller's transaction): deal password ticket, signed card, credit
 * held. The platform's own loans are paid out after the delay; a partner's wait for its funder (pushOrder,
 * captital submit, modifyStatus: ADR 032). `via`: the call submitting it (micropay's own, or the platform's).
 */
export function submitOrder(ctx: AppContext, user: UserRow, orderNo: string, payTicket: string, via: 'platform' | 'micropay' = 'platform') {
  const o = orderOf(ctx, user.id, orderNo);
  // micropay's orders are submitted by its own application (cash/micropay/applyPay), and only they are.
  if (via === 'micropay' && o.capital_channel !== MICROPAY) failWithMessage(LOAN_MESSAGES.notMicropayOrder);
  if (via === 'platform' && o.capital_channel === MICROPAY) failWithMessage(LOAN_MESSAGES.micropayApplyOnly);
  if (o.status !== 'created') failWithMessage(LOAN_MESSAGES.orderNotSubmittable);
  if (!user.open_card_status) failWithMessage(LOAN_MESSAGES.notOpened);
  if (!user.active_status) failWithMessage(LOAN_MESSAGES.limitInactive);
  const card = cardById(ctx, o.card_id);
  if (card.status !== 'bound') failWithMessage(LOAN_MESSAGES.cardRequired);
  if (!isCardSigned(ctx, card.id)) failWithMessage(LOAN_MESSAGES.signFirst);
  if (o.principal_fen > availableCredit(ctx, user)) failWithMessage(LOAN_MESSAGES.amountOutOfRange);
  // A partner lends only once the user has done its steps (ADR 033).
  const done = doneFunderSteps(ctx, user.id, o.capital_channel);
  if (funderOf(ctx, o.capital_channel).steps.some((step) => !done.has(step))) failWithMessage(LOAN_MESSAGES.funderStepsMissing);
  if (funderOf(ctx, o.capital_channel).custody && !ctx.crossings.custodyReady(ctx, user.id)) failWithMessage(LOAN_MESSAGES.custodyFirst);
  spendPayTicket(ctx, user, payTicket, { payFor: 'loanSubmit', subject: o.order_no });
  const lendDueAt = o.capital_channel === DEFAULT_CAPITAL_CHANNEL ? ctx.clock.wallNow() + ctx.opts.disburseDelayMs : null;
  if (!moveOrder(ctx, o, ['created'], 'lending', { submitted_at: ctx.clock.now(), lend_due_at: lendDueAt })) failWithMessage(LOAN_MESSAGES.orderNotSubmittable);
  deleteDraft(ctx, user.id);
  return orderOf(ctx, user.id, orderNo);
}

/** Cancels the user's order from the states allowed; the order as it now stands. */
const cancelled = (ctx: AppContext, user: UserRow, orderNo: string, from: readonly LoanOrderStatus[]) => {
  cancelOrder(ctx, orderOf(ctx, user.id, orderNo), from);
  return { order: orderSummary(ctx, orderOf(ctx, user.id, orderNo)) };
};

export const loanRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.loanorder.loanparams,
    tag: 'loan',
    summary: 'The loan product: periods, purposes, repay types, amount range, rates, the first-loan offer, red packets',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: loanParamsData,
    handler: ({ user, ctx }) => {
      const p = ctx.opts.pricing;
      const isNew = isNewBorrower(ctx, user.id);
      return {
        periods: [...p.periods],
        purposes: [...LOAN_PURPOSES],
        repayTypes: REPAY_TYPES.map((type) => ({ type, title: REPAY_TYPE_TITLES[type] })),
        defaultRepayType: p.defaultRepayType,
        loanAmt: DEFAULT_LOAN_FEN,
        minAmt: p.minLoanFen,
        maxAmt: maxLoanFen(ctx, user),
        stepAmt: p.stepFen,
        availableAmt: availableCredit(ctx, user),
        creditLimit: user.credit_limit_fen,
        monthlyRatePpm: p.monthlyRatePpm,
        dailyRatePpm: dailyRatePpm(p.monthlyRatePpm),
        monthlyFeePpm: p.monthlyFeePpm,
        freeFeeUser: isNew ? (1 as const) : (0 as const),
        freeFeePeriods: { configurePeriods: [...p.periods], freePeriods: p.freeMonths, giftDays: FREE_INTEREST_GIFT_DAYS },
        redList: usableRedPackets(ctx, user.id).map(redPacketAnswer),
      };
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.isNewUser,
    tag: 'loan',
    summary: 'Whether the user has never borrowed (the first-loan interest-free offer)',
    auth: 'user',
    body: emptyBody,
    data: isNewUserData,
    handler: ({ user, ctx }) => ({ isNewUser: isNewBorrower(ctx, user.id) ? (1 as const) : (0 as const) }),
  }),
  defineRoute({
    path: API_PATHS.loanorder.saveAmt,
    tag: 'loan',
    summary: 'Keep the amount, period, purpose and card chosen so far (the apply page comes back to them)',
    auth: 'user',
    body: saveAmtBody,
    data: okData,
    handler: ({ body, user, ctx }) => {
      if (body.purposeCode !== undefined) assertPurpose(body.purposeCode);
      if (body.cardId) ownCard(ctx, user.id, body.cardId);
      saveDraft(ctx, user.id, { amountFen: body.loanAmt, periods: body.period, purposeCode: body.purposeCode ?? null, cardId: body.cardId ? Number(body.cardId) : null, at: ctx.clock.now() });
      return { ok: true as const };
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.findTemp,
    tag: 'loan',
    summary: 'The saved choice: period, loanAmt, cardNo (masked), bankName (spec 7.3); withTrial=1 adds the starting choice\'s trial (ADR 041)',
    auth: 'user',
    body: findTempBody,
    data: findTempData,
    handler: ({ body, user, ctx }) => {
      const d = draftOf(ctx, user.id);
      const card = d?.card_id ? cardById(ctx, d.card_id) : undefined;
      const usable = card && card.status === 'bound' && card.user_id === user.id ? card : undefined;
      return {
        period: d?.periods ?? 0,
        loanAmt: d?.amount_fen ?? 0,
        cardNo: usable ? maskCard(usable.card_no) : '',
        bankName: usable?.bank_name ?? '',
        cardId: usable ? String(usable.id) : '',
        purposeCode: d?.purpose_code ?? '',
        saved: d !== undefined,
        ...(body.withTrial ? { trial: startingTrial(ctx, user, d ? { loanAmt: d.amount_fen, period: d.periods } : null) } : {}),
      };
    },
  }),
  defineRoute({
    path: API_PATHS.applyPay.applyAmountCal,
    tag: 'loan',
    summary: 'The amount range open now: from the product minimum to min(available credit, borrowHighestMoney)',
    auth: 'user',
    before: ['progressOrders'],
    body: applyAmountCalBody,
    data: applyAmountCalData,
    handler: ({ user, ctx }) => ({ minAmt: ctx.opts.pricing.minLoanFen, maxAmt: maxLoanFen(ctx, user), stepAmt: ctx.opts.pricing.stepFen, availableAmt: availableCredit(ctx, user) }),
  }),
  defineRoute({
    path: API_PATHS.applyPay.trialAmt,
    tag: 'loan',
    summary: 'Trial: APR (IRR method), daily and monthly rate, interest, fees, discounts and the full schedule',
    auth: 'user',
    body: trialBody,
    data: trialData,
    handler: ({ body, user, ctx }) => trialFor(ctx, user, body),
  }),
  defineRoute({
    path: API_PATHS.applyPay.calcLoanFee,
    tag: 'loan',
    summary: 'The cost of a loan in short: APR, interest, fees, discount, total and the first payment',
    auth: 'user',
    body: trialBody,
    data: calcLoanFeeData,
    handler: ({ body, user, ctx }) => {
      const t = trialFor(ctx, user, body);
      return { aprBp: t.aprBp, interestFen: t.interestFen, feeFen: t.feeFen, discountFen: t.discountFen, totalFen: t.totalFen, firstPaymentFen: t.plan[0]!.totalFen };
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.planRange,
    tag: 'loan',
    summary: 'For an amount: each offered period with its APR, first payment and total (the period picker)',
    auth: 'user',
    body: planRangeBody,
    data: planRangeData,
    handler: ({ body, user, ctx }) => ({
      list: ctx.opts.pricing.periods.map((period) => {
        const t = trialFor(ctx, user, { ...body, period } as ReturnType<typeof trialBody.parse>);
        return { period, aprBp: t.aprBp, firstPaymentFen: t.plan[0]!.totalFen, totalFen: t.totalFen };
      }),
    }),
  }),
  defineRoute({
    path: API_PATHS.applyPay.aptStatus,
    tag: 'loan',
    summary: 'What stands between the user and a loan: opened card, activated limit, bound card, nothing overdue, no pending order',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: aptStatusData,
    handler: ({ user, ctx }) => aptStatus(ctx, user),
  }),
  defineRoute({
    path: API_PATHS.applyPay.apply,
    tag: 'loan',
    summary: 'Create the loan order from the confirmed terms (one unfinished order per user); submit follows',
    auth: 'user',
    before: ['progressOrders'],
    once: true,
    body: applyLoanBody,
    data: applyLoanData,
    handler: ({ body, user, ctx }) => {
      assertCanBorrow(ctx, user);
      assertAmount(ctx, user, body.loanAmt);
      assertPurpose(body.purposeCode);
      const card = ownCard(ctx, user.id, body.cardId);
      const { terms, redPacket, funder } = requestedTerms(ctx, user, body as TrialBody & typeof body);
      const trial = trialOf(terms, ctx.clock.day());
      const p = funder.rates;
      const order = ctx.db.transaction(() => {
        if (openOrderOf(ctx, user.id)) failWithMessage(LOAN_MESSAGES.orderPending);
        const created = insertOrder(ctx, {
          orderNo: newNumber(ctx, 'L'), userId: user.id, status: 'created', principalFen: terms.principalFen, periods: terms.periods, repayType: terms.repayType,
          purposeCode: body.purposeCode, cardId: card.id, monthlyRatePpm: p.monthlyRatePpm, monthlyFeePpm: p.monthlyFeePpm, penaltyDailyPpm: p.penaltyDailyPpm,
          earlyFeePpm: p.earlySettlementFeePpm, interestFree: encodeInterestFree(terms.interestFree), redPacketId: redPacket?.id ?? null, aprBp: trial.aprBp,
          createdAt: ctx.clock.now(), submittedAt: null, lendDueAt: null, funder: funderRecord(funder),
        });
        if (redPacket && !takeRedPacket(ctx, redPacket.id, created.id)) failWithMessage(LOAN_MESSAGES.redPacketUnusable);
        return created;
      })();
      return { order: orderSummary(ctx, order), trial };
    },
  }),
  defineRoute({
    path: API_PATHS.signing.query,
    tag: 'loan',
    summary: "Signing protocol (spec 4.7), step 1: whether the order's card has signed the withholding agreement",
    auth: 'user',
    body: orderNoBody,
    data: signingQueryData,
    handler: ({ body, user, ctx }) => {
      const card = cardById(ctx, orderOf(ctx, user.id, body.orderNo).card_id);
      return { signed: isCardSigned(ctx, card.id) ? 1 : 0, bankName: card.bank_name, cardNo: maskCard(card.card_no), mobile: mask(card.reserved_mobile) } as const;
    },
  }),
  defineRoute({
    path: API_PATHS.signing.apply,
    tag: 'loan',
    summary: "Signing, step 2: an SMS code (type \"sign\") to the card's reserved mobile",
    auth: 'user',
    body: orderNoBody,
    data: signingQueryData,
    handler: ({ body, user, ctx }) => {
      const card = cardById(ctx, orderOf(ctx, user.id, body.orderNo).card_id);
      if (!isCardSigned(ctx, card.id)) sendCode(ctx, card.reserved_mobile, 'sign', { user });
      return { signed: isCardSigned(ctx, card.id) ? 1 : 0, bankName: card.bank_name, cardNo: maskCard(card.card_no), mobile: mask(card.reserved_mobile) } as const;
    },
  }),
  defineRoute({
    path: API_PATHS.signing.confirm,
    tag: 'loan',
    summary: 'Signing, step 3: the code signs the agreement for the card',
    auth: 'user',
    once: true,
    body: signingConfirmBody,
    data: signingQueryData,
    handler: ({ body, user, ctx }) => {
      const card = cardById(ctx, orderOf(ctx, user.id, body.orderNo).card_id);
      if (!isCardSigned(ctx, card.id)) {
        checkCode(ctx, card.reserved_mobile, 'sign', body.code, true, { user });
        signCard(ctx, card.id, ctx.clock.now());
      }
      return { signed: 1, bankName: card.bank_name, cardNo: maskCard(card.card_no), mobile: mask(card.reserved_mobile) } as const;
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.submit,
    tag: 'loan',
    summary: "Submit the order (Idempotency-Key required): deal password ticket, signed card, credit held; paid out after a delay (micropay's orders: cash/micropay/applyPay, 40403 here)",
    auth: 'user',
    money: true,
    body: submitLoanBody,
    data: orderData,
    handler: ({ body, user, ctx }) => {
      const order = ctx.db.transaction(() => submitOrder(ctx, user, body.orderNo, body.payTicket))();
      progressOrders(ctx, user.id);
      return { order: orderSummary(ctx, orderOf(ctx, user.id, order.order_no)) };
    },
  }),
  defineRoute({
    path: API_PATHS.applyPay.applyStatus,
    tag: 'loan',
    summary: "An order's state (the result page polls it until repaying, failed or its own time-out)",
    auth: 'user',
    before: ['progressOrders'],
    body: orderNoBody,
    data: orderData,
    handler: ({ body, user, ctx }) => ({ order: orderSummary(ctx, orderOf(ctx, user.id, body.orderNo)) }),
  }),
  defineRoute({
    path: API_PATHS.loanorder.cancel,
    tag: 'loan',
    summary: 'Cancel an order not yet submitted',
    auth: 'user',
    before: ['progressOrders'],
    once: true,
    body: orderNoBody,
    data: orderData,
    handler: ({ body, user, ctx }) => cancelled(ctx, user, body.orderNo, ['created']),
  }),
  defineRoute({
    path: API_PATHS.loanorder.cancelLoanOrder,
    tag: 'loan',
    summary: 'Cancel an order before it is paid out (created or lending); the credit comes back',
    auth: 'user',
    before: ['progressOrders'],
    once: true,
    body: orderNoBody,
    data: orderData,
    handler: ({ body, user, ctx }) => cancelled(ctx, user, body.orderNo, ['created', 'lending']),
  }),
  defineRoute({
    path: API_PATHS.loanorder.checkOrder,
    tag: 'loan',
    summary: 'The unfinished order (created or lending), if any: a new application waits for it',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: checkOrderData,
    handler: ({ user, ctx }) => {
      const o = openOrderOf(ctx, user.id);
      return { order: o ? orderSummary(ctx, o) : null };
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.records,
    tag: 'loan',
    summary: 'The user\'s loan orders, newest first (20 a page)',
    auth: 'user',
    before: ['progressOrders'],
    body: pageBody,
    data: loanRecordsData,
    handler: ({ body, user, ctx }) => {
      const page = pageOf(body);
      const { total, rows } = orderPage(ctx, user.id, page);
      return pageAnswer(page, total, rows.map((o) => orderSummary(ctx, o)));
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.detail,
    tag: 'loan',
    summary: 'One order: its terms, the schedule it was sold with, and its bills as they stand today',
    auth: 'user',
    before: ['progressOrders'],
    body: orderNoBody,
    data: loanDetailData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      return { order: orderSummary(ctx, o), trial: orderTrial(ctx, o), bills: billViews(billsOfOrder(ctx, o.id), ctx.clock.day()) };
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.contractList,
    tag: 'loan',
    summary: 'The contracts of a loan (templates without an order)',
    auth: 'user',
    body: contractListBody,
    data: contractListData,
    handler: ({ body, user, ctx }) => {
      if (body.orderNo) orderOf(ctx, user.id, body.orderNo);
      return { list: contractList() };
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.contractUrl,
    tag: 'loan',
    summary: "A contract's text, filled with the order's parties and figures (a template without an order: open to guests, /loanAgreementItem)",
    auth: 'none',
    before: ['progressOrders'],
    body: contractUrlBody,
    data: contractUrlData,
    handler: ({ body, user, ctx }) => {
      if (!body.orderNo) return contractHtml(ctx, undefined, body.key, undefined);
      if (!user) fail(1008);
      return contractHtml(ctx, user, body.key, orderOf(ctx, user.id, body.orderNo));
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.queryPayChannel,
    tag: 'loan',
    summary: 'How an order can be repaid: the bound card, the signed withholding protocol, Alipay (the card only for an order a partner repays on its own path)',
    auth: 'user',
    before: ['progressOrders'],
    body: orderNoBody,
    data: queryPayChannelData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      const card = cardById(ctx, o.card_id);
      const signed = isCardSigned(ctx, card.id);
      // A partner repays its orders on its own path (ADR 036): by the card there, never by protocol or Alipay.
      const otherPath = repayPathOf(o.capital_channel) !== 'platform';
      const refused = otherPath ? OTHER_REPAY_PATH_MESSAGE : '';
      return {
        list: [
          { channel: 'bankCard' as const, title: `${card.bank_name}（尾号${card.card_no.slice(-4)}）`, enabled: card.status === 'bound', note: '' },
          { channel: 'protocol' as const, title: '协议代扣', enabled: signed && !otherPath, note: refused || (signed ? '' : '银行卡尚未签约代扣协议') },
          { channel: 'alipay' as const, title: '支付宝', enabled: !otherPath, note: refused },
        ],
      };
    },
  }),
];
