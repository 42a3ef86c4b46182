import { createHash, randomBytes } from 'node:crypto';
import {
  API_PATHS, consumerVoucherData, deferQueryData, deferReadBody, deferReadData, emptyBody, hurryLoanData, insurerBillsData, insurerEntranceData,
  letongBillData, letongPackageBody, letongPackagesData, orderNoBody, refundsData, showQrCodeData, voucherConfirmBody, voucherListData, voucherUploadBody,
  voucherUploadData, MAX_IMAGE_SIZE, UPLOAD_BODY_LIMIT, type LetongPackage, type VoucherItem,
} from '@credit/shared/api';
import { addDays, dueTotal, formatMoney, mulDivRound } from '@credit/shared/money';
import type { AppContext } from '../../context';
import { MESSAGES } from '../../lib/catalogue';
import { claimToday } from '../../lib/counterStore';
import { failWithMessage } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import { decodeImage } from '../credit';
import { billsOfOrder, dueNow, dueOf, orderOf, type OrderRow, LOAN_PURPOSES, hasOrderIn, ordersOfUser } from '../loan';
import { approveReviewedBefore, insertDeferral, insertVoucher, isDeferred, refundsOfUser, submitVoucher, voucherRows, type VoucherRow } from './store';
import { deferBill } from '../crossings';

/** Orders lent: being repaid or settled. */
const LENT = ['repaying', 'settled'] as const;

/**
 * The calls around repaying (issue 13): consumption vouchers (spec 7.4), the insurer's bills and loan
 * order help (spec 7.7), the counter code of a bill, refunds, and the Letong card's stand-in.
 */
export const SERVICE_MESSAGES = {
  imageType: MESSAGES.imageType,
  imageSize: MESSAGES.imageSize,
  voucherNotFound: '凭证不存在',
  notLent: '该借款尚未放款，暂不需要上传凭证',
  notLending: '该借款不在放款中，无需催办',
  hurriedToday: '您今天已催办过，请耐心等待放款',
  notRepaying: '该借款当前无需还款',
  packageNotFound: '套餐不存在',
  termsChanged: '延期条款已变化，请重新阅读后确认',
} as const;

const DEFER = {
  /** Days the current period moves. */
  days: 15,
  /** The fee: 1 % of the period's principal. */
  feePpm: 10_000,
} as const;

/** The insurer's premium: 0.05 % of the principal a period, settled by the platform with each bill. */
const PREMIUM_PPM = 500;
const INSURER = { insurer: '示例财产保险股份有限公司', product: '借款人意外伤害保险', hotline: '400-800-9000' } as const;

const COUNTER_CODE_MINUTES = 15;
/** Signs counter codes; a new key each start (a code is good for minutes, not across restarts). */
const COUNTER_KEY = randomBytes(16);

const LETONG_PACKAGES: LetongPackage[] = [
  { packageId: 'LT01', name: '乐通卡·基础版', limitFen: 500_000, annualFeeFen: 0, aprBp: 1200, periods: [3, 6], summary: '免年费，消费可分3或6期', terms: ['免年费', '分期年化利率12.00%起', '逾期按日收取罚息'] },
  { packageId: 'LT02', name: '乐通卡·畅享版', limitFen: 2_000_000, annualFeeFen: 9_900, aprBp: 1000, periods: [3, 6, 12], summary: '年费99元，分期年化利率更低', terms: ['年费99元，首年免收', '分期年化利率10.00%起', '逾期按日收取罚息'] },
  { packageId: 'LT03', name: '乐通卡·尊享版', limitFen: 5_000_000, annualFeeFen: 29_900, aprBp: 900, periods: [3, 6, 12, 24], summary: '大额度，分期最长24期', terms: ['年费299元', '分期年化利率9.00%起', '逾期按日收取罚息'] },
];

const voucherView = (r: VoucherRow): VoucherItem => ({
  voucherId: String(r.id), orderNo: r.order_no ?? '', status: r.status, reason: r.reason, sizeKb: Math.ceil(r.size / 1024), note: r.note, createdAt: r.created_at,
});

