import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, CREDIT_LIFE_MESSAGES, CUSTODY_MESSAGES, type ApplyLoanData, type BillListData, type DepositoryStatusData, type FunderOrderData, type P2pWithdrawSelectData, type CardInfoData, type CreditLifeDepositoryData, type CreditLifeMobileData, type CreditLifePlanRangeData,
  type CreditLifeProductData, type CreditLifeVideoData, type RefundsData, type RepaymentData, type ShopOrderData, type ShopOrderListData, type TransactionsData,
} from '@credit/shared/api';
import { moneyInvariants } from '../../test/invariants';
import { startTestServer, userIdOf, type TestServer } from '../../test/helpers';
import { PAY_TICKET_MESSAGES } from '../../lib/payTicketStore';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(() => s.close());

type Borrower = Awaited<ReturnType<TestServer['borrower']>>;
let seq = 0;
const key = () => `shop-key-${Date.now()}-${++seq}`;

const card = async (u: Borrower) => (await s.post<CardInfoData>(API_PATHS.customer.cardInfo, {}, { token: u.token })).data!;
const order = async (u: Borrower, productId: string) => {
  const r = await s.post<ShopOrderData>(API_PATHS.creditLife.order, { productId }, { token: u.token });
  expect(r.status).toBe(1);
  return r.data!.order;
};
const pay = async (u: Borrower, orderNo: string, priceFen: number, payType: string, extra: Record<string, string> = {}, idem = key()) =>
  s.post<ShopOrderData>(API_PATHS.creditLife.payment, { orderNo, payType, ...extra, payTicket: await s.payTicket(u.token, { payFor: 'creditLife', subject: orderNo, amountFen: priceFen }) }, {
    token: u.token, headers: { 'Idempotency-Key': idem },
  });
/** A custody funder's (cg) loan paid into the custody account (the custody domain's own flow, ADR 037); answers the balance. */
async function custodyLoanPaidIn(u: Borrower): Promise<number> {
  expect((await s.post(API_PATHS.depository.openAccount, { certId: u.certId, password: 'Depo1234', confirmPassword: 'Depo1234' }, { token: u.token })).status).toBe(1);
  const code = await s.sendSms('13700001111', 'custody', u.token);
  expect((await s.post(API_PATHS.depository.bindCard, { cardNo: `622202${String(process.pid % 10000).padStart(4, '0')}8${String(++seq).padStart(8, '0')}`, mobile: '13700001111', code }, { token: u.token })).status).toBe(1);
  await s.hook(API_PATHS.sandbox.funder, { force: 'cg' });
  const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: u.cardId }, { token: u.token });
  const orderNo = applied.data!.order.orderNo;
  await s.post(API_PATHS.signing.apply, { orderNo }, { token: u.token });
  expect((await s.post(API_PATHS.signing.confirm, { orderNo, code: await s.smsCode(u.mobile) }, { token: u.token })).status).toBe(1);
  expect((await s.post(API_PATHS.loanorder.submit, { orderNo, payTicket: await s.payTicket(u.token, { payFor: 'loanSubmit', subject: orderNo }) }, { token: u.token, headers: { 'Idempotency-Key': key() } })).status).toBe(1);
  for (const path of [API_PATHS.cash.pushOrder, API_PATHS.cash.captitalSubmit, API_PATHS.loanorder.modifyStatus]) await s.post(path, { orderNo }, { token: u.token });
  s.tick(5000);
  expect((await s.post<FunderOrderData>(API_PATHS.loanorder.modifyStatus, { orderNo }, { token: u.token })).data!.order.status).toBe('repaying');
  return (await s.post<DepositoryStatusData>(API_PATHS.depository.status, {}, { token: u.token })).data!.balanceFen;
}

/** The invariants with the user's available credit as card info says it (available + outstanding = limit). */
const invariants = async (u: Borrower) => moneyInvariants(s.dbPath, new Map([[userIdOf(s.dbPath, u.mobile), (await card(u)).loanAmt]]));

const bills = async (u: Borrower) => (await s.post<BillListData>(API_PATHS.bill.list, {}, { token: u.token })).data!.bills;
const ledger = async (u: Borrower) => (await s.post<TransactionsData>(API_PATHS.account.transactions, { page: '1' }, { token: u.token })).data!.list;

