import type { ContractUrlData } from '@credit/shared/api';
import { formatRateBp, formatRatePpm, REPAY_TYPE_TITLES } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { failWithMessage } from '../../lib/errors';
import { maskName } from '../../lib/mask';
import type { UserRow } from '../account/users';
import { orderTrial, type OrderRow } from './orders';

/** The contracts of a loan (spec 2.4 /loanAgreement, /loanAgreementItem). */
const CONTRACTS = [
  { key: 'loanContract', title: '借款合同' },
  { key: 'entrustDeduct', title: '委托扣款授权书' },
  { key: 'creditAuth', title: '个人征信查询授权书' },
] as const;

export const contractList = () => CONTRACTS.map((c) => ({ ...c }));

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const yuan = (fen: number): string =>
  (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A contract's HTML: the template, or with an order its parties, APR first, and the schedule it was sold with. */
export function contractHtml(ctx: AppContext, user: UserRow, key: string, order: OrderRow | undefined): ContractUrlData {
  const contract = CONTRACTS.find((c) => c.key === key) ?? failWithMessage('合同不存在');
  const parts: string[] = [`<h2>${contract.title}</h2>`, `<p>借款人：${esc(order ? maskName(user.name) : '＿＿＿＿')}</p>`, '<p>出借人：本平台合作持牌金融机构</p>'];
  if (contract.key === 'loanContract' && order) {
    const t = orderTrial(ctx, order);
    parts.push(
      `<p>合同编号：${order.order_no}</p>`,
      `<p><strong>年化利率（IRR）：${formatRateBp(t.aprBp)}</strong></p>`,
      `<p>借款金额：${yuan(t.loanAmt)}元；期限：${t.period}期；还款方式：${REPAY_TYPE_TITLES[order.repay_type]}；日利率：${formatRatePpm(t.dailyRatePpm)}</p>`,
      `<p>利息合计：${yuan(t.interestFen)}元；服务费合计：${yuan(t.feeFen)}元；优惠：${yuan(t.discountFen)}元；应还总额：${yuan(t.totalFen)}元</p>`,
      '<table><thead><tr><th>期数</th><th>还款日</th><th>本金</th><th>利息</th><th>服务费</th><th>应还</th></tr></thead><tbody>',
      ...t.plan.map((p) => `<tr><td>${p.period}</td><td>${p.dueDay}</td><td>${yuan(p.principalFen)}</td><td>${yuan(p.interestFen - p.discountFen)}</td><td>${yuan(p.feeFen)}</td><td>${yuan(p.totalFen)}</td></tr>`),
      '</tbody></table>',
      `<p>逾期的，按逾期本金每日${formatRatePpm(order.penalty_daily_ppm)}计收罚息；借款人可随时提前结清，按实际用款天数计息，另收剩余本金的${formatRatePpm(order.early_fee_ppm, 2)}作为提前结清服务费。</p>`,
    );
  } else if (contract.key === 'loanContract') {
    parts.push('<p>借款金额、期限、年化利率与还款计划以借款确认页及本合同生效时的约定为准。</p>');
  } else if (contract.key === 'entrustDeduct') {
    parts.push('<p>借款人授权出借人委托支付机构在每期还款日从借款人绑定的银行卡中扣收当期应还款项。</p>');
  } else {
    parts.push('<p>借款人授权出借人在贷前审查及贷后管理中查询借款人的个人信用信息。</p>');
  }
  return { key: contract.key, title: contract.title, html: parts.join('\n') };
}
