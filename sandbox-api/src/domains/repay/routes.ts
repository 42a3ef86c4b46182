import { randomBytes } from 'node:crypto';
import {
  API_PATHS, activeRepayBody, billDetailBody, billDetailData, billListBody, billListData, checkPwdPaymentBody, checkPwdPaymentData, earlyQuoteData,
  earlyRepayBody, emptyBody, mergedApplyBody, monthBillData, myBorrowingData, orderNoBody, pageBody, planPaySelectBody, protocolPaymentBody,
  repayApplyData, repayConfirmBody, repayHistoryData, repaymentData, repayNoBody, repayQuote, thirdRepayBody, thirdRepayData,
} from '@credit/shared/api';
import { dueTotal } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { failWithMessage, fail } from '../../lib/errors';
import { pageAnswer, pageOf } from '../../lib/paging';
import { issuePayTicket, spendPayTicket } from '../../lib/payTicketStore';
import { defineRoute, type RouteDef } from '../../lib/route';
import { assertOldPassword } from '../../lib/accountRules';
import { billsById, billsOfOrder, billsOfUser, billViews, dueNow, dueOf, quoteOf, creditorsOf, funderOf, lenderOf, repayPathOf, isCardSigned, orderOf, ordersOfUser } from '../loan';
import {
  confirm, createRepayment, earlyQuote, execute, refreshRepayment, REPAY_MESSAGES, repaymentByNo, repaymentView, selectBills, selectPeriods, settleEarly, totalDue,
} from './repayments';
import { listedRepayments, paymentsOfBill } from './store';
import { assertEarlySettlement, assertPlatformPath, FUNDER_REPAY_MESSAGES, onPlatformPath } from './funderRepayRoutes';

/** A chosen-periods quote of one order. */
const periodsQuote = (ctx: AppContext, userId: number, orderNo: string, periods: string) => {
  const bills = selectPeriods(ctx, orderOf(ctx, userId, orderNo), periods);
  return quoteOf(bills, ctx.clock.day(), billsOfUser(ctx, userId));
};

