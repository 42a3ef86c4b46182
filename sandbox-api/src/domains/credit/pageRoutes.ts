import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { API_PATHS, CREDIT_STATUS, type CreditItem } from '@credit/shared/api';
import type { AppContext } from '../../context';
import { escapeHtml, privateAnswer, standAlonePage } from '../../lib/html';
import { allowedUrl } from '../../lib/returnUrl';
import { setItem, spendTicket, THIRD_PARTY_REFUSED, ticketOf } from './store';

/**
 * The "third-party" pages of spec 7.6 (operator, social security, housing fund, sesame credit), played
 * by the sandbox like the quota-activation page: the app opens the ticket's address, the user
 * authorises (the item becomes 认证中 and settles 已认证 after the delay) or refuses (认证失败), and
 * the page returns to the app's `/#/refresh?type=<item>`. A ticket is single-use and lives 10 minutes;
 * the URL carries no token and no personal data.
 */
const TITLES: Partial<Record<CreditItem, string>> = {
  operator: '运营商认证',
  socialSecurity: '社保认证',
  housingFund: '公积金认证',
  sesame: '芝麻信用授权',
};
/** The stand-in page's form: authorise or refuse. */
const thirdPartyForm = z.object({ action: z.enum(['authorize', 'refuse']) });
const TEXT = { authorize: '同意授权', refuse: '拒绝', gone: '授权链接已失效，请返回重新发起', stand: '（沙箱模拟的第三方授权页）' };

const page = (reply: FastifyReply, title: string, body: string) => standAlonePage(reply, title, body);

export function registerThirdPartyPage(app: FastifyInstance, ctx: AppContext): void {
  const path = API_PATHS.credit.thirdParty;

  app.get<{ Params: { ticket: string } }>(path, (req, reply) => {
    const ticket = ticketOf(ctx, req.params.ticket);
    if (!ticket || ticket.used) return page(reply, '授权', `<p role="status">${TEXT.gone}</p>`);
    const action = escapeHtml(path.replace(':ticket', encodeURIComponent(req.params.ticket)));
    return page(
      reply,
      TITLES[ticket.item] ?? '授权',
      `<p>${TEXT.stand}</p>
<form method="post" action="${action}"><input type="hidden" name="action" value="authorize"><button type="submit">${TEXT.authorize}</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="refuse"><button type="submit" style="background:#999;margin-top:12px">${TEXT.refuse}</button></form>`,
    );
  });

  app.post<{ Params: { ticket: string } }>(path, (req, reply) => {
    const ticket = ticketOf(ctx, req.params.ticket);
    const form = thirdPartyForm.safeParse(req.body ?? {});
    if (!ticket || !form.success || !spendTicket(ctx, req.params.ticket)) return page(reply, '授权', `<p role="status">${TEXT.gone}</p>`);
    if (form.data.action === 'authorize') setItem(ctx, ticket.user_id, ticket.item, CREDIT_STATUS.processing);
    else setItem(ctx, ticket.user_id, ticket.item, CREDIT_STATUS.failed, { reason: THIRD_PARTY_REFUSED });
    const back = allowedUrl(ctx, ticket.return_url);
    if (back) return privateAnswer(reply).redirect(back.toString(), 303);
    return page(reply, TITLES[ticket.item] ?? '授权', `<p role="status">${TEXT.gone}</p>`);
  });
}
