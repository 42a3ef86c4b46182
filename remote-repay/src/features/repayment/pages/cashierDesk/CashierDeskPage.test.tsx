import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, holdFirstReads } from '@credit/shared';
import type { BillItem } from '@credit/shared/api';
import { delay, lostAnswer, setUpPage, stubServer, tearDownPage, type PageHarness, type Reply, type StubCall, type StubServer } from '@credit/shared/testing';
import { OVERDUE_FIRST } from '../../../../components/periodChoice';
import { billKeys } from '../../../../components/billApi';
import { repaymentRoutes } from '../../routes';
import CashierDeskPage from './CashierDeskPage';

/** The cashier desk against a stubbed server: the period rules, the server's quote, what a payment sends. */

const ORDER_NO = 'L0000000000000042';
const bill = (period: number, status: BillItem['status']): BillItem => ({
  billId: String(100 + period), orderNo: ORDER_NO, capitalChannel: '9F', repayPath: 'platform', period, periods: 3, dueDay: `2026-1${period}-10`, status, overdueDays: status === 'overdue' ? 5 : 0,
  principalFen: 100_000, interestFen: 2000, feeFen: 500, discountFen: 0, penaltyFen: status === 'overdue' ? 300 : 0, paidFen: 0, dueFen: status === 'overdue' ? 102_800 : 102_500, paidDay: '',
  isTwoBill: 0, masterRepayAmt: status === 'overdue' ? 102_800 : 102_500, slaveRepayAmt: 0, creditors: [{ role: 'master', lenderName: '示例消费金融股份有限公司', sharePpm: 1_000_000 }],
});
const BILLS = [bill(1, 'overdue'), bill(2, 'due'), bill(3, 'pending')];
const repayment = { repayNo: 'P0000000000000007', kind: 'active', channel: 'bankCard', status: 'success', amountFen: 0, paidFen: 0, refundedFen: 0, principalFen: 0, interestFen: 0, feeFen: 0, penaltyFen: 0, orderNos: [ORDER_NO], failReason: '', createdAt: 0, finishedAt: 0 };

const LENDER = '示例中原消费金融有限公司';
const MASTER = '示例晋商消费金融股份有限公司';
const SLAVE = '示例银行股份有限公司';
/** The order is a two-bill loan (ADR 035): the quote carries the server's master/slave split. */
let twoBill: boolean;
/** The path repayment/route names for the order (ADR 033). */
let repayPath: string;
let page: PageHarness;
let server: StubServer;
/** What the server was sent. */
const calls = () => server.calls.map((c) => ({ url: c.path, body: new URLSearchParams(c.text), key: c.idempotencyKey }));
const navigate = vi.fn();
const toast = vi.fn();
/** How thirdRepay/repay answers, in turn; then it opens the payment. */
let alipayAnswers: Reply[];
const ALIPAY = { repayment: { ...repayment, channel: 'alipay', status: 'processing' }, payUrl: `${API_PATHS.thirdRepay.cashier.replace(':payId', '')}pay-1` };

/** The quote of the periods asked (both planPaySelect paths). */
const quote = (req: StubCall): Reply => {
  const body = new URLSearchParams(req.text);
  const periods = (body.get('periods') ?? '').split(',').map(Number);
  const chosen = BILLS.filter((b) => periods.includes(b.period));
  const totalFen = chosen.reduce((n, b) => n + b.dueFen, 0);
  const split = twoBill
    ? { isTwoBill: 1, masterRepayAmt: totalFen - 61_590, slaveRepayAmt: 61_590, creditors: [{ role: 'master', lenderName: MASTER, sharePpm: 700_000 }, { role: 'slave', lenderName: SLAVE, sharePpm: 300_000 }] }
    : { isTwoBill: 0, masterRepayAmt: totalFen, slaveRepayAmt: 0, creditors: [{ role: 'master', lenderName: LENDER, sharePpm: 1_000_000 }] };
    return { data: { principalFen: chosen.length * 100_000, interestFen: chosen.length * 2000, feeFen: chosen.length * 500, penaltyFen: 300, totalFen, ...split, bills: chosen } };
};

/** A repayment of the amount sent (both platform repay paths). */
const paid = (req: StubCall): Reply => ({ data: { ...repayment, amountFen: Number(req.body.amountFen ?? 205_300), paidFen: Number(req.body.amountFen ?? 205_300) } });

