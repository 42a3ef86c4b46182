import { randomBytes } from 'node:crypto';
import {
  API_PATHS, cashFeedbackBody, cashFeedbackData, emptyBody, investigateBody, investigateData, MESSAGES, orderNoBody, queryRouterData,
  type CapitalOrg, type InvestigateData,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { bumpToday } from '../../lib/counterStore';
import { failWithMessage } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import { normalizeMobile } from '../../lib/userStore';
import { orderOf } from './orders';
import { CAPITAL_ORGS } from './funders';
import { capitalOrgCodeOf, insertFeedback, investigationRow, saveInvestigation } from './store';

/**
 * The pages around a loan (spec 2.4, 2.10, 7.3): the order's funding institution (cash/queryRouter), the
 * borrowing feedback (cash micropay feedBack) and the pre-loan questionnaire (loanorder/investigate).
 */

export { CAPITAL_ORGS };

/** Feedbacks one user may leave a day (a form, not a chat). */
export const FEEDBACKS_PER_USER_PER_DAY = 10;

/** The institution lending an order (its contract names it as the lender). */
export const capitalOrgOf = (ctx: AppContext, orderId: number): CapitalOrg => {
  return CAPITAL_ORGS[capitalOrgCodeOf(ctx, orderId)] ?? CAPITAL_ORGS.C01!;
};

function saveFeedback(ctx: AppContext, userId: number, body: { category: string; content: string; mobile: string | null }): string {
  const feedbackNo = `FK${ctx.clock.day().replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;
  insertFeedback(ctx, { feedbackNo, userId, category: body.category, content: body.content, mobile: body.mobile, at: ctx.clock.now() });
  return feedbackNo;
}

function investigationOf(ctx: AppContext, userId: number): InvestigateData {
  const row = investigationRow(ctx, userId);
  if (!row) return { saved: false, occupation: '', repaySource: '', purposeDeclared: false, savedAt: 0 };
  return { saved: true, occupation: row.occupation, repaySource: row.repay_source, purposeDeclared: row.purpose_declared === 1, savedAt: row.saved_at };
}

export const loanExtraRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.cash.queryRouter,
    tag: 'loan',
    summary: "The order's funding institution (资金方): name, licence, registration, regulator, hotline, the lender of the contract; a two-bill loan's slave institution and its share",
    auth: 'user',
    body: orderNoBody,
    data: queryRouterData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      const slaveOrg = o.slave_share_ppm > 0 ? CAPITAL_ORGS[o.slave_org] : undefined;
      return { orderNo: o.order_no, org: capitalOrgOf(ctx, o.id), slave: slaveOrg ? { org: slaveOrg, sharePpm: o.slave_share_ppm } : null };
    },
  }),
  defineRoute({
    path: API_PATHS.cash.feedBack,
    tag: 'loan',
    summary: 'Leave feedback about borrowing: category, text (up to 200 characters), optional contact mobile; 10 a day',
    auth: 'user',
    once: true,
    body: cashFeedbackBody,
    data: cashFeedbackData,
    handler: ({ body, user, ctx }) => {
      if (bumpToday(ctx, `cashFeedback:${user.id}`) > FEEDBACKS_PER_USER_PER_DAY) failWithMessage('今日反馈次数已达上限，请明天再试');
      const mobile = body.mobile ? normalizeMobile(body.mobile) : null;
      return { feedbackNo: saveFeedback(ctx, user.id, { category: body.category, content: body.content, mobile }) };
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.investigate,
    tag: 'loan',
    summary: 'Save the pre-loan questionnaire (贷前调查): occupation, repayment source, the purpose declaration; a full-time student is refused',
    auth: 'user',
    body: investigateBody,
    data: investigateData,
    handler: ({ body, user, ctx }) => {
      if (body.occupation === 'student') failWithMessage(MESSAGES.studentReminder);
      saveInvestigation(ctx, user.id, body.occupation, body.repaySource, ctx.clock.now());
      return investigationOf(ctx, user.id);
    },
  }),
  defineRoute({
    path: API_PATHS.loanorder.queryInvestigate,
    tag: 'loan',
    summary: 'The saved pre-loan questionnaire (saved false and empty answers before the first save)',
    auth: 'user',
    body: emptyBody,
    data: investigateData,
    handler: ({ user, ctx }) => investigationOf(ctx, user.id),
  }),
];