describe('credit-life catalogue (spec 7.7 product, mobile, video product)', () => {
  it('serves top-ups by carrier and face value, memberships and the three partners\' vouchers at the server\'s prices', async () => {
    const u = await s.borrower();
    const all = (await s.post<CreditLifeProductData>(API_PATHS.creditLife.product, {}, { token: u.token })).data!;
    expect(new Set(all.products.map((p) => p.category))).toEqual(new Set(['mobile', 'video', 'voucher']));
    const meituan = (await s.post<CreditLifeProductData>(API_PATHS.creditLife.product, { partner: 'meituan' }, { token: u.token })).data!;
    expect(meituan.products.length).toBeGreaterThan(0);
    expect(meituan.products.every((p) => p.partner === 'meituan' && p.category === 'voucher')).toBe(true);
    const cucc = (await s.post<CreditLifeMobileData>(API_PATHS.creditLife.mobile, { carrier: 'cucc' }, { token: u.token })).data!;
    expect(cucc.products.map((p) => p.faceFen)).toEqual([3000, 5000, 10000, 20000]);
    expect(cucc.products.every((p) => p.carrier === 'cucc')).toBe(true);
    expect(cucc.mobile).toContain('****');
    const video = (await s.post<CreditLifeVideoData>(API_PATHS.creditLife.videoProduct, {}, { token: u.token })).data!;
    expect(video.products.every((p) => p.category === 'video')).toBe(true);
    expect((await s.post(API_PATHS.creditLife.order, { productId: 'M-cmcc-1' }, { token: u.token })).message).toBe(CREDIT_LIFE_MESSAGES.productNotFound);
    // The largest instalment purchase is card info's loanAmtSc: the available credit now.
    const info = await card(u);
    expect(all.instalmentMaxFen).toBe(info.loanAmt);
    expect(info.loanAmtSc).toBe(info.loanAmt);
  });
});

describe('the shop-instalment switches (spec 6)', () => {
  it('the sandbox opens the H5 switch (a newcomer sees the shop), the apps\' stay closed; the settings hook closes it', async () => {
    const sw = async () => (await s.post<Record<string, string>>(API_PATHS.sys.switchInfo, { shopVersion: '1' })).data!;
    expect(await sw()).toMatchObject({ shopInstalmentH5Switch: 'open', shopInstalmentAndroidSwitch: 'close', shopInstalmentIosSwitch: 'close' });
    await s.hook(API_PATHS.sandbox.settings, { switches: { shopInstalmentH5Switch: 'close' } });
    expect((await sw()).shopInstalmentH5Switch).toBe('close');
  });
});