const stub = () =>
  stubServer(
    {
      [API_PATHS.repayment.route]: () => ({ data: { orderNo: ORDER_NO, capitalChannel: repayPath === 'platform' ? '9F' : repayPath, lenderName: LENDER, path: repayPath, rule: { wholePeriodsOnly: repayPath !== 'platform', earlySettlement: true, earlyFeePpm: 5000 } } }),
      [API_PATHS.bill.list]: () => ({ data: { bills: BILLS, totalDueFen: 0 } }),
      [API_PATHS.repayment.planPaySelect4Rule]: quote,
      [API_PATHS.repayment.planPaySelect]: quote,
      [API_PATHS.loanorder.queryPayChannel]: () => ({ data: { list: [{ channel: 'bankCard', title: '建设银行（尾号6677）', enabled: true, note: '' }, { channel: 'protocol', title: '协议代扣', enabled: false, note: '银行卡尚未签约代扣协议' }, { channel: 'alipay', title: '支付宝', enabled: true, note: '' }] } }),
      [API_PATHS.oneCard.info]: () => ({ data: { tradePwdSet: 1 } }),
      [API_PATHS.repayment.checkPwdPayment]: () => ({ data: { payTicket: 'ticket-1', expiresAt: Date.now() + 300_000 } }),
      [API_PATHS.thirdRepay.repay]: async () => {
        await delay(20);
        return alipayAnswers.shift() ?? { data: ALIPAY };
      },
      [API_PATHS.repayment.zyRepaymentApply]: paid,
      [API_PATHS.applyPay.repay]: paid,
    },
    { data: {} },
  );

beforeEach(() => {
  repayPath = 'platform';
  twoBill = false;
  alipayAnswers = [];
  navigate.mockClear();
  toast.mockClear();
  sessionStorage.clear();
  server = stub();
  page = setUpPage(server, { navigate, toast });
});
afterEach(tearDownPage);

const renderDesk = (query = `orderNo=${ORDER_NO}`) => page.renderAt(`/cashier_desk?${query}`, <CashierDeskPage />);
const alipays = () => calls().filter((c) => c.url === API_PATHS.thirdRepay.repay);
const quoted = () => calls().filter((c) => c.url === API_PATHS.repayment.planPaySelect).map((c) => c.body.get('periods'));