/** The user's vouchers; one in review is approved once a business day has passed (the stand-in reviewer). */
function vouchersOf(ctx: AppContext, userId: number, which: Parameters<typeof voucherRows>[2]): VoucherItem[] {
  approveReviewedBefore(ctx, userId, ctx.clock.day());
  return voucherRows(ctx, userId, which).map(voucherView);
}

/** Stores an uploaded image as a voucher of the user (of one of their lent orders, or none). */
function storeVoucher(ctx: AppContext, userId: number, body: { orderNo?: string; image: string; note?: string }, status: 'draft' | 'reviewing'): VoucherItem {
  const image = decodeImage(body.image);
  if ('problem' in image) failWithMessage(image.problem === 'size' ? SERVICE_MESSAGES.imageSize : SERVICE_MESSAGES.imageType);
  let orderId: number | null = null;
  if (body.orderNo) {
    const o = orderOf(ctx, userId, body.orderNo);
    if (o.status !== 'repaying' && o.status !== 'settled') failWithMessage(SERVICE_MESSAGES.notLent);
    orderId = o.id;
  }
  const id = insertVoucher(ctx, {
    userId, orderId, status, mime: image.mime, bytes: image.bytes, note: body.note ?? '', at: ctx.clock.now(), submittedDay: status === 'reviewing' ? ctx.clock.day() : null,
  });
  return vouchersOf(ctx, userId, { id })[0]!;
}

/** The order's first unpaid period, if the order is being repaid. */
function currentBill(ctx: AppContext, o: OrderRow) {
  if (o.status !== 'repaying') failWithMessage(SERVICE_MESSAGES.notRepaying);
  return billsOfOrder(ctx, o.id).find((b) => b.paid_day === null) ?? failWithMessage(SERVICE_MESSAGES.notRepaying);
}

function deferTerms(ctx: AppContext, o: OrderRow) {
  const bill = currentBill(ctx, o);
  const today = ctx.clock.day();
  const deferred = isDeferred(ctx, o.id);
  const newDueDay = addDays(bill.due_day, DEFER.days);
  const feeFen = mulDivRound(bill.principal_fen, DEFER.feePpm, 1_000_000);
  const reason = deferred ? '每笔借款仅可延期一次' : bill.due_day < today ? '逾期账单不可延期，请先还款' : '';
  return {
    bill,
    data: {
      allowed: reason === '',
      reason,
      period: bill.period,
      dueDay: bill.due_day,
      newDueDay,
      feeFen,
      terms: `第${bill.period}期还款日由${bill.due_day}延至${newDueDay}，延期期间不计逾期罚息；需支付延期服务费${formatMoney(feeFen)}元，随本期账单一并收取；每笔借款仅可延期一次，延期后不可撤销。`,
    },
  };
}

