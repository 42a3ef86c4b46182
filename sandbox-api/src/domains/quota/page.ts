import type { FastifyInstance, FastifyReply } from 'fastify';
import { activateQuery, API_PATHS } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { formatMoney } from '@credit/shared/money';
import { ACCOUNT_MESSAGES } from '../../lib/catalogue';
import { escapeHtml, privateAnswer, standAlonePage } from '../../lib/html';
import { SERVER_MESSAGES } from '../../lib/errors';
import { allowedUrl } from '../../lib/returnUrl';
import { userOfToken } from '../account/sessions';
import type { UserRow } from '../account/users';
import { activateLimit } from './store';

/**
 * The "external quota-activation page" of spec 4.4, played by the sandbox: a small page whose button
 * activates the limit and then returns to `returnUrl`, but only to an allowed origin.
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

export function registerQuotaPage(app: FastifyInstance, ctx: AppContext): void {
  const resolve = (raw: unknown, headerToken: unknown) => {
    const parsed = activateQuery.safeParse(raw ?? {});
    const q = parsed.success ? parsed.data : {};
    const token = q.token ?? (typeof headerToken === 'string' ? headerToken : undefined);
    const user = userOfToken(ctx, token);
    const back = q.returnUrl ? allowedUrl(ctx, q.returnUrl) : undefined;
    return { token, user, back, returnUrl: q.returnUrl ?? '' };
  };
  const refusal = (user: UserRow | undefined): string | undefined =>
    !user ? ACCOUNT_MESSAGES[1008] : !user.open_card_status ? SERVER_MESSAGES.notOpened : undefined;

  app.get(API_PATHS.quota.activate, (req, reply) => {
    const { token, user, back, returnUrl } = resolve(req.query, req.headers.token);
    const refused = refusal(user);
    if (refused) return page(reply, message(refused));
    if (user!.active_status) return page(reply, message(PAGE_TEXT.activated, back));
    return page(
      reply,
      `<p>${PAGE_TEXT.limit}</p><p class="amt">¥${formatMoney(user!.credit_limit_fen)}</p>
<form method="post" action="${API_PATHS.quota.activate}"><input type="hidden" name="token" value="${escapeHtml(token!)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}"><button type="submit">${PAGE_TEXT.activate}</button></form>`,
    );
  });

  app.post(API_PATHS.quota.activate, (req, reply) => {
    const { user, back } = resolve(req.body, req.headers.token);
    const refused = refusal(user);
    if (refused) return page(reply, message(refused));
    activateLimit(ctx, user!.id);
    if (back) return privateAnswer(reply).redirect(back.toString(), 303);
    return page(reply, message(`${PAGE_TEXT.activated}。${SERVER_MESSAGES.redirectNotAllowed}`));
  });
}
