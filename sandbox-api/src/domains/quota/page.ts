import type { FastifyInstance, FastifyReply } from 'fastify';
import { activateQuery, API_PATHS } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { ACCOUNT_MESSAGES, FEN_PER_YUAN } from '../../lib/catalogue';
import { SERVER_MESSAGES } from '../../lib/errors';
import { allowedUrl } from '../account/routes';
import { userOfToken } from '../account/sessions';
import type { UserRow } from '../account/users';

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

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const yuan = (fen: number): string =>
  (fen / FEN_PER_YUAN).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The page's URL carries the user's token: no Referer leaves it (nor the redirect that follows the
 * form), no other site frames it, no browser sniffs it into another type.
 */
function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('Referrer-Policy', 'no-referrer').header('X-Content-Type-Options', 'nosniff');
}

function page(reply: FastifyReply, body: string): FastifyReply {
  return privateAnswer(reply)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'")
    .send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${PAGE_TEXT.title}</title><style>body{font-family:sans-serif;margin:0;padding:24px;text-align:center}
.amt{font-size:32px;font-variant-numeric:tabular-nums;margin:16px 0}button,a.btn{display:block;width:100%;min-height:44px;font-size:17px;border:0;border-radius:22px;background:#1677ff;color:#fff;text-decoration:none;line-height:44px}</style>
</head><body><h1>${PAGE_TEXT.title}</h1>${body}</body></html>`);
}

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
      `<p>${PAGE_TEXT.limit}</p><p class="amt">¥${yuan(user!.credit_limit_fen)}</p>
<form method="post" action="${API_PATHS.quota.activate}"><input type="hidden" name="token" value="${escapeHtml(token!)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}"><button type="submit">${PAGE_TEXT.activate}</button></form>`,
    );
  });

  app.post(API_PATHS.quota.activate, (req, reply) => {
    const { user, back } = resolve(req.body, req.headers.token);
    const refused = refusal(user);
    if (refused) return page(reply, message(refused));
    ctx.db.prepare('UPDATE users SET active_status = 1 WHERE id = ? AND open_card_status = 1').run(user!.id);
    if (back) return privateAnswer(reply).redirect(back.toString(), 303);
    return page(reply, message(`${PAGE_TEXT.activated}。${SERVER_MESSAGES.redirectNotAllowed}`));
  });
}