describe('credit-life payment (money call)', () => {
  it('a 50-yuan top-up in 3 instalments: a 9F loan whose bills are in 账单, credit drops by the price, delivered, repaid like a loan', async () => {
    const u = await s.borrower();
    const before = await card(u);
    const o = await order(u, 'M-cmcc-50');
    expect(o).toMatchObject({ status: 'pendingPay', priceFen: 5000 });
    const plans = (await s.post<CreditLifePlanRangeData>(API_PATHS.creditLife.planRange, { orderNo: o.orderNo }, { token: u.token })).data!;
    expect(plans.reason).toBe('');
    expect(plans.list.map((p) => p.period)).toContain(3);
    expect(plans.list.every((p) => p.aprBp > 0 && p.aprBp <= 2400)).toBe(true);
    const paid = await pay(u, o.orderNo, 5000, 'instalment', { period: '3' });
    expect(paid.status).toBe(1);
    expect(paid.data!.order).toMatchObject({ status: 'delivered', payType: 'instalment', periods: 3 });
    const loanNo = paid.data!.order.loanOrderNo;
    expect(loanNo).toMatch(/^L\d{16}$/);
    const mine = (await bills(u)).filter((b) => b.orderNo === loanNo);
    expect(mine).toHaveLength(3);
    expect(mine.reduce((n, b) => n + b.principalFen, 0)).toBe(5000);
    expect(mine[0]!.capitalChannel).toBe('9F');
    const after = await card(u);
    expect(after.loanAmt).toBe(before.loanAmt - 5000);
    expect(after.loanAmtSc).toBe(before.loanAmtSc - 5000);
    // Repaid like any loan: the first period through applyPay/repay.
    const repaid = await s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo: loanNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: loanNo }) }, {
      token: u.token, headers: { 'Idempotency-Key': key() },
    });
    expect(repaid.status).toBe(1);
    expect((await bills(u)).filter((b) => b.orderNo === loanNo && b.status === 'paid')).toHaveLength(1);
    const kinds = (await ledger(u)).map((t) => t.kind);
    expect(kinds).toEqual(expect.arrayContaining(['loan', 'shopPay', 'repay']));
    expect(await invariants(u)).toEqual([]);
  });

  it('a membership paid at once from the card: one shopPay row, a code issued, credit untouched', async () => {
    const u = await s.borrower();
    const before = await card(u);
    const o = await order(u, 'V-tencent-month');
    const paid = await pay(u, o.orderNo, o.priceFen, 'card');
    expect(paid.data!.order.status).toBe('delivered');
    expect(paid.data!.order.code).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    expect((await card(u)).loanAmt).toBe(before.loanAmt);
    const rows = (await ledger(u)).filter((t) => t.kind === 'shopPay');
    expect(rows).toEqual([expect.objectContaining({ direction: 'out', amountFen: o.priceFen })]);
    // The list hides the code; the detail shows it.
    const list = (await s.post<ShopOrderListData>(API_PATHS.creditLife.orderList, {}, { token: u.token })).data!.list;
    expect(list[0]).toMatchObject({ orderNo: o.orderNo, code: '' });
    expect((await s.post<ShopOrderData>(API_PATHS.creditLife.orderDetail, { orderNo: o.orderNo }, { token: u.token })).data!.order.code).toBe(paid.data!.order.code);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('a double tap (same key) buys once; a second key for the paid order is refused; a ticket for another amount is refused', async () => {
    const u = await s.borrower();
    const o = await order(u, 'V-iqiyi-month');
    const ticket = await s.payTicket(u.token, { payFor: 'creditLife', subject: o.orderNo, amountFen: o.priceFen });
    const idem = key();
    const body = { orderNo: o.orderNo, payType: 'card', payTicket: ticket };
    const [a, b] = await Promise.all([0, 1].map(() => s.post<ShopOrderData>(API_PATHS.creditLife.payment, body, { token: u.token, headers: { 'Idempotency-Key': idem } })));
    // The second is refused (1006) while the first runs, or replays its answer: either way one purchase.
    expect([a!.status, b!.status]).toContain(1);
    expect([1, 1006]).toEqual(expect.arrayContaining([a!.status, b!.status]));
    const replay = await s.post<ShopOrderData>(API_PATHS.creditLife.payment, body, { token: u.token, headers: { 'Idempotency-Key': idem } });
    expect(replay.data!.order.status).toBe('delivered');
    expect((await pay(u, o.orderNo, o.priceFen, 'card')).message).toBe(CREDIT_LIFE_MESSAGES.notPayable);
    expect((await ledger(u)).filter((t) => t.kind === 'shopPay')).toHaveLength(1);
    const other = await order(u, 'V-iqiyi-month');
    expect((await pay(u, other.orderNo, 1, 'card')).message).toBe(PAY_TICKET_MESSAGES.ticketInvalid);
    expect((await s.post(API_PATHS.creditLife.payment, { orderNo: other.orderNo, payType: 'card', payTicket: ticket }, { token: u.token })).status).toBe(1001);
  });

  it('refuses an instalment above the available credit and without a period, before spending the ticket', async () => {
    await s.close();
    s = await startTestServer({ creditLimitFen: 40_000 });
    const u = await s.borrower();
    expect((await card(u)).loanAmtSc).toBe(40_000);
    const o = await order(u, 'P-mthotel-500');
    const ticket = await s.payTicket(u.token, { payFor: 'creditLife', subject: o.orderNo, amountFen: o.priceFen });
    const send = (extra: Record<string, string>) =>
      s.post<ShopOrderData>(API_PATHS.creditLife.payment, { orderNo: o.orderNo, payTicket: ticket, ...extra }, { token: u.token, headers: { 'Idempotency-Key': key() } });
    expect((await send({ payType: 'instalment', period: '3' })).message).toBe(CREDIT_LIFE_MESSAGES.overInstalmentMax);
    const plans = (await s.post<CreditLifePlanRangeData>(API_PATHS.creditLife.planRange, { orderNo: o.orderNo }, { token: u.token })).data!;
    expect(plans.reason).toBe(CREDIT_LIFE_MESSAGES.overInstalmentMax);
    const small = await order(u, 'P-meituan-50');
    expect((await pay(u, small.orderNo, small.priceFen, 'instalment')).message).toBe(CREDIT_LIFE_MESSAGES.periodRequired);
    // The ticket was not spent by the refusals: it still pays the order (from the card).
    expect((await send({ payType: 'card' })).data!.order.status).toBe('delivered');
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('a failed delivery refunds: an instalment order\'s loan is cancelled (bills gone, credit back), a card order\'s money comes back; the hook fails one order only', async () => {
    const u = await s.borrower();
    const before = await card(u);
    await s.hook(API_PATHS.sandbox.creditLife, { delivery: 'fail' });
    const o = await order(u, 'M-ctcc-100');
    const paid = await pay(u, o.orderNo, o.priceFen, 'instalment', { period: '3' });
    expect(paid.data!.order).toMatchObject({ status: 'refunded', failReason: CREDIT_LIFE_MESSAGES.deliveryFailed });
    expect((await bills(u)).filter((b) => b.orderNo === paid.data!.order.loanOrderNo)).toEqual([]);
    expect((await card(u)).loanAmt).toBe(before.loanAmt);
    // The next order is delivered (fail was for one order).
    const next = await order(u, 'V-youku-year');
    expect((await pay(u, next.orderNo, next.priceFen, 'card')).data!.order.status).toBe('delivered');
    await s.hook(API_PATHS.sandbox.creditLife, { delivery: 'fail' });
    const third = await order(u, 'V-tencent-month');
    expect((await pay(u, third.orderNo, third.priceFen, 'card')).data!.order.status).toBe('refunded');
    const rows = (await ledger(u)).filter((t) => t.title.includes('腾讯视频'));
    expect(rows.map((t) => [t.kind, t.direction, t.amountFen])).toEqual(expect.arrayContaining([['shopPay', 'out', 2500], ['shopRefund', 'in', 2500]]));
    expect(await invariants(u)).toEqual([]);
  });

  it('a hanging partner leaves the order delivering until read after it answers', async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.creditLife, { delivery: 'hang' });
    const o = await order(u, 'M-cmcc-30');
    expect((await pay(u, o.orderNo, o.priceFen, 'card')).data!.order.status).toBe('delivering');
    await s.hook(API_PATHS.sandbox.creditLife, { delivery: 'ok' });
    expect((await s.post<ShopOrderData>(API_PATHS.creditLife.orderDetail, { orderNo: o.orderNo }, { token: u.token })).data!.order.status).toBe('delivered');
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('the custody balance pays only when open with a card and enough in it (depository says why not)', async () => {
    const u = await s.borrower();
    const o = await order(u, 'M-cmcc-30');
    const dep = (await s.post<CreditLifeDepositoryData>(API_PATHS.creditLife.depository, { orderNo: o.orderNo }, { token: u.token })).data!;
    expect(dep).toEqual({ canPay: false, balanceFen: 0, reason: CUSTODY_MESSAGES.notOpened });
    expect((await pay(u, o.orderNo, o.priceFen, 'custody')).message).toBe(CUSTODY_MESSAGES.notOpened);
    expect((await s.post<ShopOrderData>(API_PATHS.creditLife.orderDetail, { orderNo: o.orderNo }, { token: u.token })).data!.order.status).toBe('pendingPay');
  });

  it('the custody balance pays at once (a custodySpend row), a refund gives it back, and the withdrawable part follows the balance', async () => {
    const u = await s.borrower();
    const paidIn = await custodyLoanPaidIn(u);
    const o = await order(u, 'V-youku-year');
    const dep = (await s.post<CreditLifeDepositoryData>(API_PATHS.creditLife.depository, { orderNo: o.orderNo }, { token: u.token })).data!;
    expect(dep).toEqual({ canPay: true, balanceFen: paidIn, reason: '' });
    expect((await pay(u, o.orderNo, o.priceFen, 'custody')).data!.order).toMatchObject({ status: 'delivered', payType: 'custody' });
    const balance = async () => (await s.post<DepositoryStatusData>(API_PATHS.depository.status, {}, { token: u.token })).data!.balanceFen;
    expect(await balance()).toBe(paidIn - o.priceFen);
    const select = async () => (await s.post<P2pWithdrawSelectData>(API_PATHS.custody.p2pWithdrawSelect, {}, { token: u.token })).data!.totalFen;
    expect(await select()).toBe(paidIn - o.priceFen);
    // A failed delivery gives the price back to the custody balance.
    await s.hook(API_PATHS.sandbox.creditLife, { delivery: 'fail' });
    const again = await order(u, 'V-youku-year');
    expect((await pay(u, again.orderNo, again.priceFen, 'custody')).data!.order.status).toBe('refunded');
    expect(await balance()).toBe(paidIn - o.priceFen);
    expect(await select()).toBe(paidIn - o.priceFen);
    expect(moneyInvariants(s.dbPath)).toEqual([]);
  });

  it('ordering a product again answers its pending order; once paid, a new one', async () => {
    const u = await s.borrower();
    const first = await order(u, 'M-cucc-30');
    expect((await order(u, 'M-cucc-30')).orderNo).toBe(first.orderNo);
    expect((await order(u, 'M-cucc-50')).orderNo).not.toBe(first.orderNo);
    await pay(u, first.orderNo, first.priceFen, 'card');
    expect((await order(u, 'M-cucc-30')).orderNo).not.toBe(first.orderNo);
  });

  it('an instalment order refunded after a repayment (the partner hung): the loan cancelled for the principal still owed, the price back', async () => {
    const u = await s.borrower();
    const before = await card(u);
    await s.hook(API_PATHS.sandbox.creditLife, { delivery: 'hang' });
    const o = await order(u, 'P-elem-100');
    const paid = (await pay(u, o.orderNo, o.priceFen, 'instalment', { period: '3' })).data!.order;
    expect(paid.status).toBe('delivering');
    const loanNo = paid.loanOrderNo;
    expect((await s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo: loanNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: loanNo }) }, {
      token: u.token, headers: { 'Idempotency-Key': key() },
    })).status).toBe(1);
    await s.hook(API_PATHS.sandbox.creditLife, { delivery: 'fail' });
    expect((await s.post<ShopOrderData>(API_PATHS.creditLife.orderDetail, { orderNo: o.orderNo }, { token: u.token })).data!.order.status).toBe('refunded');
    expect((await bills(u)).filter((b) => b.orderNo === loanNo)).toEqual([]);
    expect((await card(u)).loanAmt).toBe(before.loanAmt);
    const rows = await ledger(u);
    const cancel = rows.find((t) => t.kind === 'loanCancel')!;
    const repaidPrincipal = 10_000 - cancel.amountFen;
    expect(repaidPrincipal).toBeGreaterThan(0);
    expect(rows.find((t) => t.kind === 'shopRefund')).toMatchObject({ direction: 'in', amountFen: 10_000 });
    expect(await invariants(u)).toEqual([]);
  });

  it('a purchase never delivered costs nothing: every fen paid on its loan (interest, fees, penalty too) comes back, with ledger rows, on the order and in the refunds', async () => {
    const u = await s.borrower();
    await s.hook(API_PATHS.sandbox.creditLife, { delivery: 'hang' });
    const o = await order(u, 'P-elem-100');
    const loanNo = (await pay(u, o.orderNo, o.priceFen, 'instalment', { period: '3' })).data!.order.loanOrderNo;
    // Period 1 paid late (a penalty with its interest and fee) while the partner had not answered.
    await s.hook(API_PATHS.sandbox.clock, { days: 35 });
    const repaid = (await s.post<RepaymentData>(API_PATHS.applyPay.repay, { orderNo: loanNo, periods: '1', payTicket: await s.payTicket(u.token, { payFor: 'activeRepay', subject: loanNo }) }, {
      token: u.token, headers: { 'Idempotency-Key': key() },
    })).data!;
    expect(repaid.status).toBe('success');
    const charges = repaid.interestFen + repaid.feeFen + repaid.penaltyFen;
    expect(repaid.penaltyFen).toBeGreaterThan(0);
    expect(repaid.interestFen + repaid.feeFen).toBeGreaterThan(0);
    await s.hook(API_PATHS.sandbox.creditLife, { delivery: 'fail' });
    const refunded = (await s.post<ShopOrderData>(API_PATHS.creditLife.orderDetail, { orderNo: o.orderNo }, { token: u.token })).data!.order;
    expect(refunded).toMatchObject({ status: 'refunded', refundedFen: o.priceFen + charges, refundedChargesFen: charges });
    // The charges come back to the loan's card as a refund of their own (/refundDetail), with its ledger row.
    const refunds = (await s.post<RefundsData>(API_PATHS.bill.refunds, {}, { token: u.token })).data!.list;
    expect(refunds).toEqual([expect.objectContaining({ orderNo: loanNo, amountFen: charges, status: 'refunded', reason: '分期购物退款：已付利息及费用原路退回' })]);
    const rows = await ledger(u);
    expect(rows.filter((t) => t.kind === 'refund').map((t) => [t.direction, t.amountFen])).toEqual([['in', charges]]);
    // A fresh borrower's whole ledger: lent, spent, repaid, given back, cancelled: nothing gained, nothing lost.
    expect(rows.reduce((n, t) => n + (t.direction === 'in' ? t.amountFen : -t.amountFen), 0)).toBe(0);
    expect(await invariants(u)).toEqual([]);
  });

  it('another user\'s order is not found', async () => {
    const u = await s.borrower();
    const v = await s.borrower();
    const o = await order(u, 'M-cmcc-30');
    expect((await s.post(API_PATHS.creditLife.orderDetail, { orderNo: o.orderNo }, { token: v.token })).message).toBe(CREDIT_LIFE_MESSAGES.orderNotFound);
    expect((await s.post(API_PATHS.creditLife.planRange, { orderNo: o.orderNo }, { token: v.token })).message).toBe(CREDIT_LIFE_MESSAGES.orderNotFound);
  });
});
