import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { escapeHtml, standAlonePage } from '../../lib/html';
import { payAtCashier, refreshRepayment, repaymentView } from './repayments';
import { alipayRepaymentOf, type RepaymentRow } from './store';

/**
 * The third party's cashier (spec 4.6 Alipay repayment), played by the sandbox: the page the app opens
 * with the payment's unguessable id; its button pays, and the app learns the outcome by polling
 * aliPayResearch. The alipay channel's mode (test hook) makes it fail or hang. A payment whose bills
 * another payment has paid since is closed: the page says so and takes nothing (issue 24).
 */
const TEXT = { title: '支付宝收银台', pay: '确认付款', paid: '支付成功，请返回App查看还款结果', failed: '支付失败', processing: '支付处理中，请稍后在App中查看', unknown: '支付单不存在或已失效' };

export function registerCashierPage(app: FastifyInstance, ctx: AppContext): void {
  const find = (payId: unknown): RepaymentRow | undefined =>
    typeof payId === 'string' && /^[0-9a-f]{32}$/.test(payId)
      ? alipayRepaymentOf(ctx, payId)
      : undefined;
  const outcome = (r: RepaymentRow): string =>
    r.status === 'success' || r.status === 'partial' ? TEXT.paid : r.status === 'failed' || r.status === 'refunded' ? `${TEXT.failed}：${r.fail_reason}` : TEXT.processing;

  app.get(API_PATHS.thirdRepay.cashier, (req, reply) => {
    const found = find((req.params as { payId?: string }).payId);
    if (!found) return standAlonePage(reply.code(404), TEXT.title, `<p role="status">${TEXT.unknown}</p>`);
    const r = refreshRepayment(ctx, found);
    const view = repaymentView(ctx, r);
    if (r.status !== 'processing' || r.paid_fen > 0) return standAlonePage(reply, TEXT.title, `<p role="status">${escapeHtml(outcome(r))}</p>`);
    return standAlonePage(
      reply,
      TEXT.title,
      `<p>还款订单 ${escapeHtml(view.orderNos.join('、'))}</p><p class="amt">¥${formatMoney(r.amount_fen)}</p>
<form method="post"><button type="submit">${TEXT.pay}</button></form>`,
    );
  });

  app.post(API_PATHS.thirdRepay.cashier, (req, reply) => {
    const r = find((req.params as { payId?: string }).payId);
    if (!r) return standAlonePage(reply.code(404), TEXT.title, `<p role="status">${TEXT.unknown}</p>`);
    const done = payAtCashier(ctx, r);
    return standAlonePage(reply, TEXT.title, `<p role="status">${escapeHtml(outcome(done))}</p>`);
  });
}
