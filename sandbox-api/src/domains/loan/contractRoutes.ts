import type { FastifyInstance } from 'fastify';
import { API_PATHS, type ContractUrlData } from '@credit/shared/api';
import { formatMoney, formatRateBp, formatRatePpm, REPAY_TYPE_TITLES } from '@credit/shared/money';
import { isOrderNo } from '@credit/shared/rules';
import type { AppContext } from '../../context';
import { registerPdfDownload } from '../../lib/download';
import { failWithMessage } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { maskName } from '../../lib/mask';
import { renderPdf } from '../../lib/pdf';
import { userOfToken } from '../account';
import { type UserRow } from '../../lib/userStore';
import { capitalOrgOf } from './extraRoutes';
import { creditorsOf, earlySettlementClause, funderOf } from './funders';
import { orderTrial, type OrderRow } from './orders';
import { orderOfUser } from './store';

/** The contracts of a loan (spec 2.4 /loanAgreement, /loanAgreementItem). */
const CONTRACTS = [
  { key: 'loanContract', title: '借款合同' },
  { key: 'entrustDeduct', title: '委托扣款授权书' },
  { key: 'creditAuth', title: '个人征信查询授权书' },
] as const;

export const contractList = () => CONTRACTS.map((c) => ({ ...c }));

/** A contract as text: the template, or with an order its parties, APR first, and the schedule it was sold with. */
interface ContractText {
  key: string;
  title: string;
  /** Paragraphs; the first `emphasised` of them are shown in bold (the APR). */
  paragraphs: string[];
  emphasised: string[];
  table?: { head: string[]; rows: string[][] };
  closing: string[];
}

/** The lender (出借人) of an order, or both of a two-bill loan with their shares (ADR 035). */
function lendersLine(ctx: AppContext, order: OrderRow): string {
  if (order.is_two_bill === 0) return `出借人：${capitalOrgOf(ctx, order.id).contractParty}`;
  const [master, slave] = creditorsOf(order);
  return `出借人（主资金方）：${master!.lenderName}（出借比例${formatRatePpm(master!.sharePpm, 0)}）；出借人（从资金方）：${slave!.lenderName}（出借比例${formatRatePpm(slave!.sharePpm, 0)}）`;
}

function contractText(ctx: AppContext, user: UserRow | undefined, key: string, order: OrderRow | undefined): ContractText {
  const contract = CONTRACTS.find((c) => c.key === key) ?? failWithMessage('合同不存在');
  const parties = [`借款人：${order && user ? maskName(user.name) : '＿＿＿＿'}`, order ? lendersLine(ctx, order) : '出借人：本平台合作持牌金融机构'];
  const text: ContractText = { key: contract.key, title: contract.title, paragraphs: parties, emphasised: [], closing: [] };
  if (contract.key === 'loanContract' && order) {
    const t = orderTrial(ctx, order);
    text.paragraphs.push(`合同编号：${order.order_no}`);
    text.emphasised.push(`年化利率（IRR）：${formatRateBp(t.aprBp)}`);
    text.paragraphs.push(
      `借款金额：${formatMoney(t.loanAmt)}元；期限：${t.period}期；还款方式：${REPAY_TYPE_TITLES[order.repay_type]}；日利率：${formatRatePpm(t.dailyRatePpm)}`,
      `利息合计：${formatMoney(t.interestFen)}元；服务费合计：${formatMoney(t.feeFen)}元；优惠：${formatMoney(t.discountFen)}元；应还总额：${formatMoney(t.totalFen)}元`,
    );
    text.table = {
      head: ['期数', '还款日', '本金', '利息', '服务费', '应还'],
      rows: t.plan.map((p) => [String(p.period), p.dueDay, formatMoney(p.principalFen), formatMoney(p.interestFen - p.discountFen), formatMoney(p.feeFen), formatMoney(p.totalFen)]),
    };
    text.closing.push(
      `逾期的，按逾期本金每日${formatRatePpm(order.penalty_daily_ppm)}计收罚息；${earlySettlementClause(funderOf(ctx, order.capital_channel), order.early_fee_ppm)}`,
    );
  } else if (contract.key === 'loanContract') {
    text.closing.push('借款金额、期限、年化利率与还款计划以借款确认页及本合同生效时的约定为准。');
  } else if (contract.key === 'entrustDeduct') {
    text.closing.push('借款人授权出借人委托支付机构在每期还款日从借款人绑定的银行卡中扣收当期应还款项。');
  } else {
    text.closing.push('借款人授权出借人在贷前审查及贷后管理中查询借款人的个人信用信息。');
  }
  return text;
}

/** The contract as server HTML (the client sanitises it, ADR 007); every value escaped. */
export function contractHtml(ctx: AppContext, user: UserRow | undefined, key: string, order: OrderRow | undefined): ContractUrlData {
  const t = contractText(ctx, user, key, order);
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const parts = [`<h2>${escapeHtml(t.title)}</h2>`, ...t.paragraphs.slice(0, 2).map(p), ...t.emphasised.map((s) => `<p><strong>${escapeHtml(s)}</strong></p>`), ...t.paragraphs.slice(2).map(p)];
  if (t.table) {
    parts.push(
      `<table><thead><tr>${t.table.head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>`,
      ...t.table.rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`),
      '</tbody></table>',
    );
  }
  parts.push(...t.closing.map(p));
  return { key: t.key, title: t.title, html: parts.join('\n') };
}

/** The same contract as a PDF (loanorder/loanContractFile): the figures and the schedule, line by line. */
export function contractPdf(ctx: AppContext, user: UserRow, key: string, order: OrderRow): Buffer {
  const t = contractText(ctx, user, key, order);
  const rows = t.table ? ['', t.table.head.join('  '), ...t.table.rows.map((r) => r.join('  ')), ''] : [];
  return renderPdf({
    title: t.title,
    createdAt: new Date(order.created_at),
    lines: [...t.paragraphs.slice(0, 2), ...t.emphasised, ...t.paragraphs.slice(2), ...rows, ...t.closing],
    footer: `合同编号 ${order.order_no}`,
  });
}

/** GET loanorder/loanContractFile/:orderNo?key=: one of the order's contracts as a PDF. */
export function registerContractFile(app: FastifyInstance, ctx: AppContext): void {
  registerPdfDownload(app, ctx, { userOfToken }, API_PATHS.loanorder.loanContractFile, '合同不存在', (user, params, query) => {
    const orderNo = params.orderNo ?? '';
    const key = query.key ?? 'loanContract';
    if (!isOrderNo(orderNo) || !CONTRACTS.some((c) => c.key === key)) return undefined;
    const order = orderOfUser(ctx, user.id, orderNo);
    return order && { filename: `${key}-${orderNo}.pdf`, pdf: () => contractPdf(ctx, user, key, order) };
  });
}
