import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { escapeHtml, standAlonePage } from '../../lib/html';
import { execute, repaymentView } from './repayments';
import { alipayRepaymentOf, repaymentById, type RepaymentRow } from './store';

/**
 * The third party's cashier (spec 4.6 Alipay repayment), played by the sandbox: the page the app opens
 * with the payment's unguessable id; its button pays, and the app learns the outcome by polling
 * aliPayResearch. The alipay channel's mode (test hook) makes it fail or hang.
 */
const TEXT = { title: '支付宝收银台', pay: '确认付款', paid: '支付成功，请返回App查看还款结果', failed: '支付失败', processing: '支付处理中，请稍后在App中查看', unknown: '支付单不存在或已失效' };

export function registerCashierPage(app: FastifyInstance, ctx: AppContext): void {
  const find = (payId: unknown): RepaymentRow | undefined =>
    typeof payId === 'string' && /^[0-9a-f]{32}$/.test(payId)
      ? alipayRepaymentOf(ctx, payId)
      : undefined;
  const outcome = (r: RepaymentRow): string =>
    r.status === 'success' || r.status === 'partial' ? TEXT.paid : r.status === 'failed' ? `${TEXT.failed}：${r.fail_reason}` : TEXT.processing;

  app.get(API_PATHS.thirdRepay.cashier, (req, reply) => {
    const r = find((req.params as { payId?: string }).payId);
    if (!r) return standAlonePage(reply.code(404), TEXT.title, `<p role="status">${TEXT.unknown}</p>`);
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
    const done = ctx.db.transaction(() => {
      const fresh = repaymentById(ctx, r.id);
      return fresh.status === 'processing' ? execute(ctx, fresh) : fresh;
    })();
    return standAlonePage(reply, TEXT.title, `<p role="status">${escapeHtml(outcome(done))}</p>`);
  });
}