export const serviceRoutes: RouteDef[] = [
  defineRoute({
    path: API_PATHS.consumeVoucher.list,
    tag: 'voucher',
    summary: "The user's lent orders (proven once a voucher of theirs is approved) and the vouchers sent for them",
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: voucherListData,
    handler: ({ user, ctx }) => {
      const vouchers = vouchersOf(ctx, user.id, 'ofOrders');
      const orders = ordersOfUser(ctx, user.id, LENT);
      return {
        orders: orders.map((o) => ({
          orderNo: o.order_no, loanAmt: o.principal_fen, purposeName: LOAN_PURPOSES.find((p) => p.code === o.purpose_code)?.name ?? '', lentDay: o.lent_day ?? '',
          proven: vouchers.some((v) => v.orderNo === o.order_no && v.status === 'approved') ? (1 as const) : (0 as const),
        })),
        vouchers,
      };
    },
  }),
  defineRoute({
    path: API_PATHS.consumeVoucher.upload,
    tag: 'voucher',
    summary: `Upload (JSON) a voucher image for an order, as a data URL (JPEG or PNG, at most ${MAX_IMAGE_SIZE} KB): a draft until confirmed`,
    auth: 'user',
    body: voucherUploadBody,
    data: voucherUploadData,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: ({ body, user, ctx }) => ({ voucher: storeVoucher(ctx, user.id, body, 'draft') }),
  }),
  defineRoute({
    path: API_PATHS.consumeVoucher.confirm,
    tag: 'voucher',
    summary: 'Submit an uploaded voucher for review (reviewed within a business day)',
    auth: 'user',
    once: true,
    body: voucherConfirmBody,
    data: voucherUploadData,
    handler: ({ body, user, ctx }) => {
      const submitted = submitVoucher(ctx, user.id, Number(body.voucherId), ctx.clock.day());
      const [voucher] = vouchersOf(ctx, user.id, { id: Number(body.voucherId) });
      if (!voucher || (!submitted && voucher.status === 'draft')) failWithMessage(SERVICE_MESSAGES.voucherNotFound);
      return { voucher };
    },
  }),
  defineRoute({
    path: API_PATHS.consumeVoucher.consumerVoucherUpload,
    tag: 'voucher',
    summary: `Upload and submit (JSON) a consumption voucher not tied to an order (JPEG or PNG, at most ${MAX_IMAGE_SIZE} KB)`,
    auth: 'user',
    once: true,
    body: voucherUploadBody,
    data: voucherUploadData,
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: ({ body, user, ctx }) => ({ voucher: storeVoucher(ctx, user.id, body, 'reviewing') }),
  }),
  defineRoute({
    path: API_PATHS.consumeVoucher.getConsumerVoucher,
    tag: 'voucher',
    summary: 'Every voucher the user submitted, newest first, with its review state',
    auth: 'user',
    body: emptyBody,
    data: consumerVoucherData,
    handler: ({ user, ctx }) => ({ list: vouchersOf(ctx, user.id, 'sent') }),
  }),
  defineRoute({
    path: API_PATHS.insurer.entrance,
    tag: 'insurer',
    summary: "The insurer of the user's loans and whether they hold an insured loan",
    auth: 'user',
    body: emptyBody,
    data: insurerEntranceData,
    handler: ({ user, ctx }) => {
      const insured = hasOrderIn(ctx, user.id, LENT);
      return { ...INSURER, open: insured ? (1 as const) : (0 as const) };
    },
  }),
  defineRoute({
    path: API_PATHS.insurer.payBillList,
    tag: 'insurer',
    summary: 'The premium of each period of each insured loan (0.05 % of the principal a period, settled by the platform with the bill)',
    auth: 'user',
    before: ['progressOrders'],
    body: emptyBody,
    data: insurerBillsData,
    handler: ({ user, ctx }) => {
      const orders = ordersOfUser(ctx, user.id, LENT);
      const list = orders.flatMap((o) =>
        billsOfOrder(ctx, o.id).map((b) => ({
          orderNo: o.order_no, period: b.period, periods: o.periods, dueDay: b.due_day, premiumFen: mulDivRound(o.principal_fen, PREMIUM_PPM, 1_000_000), paid: b.paid_day ? (1 as const) : (0 as const),
        })),
      );
      return { list, unpaidFen: list.filter((b) => !b.paid).reduce((n, b) => n + b.premiumFen, 0) };
    },
  }),
  defineRoute({
    path: API_PATHS.loanHelp.hurryloan,
    tag: 'loanHelp',
    summary: 'Hurry a loan being paid out (once a day per order)',
    auth: 'user',
    body: orderNoBody,
    data: hurryLoanData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      if (o.status !== 'lending') failWithMessage(SERVICE_MESSAGES.notLending);
      if (claimToday(ctx, `hurry:${o.id}`, 1) === undefined) failWithMessage(SERVICE_MESSAGES.hurriedToday);
      return { message: '已为您加急处理，请留意放款短信', etaMinutes: 10 };
    },
  }),
  defineRoute({
    path: API_PATHS.loanHelp.deferQuery,
    tag: 'loanHelp',
    summary: "Whether the order's current period can be deferred (15 days, a 1 % fee, once per order, not when overdue) and the terms",
    auth: 'user',
    before: ['progressOrders'],
    body: orderNoBody,
    data: deferQueryData,
    handler: ({ body, user, ctx }) => deferTerms(ctx, orderOf(ctx, user.id, body.orderNo)).data,
  }),
  defineRoute({
    path: API_PATHS.loanHelp.deferRead,
    tag: 'loanHelp',
    summary: 'Agree to the deferral terms read (Idempotency-Key required): the period moves and its fee is added, once',
    auth: 'user',
    before: ['progressOrders'],
    money: true,
    body: deferReadBody,
    data: deferReadData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      const { bill, data } = deferTerms(ctx, o);
      if (!data.allowed) failWithMessage(data.reason);
      if (data.newDueDay !== body.newDueDay || data.feeFen !== body.feeFen) failWithMessage(SERVICE_MESSAGES.termsChanged);
      deferBill(ctx, bill.id, data.newDueDay, data.feeFen);
      insertDeferral(ctx, { orderId: o.id, billId: bill.id, oldDueDay: bill.due_day, newDueDay: data.newDueDay, feeFen: data.feeFen, at: ctx.clock.now() });
      return { period: bill.period, dueDay: data.newDueDay, feeFen: data.feeFen };
    },
  }),
  defineRoute({
    path: API_PATHS.bill.showQRCode,
    tag: 'bill',
    summary: `A code a counter scans to take what the order owes now (its overdue periods and current one); valid ${COUNTER_CODE_MINUTES} minutes`,
    auth: 'user',
    before: ['progressOrders'],
    body: orderNoBody,
    data: showQrCodeData,
    handler: ({ body, user, ctx }) => {
      const o = orderOf(ctx, user.id, body.orderNo);
      const bill = currentBill(ctx, o);
      const today = ctx.clock.day();
      const amountFen = dueNow(billsOfOrder(ctx, o.id), today).reduce((n, b) => n + dueTotal(dueOf(b, today)), 0);
      const expiresAt = ctx.clock.now() + COUNTER_CODE_MINUTES * 60_000;
      const plain = `CREDITPAY|${o.order_no}|${bill.period}|${amountFen}|${expiresAt}`;
      const sig = createHash('sha256').update(COUNTER_KEY).update(plain).digest('hex').slice(0, 16);
      return { payload: `${plain}|${sig}`, amountFen, period: bill.period, expiresAt };
    },
  }),
  defineRoute({
    path: API_PATHS.bill.refunds,
    tag: 'bill',
    summary: 'Money given back to the borrower (to the card of the order), newest first',
    auth: 'user',
    body: emptyBody,
    data: refundsData,
    handler: ({ user, ctx }) => {
      const rows = refundsOfUser(ctx, user.id);
      return {
        list: rows.map((r) => ({
          refundNo: r.refund_no, orderNo: r.order_no, amountFen: r.amount_fen, reason: r.reason, status: r.status, toCard: r.card_no, createdAt: r.created_at, finishedAt: r.finished_at,
        })),
      };
    },
  }),
  defineRoute({
    path: API_PATHS.letong.packages,
    tag: 'letong',
    summary: "The Letong card's packages (public)",
    auth: 'none',
    body: emptyBody,
    data: letongPackagesData,
    handler: () => ({ list: LETONG_PACKAGES }),
  }),
  defineRoute({
    path: API_PATHS.letong.package,
    tag: 'letong',
    summary: 'One package of the Letong card, its terms and fees (public)',
    auth: 'none',
    body: letongPackageBody,
    data: letongPackagesData.shape.list.element,
    handler: ({ body }) => LETONG_PACKAGES.find((p) => p.packageId === body.packageId) ?? failWithMessage(SERVICE_MESSAGES.packageNotFound),
  }),
  defineRoute({
    path: API_PATHS.letong.bill,
    tag: 'letong',
    summary: "The user's Letong card bill: the sandbox issues no Letong card, so every user has none (opened 0)",
    auth: 'user',
    body: emptyBody,
    data: letongBillData,
    handler: () => ({ opened: 0 as const, packageId: '', dueDay: '', dueFen: 0, items: [] }),
  }),
];