export const repayRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.repayment.checkPwdPayment,
    tag: 'repay',
    summary: 'Check the deal password before money moves: a ticket for the one money call named (payFor, subject, amountFen) within 5 minutes (wrong 2006, daily cap 2016)',
    auth: 'user',
    answerHoldsSecret: true,
    body: checkPwdPaymentBody,
    data: checkPwdPaymentData,
    handler: async ({ body, user, ctx }) => {
      await assertOldPassword(ctx, 'trade', user.id, body.password, user.trade_pwd_hash ?? fail(2007));
      return issuePayTicket(ctx, user, { payFor: body.payFor, subject: body.subject, amountFen: body.amountFen });
    },
  }),
  defineRoute({
    path: API_PATHS.repayment.planPaySelect,
    tag: 'repay',
    summary: 'Quote chosen periods of one order: period N takes every earlier unpaid one; split into principal, interest, fee, penalty',
    auth: 'user',
    before: ['progressOrders'],
    body: planPaySelectBody,
    data: repayQuote,
    handler: ({ body, user, ctx }) => periodsQuote(ctx, user.id, body.orderNo, body.periods),
  }),
  defineRoute({
    path: API_PATHS.repayment.oneOrderPaySelect,
    tag: 'repay',
    summary: 'Quote what one order owes now: its overdue periods and its current one',
    auth: 'user',
    before: ['progressOrders'],
    body: orderNoBody,
    data: repayQuote,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      return quoteOf(dueNow(billsOfOrder(ctx, o.id), ctx.clock.day()), ctx.clock.day(), billsOfUser(ctx, user.id));
    },
  }),
  defineRoute({
    path: API_PATHS.applyPay.repay,
    tag: 'repay',
    summary: 'Active repayment from the bound card (Idempotency-Key required): chosen periods, in full or in part (at least 1 yuan)',
    auth: 'user',
    before: ['progressOrders'],
    money: true,
    body: activeRepayBody,
    data: repaymentData,
    handler: ({ body, user, ctx }) => {
      const r = ctx.db.transaction(() => {
        const order = orderOf(ctx, user.id, body.orderNo);
        // An order its funder repays on its own path (whole periods) is not paid here (ADR 033).
        assertPlatformPath(ctx, order);
        const bills = selectPeriods(ctx, order, body.periods);
        const due = totalDue(ctx, bills);
        const amount = body.amountFen ?? due;
        if (amount > due) failWithMessage(REPAY_MESSAGES.tooMuch);
        if (amount < Math.min(100, due)) failWithMessage(REPAY_MESSAGES.tooLittle);
        spendPayTicket(ctx, user, body.payTicket, { payFor: 'activeRepay', subject: body.orderNo, amountFen: body.amountFen });
        return execute(ctx, createRepayment(ctx, user, 'active', bills, amount));
      })();
      return repaymentView(ctx, r);
    },
  }),
  defineRoute({
    path: API_PATHS.repayment.protocolPayment,
    tag: 'repay',
    summary: "Protocol payment (Idempotency-Key required): withheld through the card's signed agreement (an order a partner repays on its own path: 40403)",
    auth: 'user',
    before: ['progressOrders'],
    money: true,
    body: protocolPaymentBody,
    data: repaymentData,
    handler: ({ body, user, ctx }) => {
      const r = ctx.db.transaction(() => {
        const order = orderOf(ctx, user.id, body.orderNo);
        assertPlatformPath(ctx, order);
        if (!isCardSigned(ctx, order.card_id)) failWithMessage(REPAY_MESSAGES.notSigned);
        const bills = selectPeriods(ctx, order, body.periods);
        spendPayTicket(ctx, user, body.payTicket, { payFor: 'protocolPayment', subject: order.order_no });
        return execute(ctx, createRepayment(ctx, user, 'protocol', bills, totalDue(ctx, bills)));
      })();
      return repaymentView(ctx, r);
    },
  }),
  defineRoute({
    path: API_PATHS.repayment.repayOneKeyApply,
    tag: 'repay',
    summary: "One-key repayment, step 1: everything owed now across the orders repaid on the platform's path (a partner's own path repays the rest, ADR 036), as a repayment to confirm",
    auth: 'user',
    before: ['progressOrders'],
    once: true,
    body: emptyBody,
    data: repayApplyData,
    handler: ({ user, ctx }) => {
      const all = billsOfUser(ctx, user.id);
      const bills = dueNow(all, ctx.clock.day()).filter(onPlatformPath);
      const r = createRepayment(ctx, user, 'oneKey', bills, totalDue(ctx, bills));
      return { repayment: repaymentView(ctx, r), quote: quoteOf(bills, ctx.clock.day(), all) };
    },
  }),
  defineRoute({
    path: API_PATHS.repayment.repayOneKeyConfirm,
    tag: 'repay',
    summary: 'One-key repayment, step 2 (Idempotency-Key required): the deal password ticket moves the money once',
    auth: 'user',
    money: true,
    body: repayConfirmBody,
    data: repaymentData,
    handler: ({ body, user, ctx }) => repaymentView(ctx, confirm(ctx, user, repaymentByNo(ctx, user.id, body.repayNo), body.payTicket)),
  }),
  defineRoute({
    path: API_PATHS.repayment.megerRepaymentApply,
    tag: 'repay',
    summary: "Merged-bill repayment, step 1: chosen bills across orders (each with its earlier unpaid periods); a bill of an order a partner repays on its own path answers 40403",
    auth: 'user',
    before: ['progressOrders'],
    once: true,
    body: mergedApplyBody,
    data: repayApplyData,
    handler: ({ body, user, ctx }) => {
      const bills = selectBills(ctx, user.id, body.billIds.split(',').map(Number));
      if (!bills.every(onPlatformPath)) failWithMessage(FUNDER_REPAY_MESSAGES.otherPath);
      const r = createRepayment(ctx, user, 'merged', bills, totalDue(ctx, bills));
      return { repayment: repaymentView(ctx, r), quote: quoteOf(bills, ctx.clock.day(), billsOfUser(ctx, user.id)) };
    },
  }),
  defineRoute({
    path: API_PATHS.repayment.megerRepaymentConfirm,
    tag: 'repay',
    summary: 'Merged-bill repayment, step 2 (Idempotency-Key required)',
    auth: 'user',
    money: true,
    body: repayConfirmBody,
    data: repaymentData,
    handler: ({ body, user, ctx }) => repaymentView(ctx, confirm(ctx, user, repaymentByNo(ctx, user.id, body.repayNo), body.payTicket)),
  }),
  defineRoute({
    path: API_PATHS.repayment.repaymentInterest,
    tag: 'repay',
    summary: 'Early settlement quote: overdue in full, principal owed, interest to today, the early fee, and what it saves',
    auth: 'user',
    before: ['progressOrders'],
    body: orderNoBody,
    data: earlyQuoteData,
    handler: ({ body, user, ctx }) => {
      const { bills: _b, current: _c, interestToDay: _i, ...quote } = earlyQuote(ctx, orderOf(ctx, user.id, body.orderNo));
      return quote;
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.repay,
    tag: 'repay',
    summary: 'Early settlement (Idempotency-Key required): pays the quoted total; a changed quote answers 40403',
    auth: 'user',
    before: ['progressOrders'],
    money: true,
    body: earlyRepayBody,
    data: repaymentData,
    handler: ({ body, user, ctx }) => {
      const order = orderOf(ctx, user.id, body.orderNo);
      // A funder that does not take early settlement (repaymentInterestContent says so) refuses it.
      assertEarlySettlement(ctx, order);
      return repaymentView(ctx, settleEarly(ctx, user, order, body.payTicket, body.totalFen));
    },
  }),
  defineRoute({
    path: API_PATHS.thirdRepay.calAmt,
    tag: 'repay',
    summary: "Alipay repayment, step 1: the amount for chosen periods (an order a partner repays on its own path: 40403)",
    auth: 'user',
    before: ['progressOrders'],
    body: thirdRepayBody,
    data: repayQuote,
    handler: ({ body, user, ctx }) => {
      assertPlatformPath(ctx, orderOf(ctx, user.id, body.orderNo));
      return periodsQuote(ctx, user.id, body.orderNo, body.periods);
    },
  }),
  defineRoute({
    path: API_PATHS.thirdRepay.repay,
    tag: 'repay',
    summary: "Alipay repayment, step 2 (Idempotency-Key required): a payment at the stand-in cashier; poll aliPayResearch every resultInterval s (an order a partner repays on its own path: 40403)",
    auth: 'user',
    before: ['progressOrders'],
    money: true,
    body: thirdRepayBody,
    data: thirdRepayData,
    handler: ({ body, user, ctx }) => {
      const order = orderOf(ctx, user.id, body.orderNo);
      assertPlatformPath(ctx, order);
      const bills = selectPeriods(ctx, order, body.periods);
      const payId = randomBytes(16).toString('hex');
      const r = createRepayment(ctx, user, 'alipay', bills, totalDue(ctx, bills), 'processing', payId);
      return { repayment: repaymentView(ctx, r), payUrl: API_PATHS.thirdRepay.cashier.replace(':payId', payId) };
    },
  }),
  defineRoute({
    path: API_PATHS.thirdRepay.aliPayResearch,
    tag: 'repay',
    summary: 'Alipay repayment, step 3: its state (processing until the cashier is paid or fails; closed, failed, once another payment paid its bills)',
    auth: 'user',
    body: repayNoBody,
    data: repaymentData,
    handler: ({ body, user, ctx }) => repaymentView(ctx, refreshRepayment(ctx, repaymentByNo(ctx, user.id, body.repayNo))),
  }),
  defineRoute({
    path: API_PATHS.repayment.status,
    tag: 'repay',
    summary: "A repayment's state: processing, success, partial, failed, refunded (a processing one finishes once its channel answers)",
    auth: 'user',
    body: repayNoBody,
    data: repaymentData,
    handler: ({ body, user, ctx }) => repaymentView(ctx, refreshRepayment(ctx, repaymentByNo(ctx, user.id, body.repayNo))),
  }),
  defineRoute({
    path: API_PATHS.repayment.history,
    tag: 'repay',
    summary: 'Repayments, newest first (20 a page), without the ones never confirmed',
    auth: 'user',
    body: pageBody,
    data: repayHistoryData,
    handler: ({ body, user, ctx }) => {
      const page = pageOf(body);
      const { total, rows } = listedRepayments(ctx, user.id, page);
      return pageAnswer(page, total, rows.map((r) => repaymentView(ctx, refreshRepayment(ctx, r))));
    },
  }),
  defineRoute({
    path: API_PATHS.bill.monthBill,
    tag: 'bill',
    summary: "The month bill: overdue bills, those due by the end of this month, and each order's current period, across orders",
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: monthBillData,
    handler: ({ user, ctx }) => {
      const today = ctx.clock.day();
      const monthEnd = `${today.slice(0, 7)}-31`;
      const all = billsOfUser(ctx, user.id);
      // Late in a month the next payment falls in the next one: it is still this bill's to show.
      const current = new Set(dueNow(all, today));
      const bills = all.filter((b) => b.paid_day === null && (b.due_day <= monthEnd || current.has(b)));
      const views = billViews(bills, today, all);
      const overdue = views.filter((b) => b.status === 'overdue');
      const next = all.find((b) => b.paid_day === null && b.due_day >= today);
      return {
        month: today.slice(0, 7),
        today,
        totalFen: views.reduce((n, b) => n + b.dueFen, 0),
        overdueFen: overdue.reduce((n, b) => n + b.dueFen, 0),
        overdueCount: overdue.length,
        nextDueDay: next?.due_day ?? '',
        bills: views,
      };
    },
  }),
  defineRoute({
    path: API_PATHS.bill.myBorrowingPage,
    tag: 'bill',
    summary: 'My borrowing: each order being repaid with its progress and next payment, its funder, lender and repayment path',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: myBorrowingData,
    handler: ({ user, ctx }) => {
      const today = ctx.clock.day();
      const all = billsOfUser(ctx, user.id);
      const orders = ordersOfUser(ctx, user.id, ['repaying']);
      const list = orders.map((o) => {
        const bills = all.filter((b) => b.order_id === o.id);
        const next = bills.find((b) => b.paid_day === null);
        return {
          orderNo: o.order_no, loanAmt: o.principal_fen, period: o.periods, paidPeriods: bills.filter((b) => b.paid_day !== null).length, status: o.status,
          nextDueDay: next?.due_day ?? '', nextDueFen: next ? dueTotal(dueOf(next, today)) : 0,
          capitalChannel: o.capital_channel, lenderName: lenderOf(funderOf(ctx, o.capital_channel)).contractParty, creditors: creditorsOf(o), repayPath: repayPathOf(o.capital_channel),
        };
      });
      return {
        outstandingPrincipalFen: all.reduce((n, b) => n + b.principal_fen - b.paid_principal_fen, 0),
        dueNowFen: totalDue(ctx, dueNow(all, today)),
        orders: list,
      };
    },
  }),
  defineRoute({
    path: API_PATHS.bill.list,
    tag: 'bill',
    summary: 'Bills across orders (merged bills) or of one order, by status; overdue first',
    auth: 'user',
    before: ['progressOrders'],
    body: billListBody,
    data: billListData,
    handler: ({ body, user, ctx }) => {
      const today = ctx.clock.day();
      const all = billsOfUser(ctx, user.id);
      const orderId = body.orderNo ? orderOf(ctx, user.id, body.orderNo).id : undefined;
      const views = billViews(all, today).filter((_bill, i) => orderId === undefined || all[i]!.order_id === orderId);
      const status = body.status ?? 'all';
      const bills = views.filter((b) => status === 'all' || (status === 'paid' ? b.status === 'paid' : status === 'overdue' ? b.status === 'overdue' : b.status !== 'paid'));
      return { bills, totalDueFen: bills.reduce((n, b) => n + b.dueFen, 0) };
    },
  }),
  defineRoute({
    path: API_PATHS.bill.detail,
    tag: 'bill',
    summary: 'One bill as it stands today, with the payments that touched it',
    auth: 'user',
    before: ['progressOrders'],
    body: billDetailBody,
    data: billDetailData,
    handler: ({ body, user, ctx }) => {
      const [bill] = billsById(ctx, user.id, [Number(body.billId)]);
      if (!bill) failWithMessage('账单不存在');
      const [view] = billViews([bill], ctx.clock.day(), billsOfUser(ctx, user.id));
      const payments = paymentsOfBill(ctx, bill.id);
      return {
        bill: view!,
        payments: payments.map((p) => ({ repayNo: p.repay_no, principalFen: p.principal_fen, interestFen: p.interest_fen, feeFen: p.fee_fen, penaltyFen: p.penalty_fen, paidAt: p.paid_at })),
      };
    },
  }),
];
