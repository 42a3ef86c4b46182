import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATHS, emptyBody, mallConfirmForm, mallEntryData, mallQuery } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { ACCOUNT_MESSAGES } from '../../lib/catalogue';
import { escapeHtml, privateAnswer, standAlonePage } from '../../lib/html';
import { allowedUrl } from '../../lib/returnUrl';
import { defineRoute, type RouteDef } from '../../lib/route';
import { sha256 } from '../../lib/crypto';
import { HANDOFF_FORM_CODE_TTL_MS, HANDOFF_URL_CODE_TTL_MS, issueHandoffCode, spendHandoffCode, userOfToken } from '../account';
import { pointsMallOpen, SWITCH_MESSAGES } from '../sys';
import { failWithMessage } from '../../lib/errors';
import { MALL_ITEMS } from './content';
import { addPoints, balanceOf } from './store';
import { ensureWelcome } from './welcome';

/**
 * The points mall (duiba) of spec 7.7, played by the sandbox: duibaAccess (contentConfig) says whether it is
 * open; consumer_common, asked on the tap, says where the mall is,
 * with a one-time code standing for the session; the client opens it with code, fromModule, callBackUrl
 * and version (spec 4.10, the code in place of the token: ADR 024); its exchange button
 * (confirm_common) spends the points and returns to callBackUrl, only on an allowed origin, with
 * `result` added to the hash route's query.
 */
const PAGE_TEXT = { title: '积分商城', balance: '可用积分', exchange: '兑换', short: '积分不足', back: '返回', done: '兑换成功' };

const page = (reply: FastifyReply, body: string): FastifyReply => standAlonePage(reply, PAGE_TEXT.title, body);

/** callBackUrl with `result` (and the item) in its hash route's query. */
export function withResult(back: URL, result: 'success' | 'short', itemId: string): string {
  const url = new URL(back);
  const [route, query = ''] = url.hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  params.set('result', result);
  params.set('itemId', itemId);
  url.hash = `${route}?${params.toString()}`;
  return url.toString();
}

export const mallRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.points.consumerCommon,
    tag: 'market',
    summary: 'The points-mall hand-off (tapped 积分商城): the mall\'s address and a one-time code (60 s) standing for the session (ADR 024); refused while the mall is closed',
    auth: 'user',
    body: emptyBody,
    data: mallEntryData,
    handler: ({ token, ctx }) => {
      if (!pointsMallOpen(ctx)) failWithMessage(SWITCH_MESSAGES.mallClosed);
      return { mallUrl: API_PATHS.points.mall, code: issueHandoffCode(ctx, sha256(token!), 'mall', HANDOFF_URL_CODE_TTL_MS) };
    },
  }),
];

export function registerMallPage(app: FastifyInstance, ctx: AppContext): void {
  app.get(API_PATHS.points.mall, (req, reply) => {
    const parsed = mallQuery.safeParse(req.query ?? {});
    const q = parsed.success ? parsed.data : {};
    // Opened with a one-time code, never a token in the query (ADR 024); its forms share a code of their own.
    const opened = spendHandoffCode(ctx, q.code, 'mall');
    if (!opened) return page(reply, `<p role="status">${ACCOUNT_MESSAGES[1008]}</p>`);
    const { user } = opened;
    ensureWelcome(ctx, user.id);
    const formCode = issueHandoffCode(ctx, opened.session.token_hash, 'mall', HANDOFF_FORM_CODE_TTL_MS);
    const balance = balanceOf(ctx, user.id, 'points');
    const hidden = (name: string, value: string | undefined) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`;
    const items = MALL_ITEMS.map(
      (item) => `<form method="post" action="${API_PATHS.points.confirmCommon}">${hidden('code', formCode)}${hidden('callBackUrl', q.callBackUrl)}${hidden('fromModule', q.fromModule)}${hidden('itemId', item.itemId)}
<p>${escapeHtml(item.title)} · ${item.points}积分</p><button type="submit"${balance < item.points ? ' disabled' : ''}>${balance < item.points ? PAGE_TEXT.short : PAGE_TEXT.exchange}</button></form>`,
    ).join('');
    return page(reply, `<p>${PAGE_TEXT.balance}</p><p class="amt" data-testid="mall-balance">${balance}</p>${items}`);
  });

  app.post(API_PATHS.points.confirmCommon, (req, reply) => {
    const parsed = mallConfirmForm.safeParse(req.body ?? {});
    if (!parsed.success) return page(reply, `<p role="status">${ACCOUNT_MESSAGES[1004]}</p>`);
    const q = parsed.data;
    const user = q.code ? spendHandoffCode(ctx, q.code, 'mall')?.user : userOfToken(ctx, q.token);
    if (!user) return page(reply, `<p role="status">${ACCOUNT_MESSAGES[1008]}</p>`);
    const item = MALL_ITEMS.find((i) => i.itemId === q.itemId);
    if (!item) return page(reply, `<p role="status">${ACCOUNT_MESSAGES[1004]}</p>`);
    const spent = ctx.db.transaction(() => {
      if (balanceOf(ctx, user.id, 'points') < item.points) return false;
      addPoints(ctx, user.id, 'points', `积分商城兑换：${item.title}`, -item.points);
      return true;
    })();
    const back = q.callBackUrl ? allowedUrl(ctx, q.callBackUrl) : undefined;
    if (back) return privateAnswer(reply).redirect(withResult(back, spent ? 'success' : 'short', item.itemId), 303);
    return page(reply, `<p role="status">${spent ? PAGE_TEXT.done : PAGE_TEXT.short}</p>`);
  });
}
