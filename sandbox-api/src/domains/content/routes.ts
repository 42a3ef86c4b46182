import type { FastifyInstance } from 'fastify';
import {
  agreementBody, agreementData, API_PATHS, companyData, customerServiceConfigBody, customerServiceConfigData, emptyBody, faqData,
  okData, sandboxAgreementBody, saveComplaintBody, saveComplaintData, type AgreementData, type AgreementKey,
} from '@credit/shared/api';
import type { AppContext } from '../../context';
import { randomBytes } from 'node:crypto';
import { bumpToday } from '../../lib/counterStore';
import { failWithMessage } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import { normalizeMobile } from '../../lib/userStore';
import { AGREEMENTS, COMPANY, FAQ } from './data';
import { agreementOverrideOf, insertComplaint, setAgreementOverride } from './store';
import { WIDGET_SCRIPT } from './widget';

/** Complaints one contact number may file per business day (an anonymous form needs a brake). */
export const COMPLAINTS_PER_MOBILE_PER_DAY = 5;
export const CONTENT_MESSAGES = {
  complaintLimit: '今日提交次数已达上限，请拨打客服热线',
} as const;

/** The agreement as served: a test hook's replacement text when one is set, else the seed. */
function agreementOf(ctx: AppContext, key: AgreementKey): AgreementData {
  const html = agreementOverrideOf(ctx, key);
  return html !== undefined ? { ...AGREEMENTS[key], html } : AGREEMENTS[key];
}

function newComplaintNo(ctx: AppContext): string {
  const day = new Date(ctx.clock.now()).toISOString().slice(0, 10).replace(/-/g, '');
  return `TS${day}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export const contentRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.content.agreement,
    tag: 'content',
    summary: 'One agreement of spec 2.5 by key: title, version, effective date and HTML body (render sanitised)',
    auth: 'none',
    body: agreementBody,
    data: agreementData,
    handler: ({ body, ctx }) => agreementOf(ctx, body.key),
  }),
  defineRoute({
    path: API_PATHS.content.faq,
    tag: 'content',
    summary: 'FAQ: questions and plain-text answers',
    auth: 'none',
    body: emptyBody,
    data: faqData,
    handler: () => FAQ,
  }),
  defineRoute({
    path: API_PATHS.content.company,
    tag: 'content',
    summary: 'Company introduction and licence details (sample values)',
    auth: 'none',
    body: emptyBody,
    data: companyData,
    handler: () => COMPANY,
  }),
  defineRoute({
    path: API_PATHS.sys.customerServiceConfig,
    tag: 'sys',
    summary: 'Customer-service widget config: chat script URL, uid (customer id, empty for a visitor), level, channel',
    auth: 'none',
    body: customerServiceConfigBody,
    data: customerServiceConfigData,
    handler: ({ body, user }) => ({
      scriptUrl: API_PATHS.customerService.widgetScript,
      uid: user?.customer_id ?? '',
      level: user ? (user.active_status ? 'vip' : 'member') : 'visitor',
      channel: body.channel,
    }),
  }),
  defineRoute({
    path: API_PATHS.feedback.saveComplaint,
    tag: 'feedback',
    summary: 'File a complaint (no login): category, content up to 500 characters, optional contact mobile',
    auth: 'none',
    once: true,
    body: saveComplaintBody,
    data: saveComplaintData,
    handler: ({ body, user, ctx }) => {
      const mobile = body.mobile ? normalizeMobile(body.mobile) : null;
      if (mobile && bumpToday(ctx, `complaint:${mobile}`) > COMPLAINTS_PER_MOBILE_PER_DAY) failWithMessage(CONTENT_MESSAGES.complaintLimit);
      const complaintNo = newComplaintNo(ctx);
      insertComplaint(ctx, { complaintNo, category: body.category, content: body.content, mobile, userId: user?.id ?? null });
      return { complaintNo };
    },
  }),
];

/** Test hook: replace one agreement's served body (the e2e suite injects hostile markup through it). */
export const contentHookRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.sandbox.agreement,
    tag: 'sandbox',
    summary: 'Serve `html` for one agreement instead of its seeded text; without html the seed is restored',
    auth: 'none',
    body: sandboxAgreementBody,
    data: okData,
    handler: ({ body, ctx }) => {
      setAgreementOverride(ctx, body.key, body.html);
      return { ok: true as const };
    },
  }),
];

/** The chat script stand-in (JavaScript, not an API envelope), served from the /api origin. */
export function registerWidgetScript(app: FastifyInstance): void {
  app.get(API_PATHS.customerService.widgetScript, (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('X-Content-Type-Options', 'nosniff').send(WIDGET_SCRIPT),
  );
}
