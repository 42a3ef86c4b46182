import type { FastifyInstance, FastifyReply } from 'fastify';
import { activateQuery, API_PATHS, emptyBody, handoffCodeData } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { formatMoney } from '@credit/shared/money';
import { ACCOUNT_MESSAGES } from '../../lib/catalogue';
import { escapeHtml, privateAnswer, standAlonePage } from '../../lib/html';
import { SERVER_MESSAGES } from '../../lib/errors';
import { allowedUrl } from '../../lib/returnUrl';
import { defineRoute, type RouteDef } from '../../lib/route';
import { HANDOFF_FORM_CODE_TTL_MS, HANDOFF_URL_CODE_TTL_MS, issueHandoffCode, sessionOfToken, type SessionRow, spendHandoffCode } from '../account';
import { userById, type UserRow } from '../../lib/userStore';
import { sha256 } from '../../lib/crypto';
import { activateLimit } from './store';

/**
 * The "external quota-activation page" of spec 4.4, played by the sandbox: a small page whose button
 * activates the limit and then returns to `returnUrl`, but only to an allowed origin. The app opens it
 * with a one-time code (`quota/activate/code`), never the session token: a URL reaches access logs
 * and Referers (ADR 024). The page's form carries a code of its own.
 */
const PAGE_TEXT = {
  title: '额度激活',
  limit: '您的授信额度',
  activate: '立即激活',
  activated: '额度已激活',
  back: '返回',
};

const page = (reply: FastifyReply, body: string): FastifyReply => standAlonePage(reply, PAGE_TEXT.title, body);

const message = (text: string, returnUrl?: URL) =>
  `<p role="status">${escapeHtml(text)}</p>${returnUrl ? `<a class="btn" href="${escapeHtml(returnUrl.toString())}">${PAGE_TEXT.back}</a>` : ''}`;

export const quotaRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.quota.activateCode,
    tag: 'quota',
    summary: 'A one-time code (60 s) that opens the quota-activation page for this session',
    auth: 'user',
    body: emptyBody,
    data: handoffCodeData,
    handler: ({ token, ctx }) => ({ code: issueHandoffCode(ctx, sha256(token!), 'quota', HANDOFF_URL_CODE_TTL_MS) }),
  }),
];

export function registerQuotaPage(app: FastifyInstance, ctx: AppContext): void {
  /** The session: a one-time code (URL or form), else a token in the header or, for the form, the body. */
  const resolve = (raw: unknown, headerToken: unknown, bodyToken: boolean) => {
    const parsed = activateQuery.safeParse(raw ?? {});
    const q = parsed.success ? parsed.data : {};
    const token = (bodyToken ? q.token : undefined) ?? (typeof headerToken === 'string' ? headerToken : undefined);
    const session: SessionRow | undefined = q.code ? spendHandoffCode(ctx, q.code, 'quota')?.session : sessionOfToken(ctx, token);
    const user = session && userById(ctx, session.user_id);
    const back = q.returnUrl ? allowedUrl(ctx, q.returnUrl) : undefined;
    return { session, user, back, returnUrl: q.returnUrl ?? '' };
  };
  const refusal = (user: UserRow | undefined): string | undefined =>
    !user ? ACCOUNT_MESSAGES[1008] : !user.open_card_status ? SERVER_MESSAGES.notOpened : undefined;

  app.get(API_PATHS.quota.activate, (req, reply) => {
    // A token in the query is not taken: the session travels as a one-time code.
    const { session, user, back, returnUrl } = resolve(req.query, req.headers.token, false);
    const refused = refusal(user);
    if (refused) return page(reply, message(refused));
    if (user!.active_status) return page(reply, message(PAGE_TEXT.activated, back));
    const formCode = issueHandoffCode(ctx, session!.token_hash, 'quota', HANDOFF_FORM_CODE_TTL_MS);
    return page(
      reply,
      `<p>${PAGE_TEXT.limit}</p><p class="amt">¥${formatMoney(user!.credit_limit_fen)}</p>
<form method="post" action="${API_PATHS.quota.activate}"><input type="hidden" name="code" value="${escapeHtml(formCode)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}"><button type="submit">${PAGE_TEXT.activate}</button></form>`,
    );
  });

  app.post(API_PATHS.quota.activate, (req, reply) => {
    const { user, back } = resolve(req.body, req.headers.token, true);
    const refused = refusal(user);
    if (refused) return page(reply, message(refused));
    activateLimit(ctx, user!.id);
    if (back) return privateAnswer(reply).redirect(back.toString(), 303);
    return page(reply, message(`${PAGE_TEXT.activated}。${SERVER_MESSAGES.redirectNotAllowed}`));
  });
}