describe('CashierDeskPage: chosen periods of one order', () => {
  it('starts with the overdue period and the current one; the quote is the server’s for that choice', async () => {
    renderDesk();
    expect(await screen.findByTestId('rp-total')).toHaveProperty('textContent', '2,053.00元');
    expect((screen.getByLabelText('第1期') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('第2期') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('第3期') as HTMLInputElement).checked).toBe(false);
    expect(quoted()).toEqual(['1,2']);
    expect(screen.getByTestId('overdue-notice').textContent).toContain('已逾期5天');
    // One lender: no creditor split.
    expect(screen.queryByTestId('creditor-split')).toBeNull();
  });

  it("a two-bill loan: the server's split of the quote, both lenders named (ADR 035)", async () => {
    twoBill = true;
    renderDesk();
    const split = await screen.findByTestId('creditor-split');
    expect(split.textContent).toBe(`其中 主资金方（${MASTER}）1,437.10元，从资金方（${SLAVE}）615.90元`);
  });

  it('will not leave the overdue period out, and ticking period 3 asks the server for 1,2,3', async () => {
    renderDesk();
    await screen.findByTestId('rp-total');
    fireEvent.click(screen.getByLabelText('第1期'));
    expect(screen.getByText(OVERDUE_FIRST)).toBeTruthy();
    expect((screen.getByLabelText('第1期') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('第3期'));
    await waitFor(() => expect(quoted()).toContain('1,2,3'));
    expect(await screen.findByText('3,078.00元')).toBeTruthy();
  });

  it('opens at the period a bill asked for, with every earlier unpaid one', async () => {
    renderDesk(`orderNo=${ORDER_NO}&periods=3`);
    await screen.findByTestId('rp-total');
    expect(quoted()).toEqual(['1,2,3']);
  });

  it('opened for an overdue period 1 ticks period 1 alone, not the period due next', async () => {
    renderDesk(`orderNo=${ORDER_NO}&periods=1`);
    expect(await screen.findByTestId('rp-total')).toHaveProperty('textContent', '1,028.00元');
    expect((screen.getByLabelText('第1期') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('第2期') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('第3期') as HTMLInputElement).checked).toBe(false);
    expect(quoted()).toEqual(['1']);
  });

  it('pays with a pay ticket and the screen’s key; the body names periods, never a total', async () => {
    renderDesk();
    await screen.findByTestId('rp-total');
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: 'Deal1234' } });
    fireEvent.click(screen.getByRole('button', { name: /确认还款/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/prepaymentResult?repayNo=P0000000000000007', { replace: true }));
    const pay = calls().find((c) => c.url === API_PATHS.applyPay.repay)!;
    expect(Object.fromEntries(pay.body)).toEqual({ orderNo: ORDER_NO, periods: '1,2', payTicket: 'ticket-1' });
    expect(pay.key).toMatch(/.{16,}/);
    // The ticket was asked for this repayment of this order (in full: no amount).
    const asked = calls().find((c) => c.url === API_PATHS.repayment.checkPwdPayment)!;
    expect(Object.fromEntries(asked.body)).toEqual({ password: 'Deal1234', payFor: 'activeRepay', subject: ORDER_NO });
    // The password went to checkPwdPayment only.
    expect(calls().filter((c) => [...c.body.values()].includes('Deal1234')).map((c) => c.url)).toEqual([API_PATHS.repayment.checkPwdPayment]);
    // The confirm is settled: its key is gone, so the next payment is a new one.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('confirmKey:'))).toEqual([]);
  });

  it('checks a part amount in the product’s words and keeps what was typed', async () => {
    renderDesk();
    await screen.findByTestId('rp-total');
    const part = screen.getByLabelText('本次还款金额（元）');
    for (const [typed, message] of [['5000', '还款金额不能超过应还金额'], ['0.5', '还款金额不能低于1元'], ['12.345', '请输入正确的金额，最多两位小数']] as const) {
      fireEvent.change(part, { target: { value: typed } });
      fireEvent.blur(part);
      expect(screen.getByText(message)).toBeTruthy();
      expect((part as HTMLInputElement).value).toBe(typed);
      expect((screen.getByRole('button', { name: /确认还款/ }) as HTMLButtonElement).disabled).toBe(true);
    }
    fireEvent.change(part, { target: { value: '1000.5' } });
    fireEvent.blur(part);
    for (const message of ['还款金额不能超过应还金额', '还款金额不能低于1元', '请输入正确的金额，最多两位小数']) expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByRole('button', { name: /确认还款/ }).textContent).toContain('1,000.50元');
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: 'Deal1234' } });
    fireEvent.click(screen.getByRole('button', { name: /确认还款/ }));
    await waitFor(() => expect(calls().some((c) => c.url === API_PATHS.applyPay.repay)).toBe(true));
    expect(calls().find((c) => c.url === API_PATHS.applyPay.repay)!.body.get('amountFen')).toBe('100050');
    // The pay ticket names the same part: the server lets it pay nothing else.
    expect(Object.fromEntries(calls().find((c) => c.url === API_PATHS.repayment.checkPwdPayment)!.body)).toMatchObject({ payFor: 'activeRepay', subject: ORDER_NO, amountFen: '100050' });
  });

  it('offers signing where the protocol is not signed yet, and Alipay without a deal password', async () => {
    renderDesk();
    await screen.findByTestId('rp-total');
    expect((screen.getByLabelText(/^协议代扣/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '去签约' }));
    expect(navigate.mock.calls.at(-1)![0]).toBe(`/signing_contract?orderNo=${ORDER_NO}`);
    fireEvent.click(screen.getByLabelText('支付宝'));
    expect(screen.queryByLabelText('交易密码')).toBeNull();
    expect(screen.getByRole('button', { name: '去支付宝付款' })).toBeTruthy();
  });

  it('Alipay: one payment opened however often tapped, for the chosen periods, with the choice’s key; then the payment page', async () => {
    renderDesk();
    await screen.findByTestId('rp-total');
    fireEvent.click(screen.getByLabelText('支付宝'));
    const start = screen.getByRole('button', { name: '去支付宝付款' });
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/payment?repayNo=${repayment.repayNo}`, { replace: true }));
    const opened = alipays();
    expect(opened).toHaveLength(1);
    expect(Object.fromEntries(opened[0]!.body)).toEqual({ orderNo: ORDER_NO, periods: '1,2' });
    expect(opened[0]!.key).toMatch(/.{16,}/);
    expect(JSON.parse(sessionStorage.getItem(`alipay:${repayment.repayNo}`)!)).toEqual({ payUrl: ALIPAY.payUrl });
  });

  it('Alipay: a lost answer keeps the key (the retry is the same payment); a refusal ends it and is said above the button', async () => {
    alipayAnswers = [lostAnswer, lostAnswer, { status: 0 }];
    renderDesk();
    await screen.findByTestId('rp-total');
    fireEvent.click(screen.getByLabelText('支付宝'));
    fireEvent.click(screen.getByRole('button', { name: '去支付宝付款' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('网络不给力，请重新尝试', expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: '去支付宝付款' }));
    expect(await screen.findByText('系统异常，请稍后再试')).toHaveProperty('className', 'ui-error');
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '去支付宝付款' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/payment?repayNo=${repayment.repayNo}`, { replace: true }));
    const [first, retried, again, fresh] = alipays().map((c) => c.key);
    expect(new Set([first, retried, again]).size).toBe(1);
    expect(fresh).not.toBe(first);
  });

  it('tells a malformed order number without a call', () => {
    renderDesk('orderNo=L1');
    expect(screen.getByRole('heading', { name: '借款订单不存在' })).toBeTruthy();
    expect(calls()).toEqual([]);
  });
});

describe('CashierDeskPage: an order a partner repays (ADR 033)', () => {
  it("asks repayment/route, quotes by the funder's rule, offers no other channel nor a part, and pays whole on the partner's path", async () => {
    repayPath = 'zy';
    renderDesk();
    expect(await screen.findByTestId('rp-total')).toHaveProperty('textContent', '2,053.00元');
    expect(screen.getByTestId('repay-route').textContent).toBe(`本笔借款由${LENDER}出借，按资金方规则还款：每期须全额还清，不支持部分还款`);
    expect(calls().filter((c) => c.url === API_PATHS.repayment.planPaySelect4Rule).map((c) => c.body.get('periods'))).toEqual(['1,2']);
    expect(quoted()).toEqual([]);
    expect(screen.queryByRole('group', { name: '还款方式' })).toBeNull();
    expect(screen.queryByLabelText('本次还款金额（元）')).toBeNull();
    fireEvent.change(screen.getByLabelText('交易密码'), { target: { value: 'Deal1234' } });
    fireEvent.click(screen.getByRole('button', { name: /确认还款/ }));
    await waitFor(() => expect(calls().some((c) => c.url === API_PATHS.repayment.zyRepaymentApply)).toBe(true));
    const paid = calls().find((c) => c.url === API_PATHS.repayment.zyRepaymentApply)!;
    expect(Object.fromEntries(paid.body)).toEqual({ orderNo: ORDER_NO, periods: '1,2', payTicket: 'ticket-1' });
    expect(paid.key).toBeTruthy();
    expect(Object.fromEntries(calls().find((c) => c.url === API_PATHS.repayment.checkPwdPayment)!.body)).toMatchObject({ payFor: 'activeRepay', subject: ORDER_NO });
    expect(calls().some((c) => c.url === API_PATHS.applyPay.repay)).toBe(false);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });
});


describe('CashierDeskPage: its first reads (ADR 041)', () => {
  const route = repaymentRoutes.find((r) => r.path === '/cashier_desk')!;

  it('the route declares the order\'s reads the page makes first; the page takes the answers the host started for ?orderNo=', async () => {
    expect(route.firstReads!.map((r) => r.path)).toEqual([API_PATHS.bill.list, API_PATHS.repayment.route, API_PATHS.loanorder.queryPayChannel]);
    const { release } = holdFirstReads(page.client, route.firstReads!, { orderNo: ORDER_NO });
    // The same keys the page's other reads and the payment's invalidation use.
    expect(page.client.getQueryCache().find({ queryKey: billKeys.list('unpaid', ORDER_NO), exact: true })).toBeDefined();
    renderDesk();
    expect(await screen.findByTestId('rp-total')).toHaveProperty('textContent', '2,053.00元');
    await screen.findByText('支付宝');
    for (const path of [API_PATHS.bill.list, API_PATHS.repayment.route, API_PATHS.loanorder.queryPayChannel]) {
      const asked = calls().filter((c) => c.url === path);
      expect(asked, path).toHaveLength(1);
      expect(asked[0]!.body.get('orderNo'), path).toBe(ORDER_NO);
    }
    expect(calls().find((c) => c.url === API_PATHS.bill.list)!.body.get('status')).toBe('unpaid');
    release();
  });

  it('one-key and merged repayment take no order number: nothing is started ahead of them', () => {
    const { release } = holdFirstReads(page.client, route.firstReads!, { kind: 'oneKey' });
    expect(page.client.getQueryCache().getAll()).toHaveLength(0);
    release();
  });
});
