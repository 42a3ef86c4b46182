import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, createQueryClient, MESSAGES } from '@credit/shared';
import { delay, lostAnswer, refusal, setUpPage, stubServer, tearDownPage, type PageHarness, type Reply, type StubCall, type StubServer } from '@credit/shared/testing';
import CashConfirmPageBPage from './CashConfirmPageBPage';

/** The confirm step against a stubbed server: one submission per screen, whatever the taps and failures. */

const ORDER_NO = 'L0000000000000042';
const PASSWORD = 'Deal1234';
const trial = {
  loanAmt: 300_000, period: 6, repayType: 'equalInstallment', aprBp: 1406, monthlyRatePpm: 7500, dailyRatePpm: 250,
  interestFen: 7924, feeFen: 4500, discountFen: 0, totalFen: 312_424,
  plan: [{ period: 1, dueDay: '2026-12-24', principalFen: 49_071, interestFen: 2250, feeFen: 750, discountFen: 0, totalFen: 52_071 }],
};
const order = (status: string, signed: 0 | 1 = 1) => ({
  orderNo: ORDER_NO, status, loanAmt: 300_000, period: 6, repayType: 'equalInstallment', aprBp: 1406, purposeName: '日常消费', bankName: '建设银行',
  cardNo: '****6677', signed, outstandingPrincipalFen: 0, createdAt: 0, lentDay: '', settledDay: '', failReason: '',
  capitalChannel: '9F', capitalType: 'self', busCode: 'CASH9F', slaveBusCode: '', lenderName: '示例消费金融股份有限公司', funderState: 'none', ...funder, ...readingTime,
});
/** What the order says of the reading time (spec 3 countDownTime): none to wait, unless a test says. */
let readingTime: { countDownTime?: number } = { countDownTime: 0 };
const PARTNER_LENDER = '示例中原消费金融有限公司';
/** The order's funder (ADR 032): 9F unless a test routes it to a partner. */
let funder: Record<string, string | number>;
/** rateorder/ratePaySubmit calls: the partner order's submit. */
let ratePays: Array<{ key: string; body: string }>;
/** cash/micropay/applyPay calls: micropay's order's submit. */
let micropayApplies: Array<{ key: string; body: string }>;
/** The partner step its funder still waits for (webRouter), or null. */
let stepLeft: string | null;
/** What the custody account still needs (custody/mainGuidance), or null. */
let custodyNext: string | null;

const offers = (chosen: { interestFree: string; rmId: string }) => ({
  freeFeeUser: 1, freeFeePeriods: { configurePeriods: [3, 6], freePeriods: 3, giftDays: 7 },
  redList: [{ rmId: 'R7', loanRedTitle: '借款立减红包', rmdAmt: 2000, limitAmt: 100_000, rmType: 'interest', expiresDay: '2027-01-01' }], ...chosen,
});
/** The server's price of the months claim: a lower APR. */
const freeMonthsTrial = { ...trial, aprBp: 988, discountFen: 6750, totalFen: 305_674 };

let page: PageHarness;
let offerChoices: string[];
let tradePwdSet: 0 | 1;
let releaseOffer: () => void;
let submits: Array<{ key: string; body: string }>;
let tickets: number;
let failSubmits: number;
/** The card's withholding is signed (else the page asks for the signing code first). */
let signed: 0 | 1;
let server: StubServer;
/** Server calls by path, in order. */
const calls = () => server.calls.map((c) => c.path);
/** What each pay ticket was asked for (checkPwdPayment's body without the password). */
let asked: Array<Record<string, string>>;
/** A refusal for the next call of a path: [status, message]. */
let refusals: Map<string, [number, string]>;
/** What applyStatus answers. */
let orderNow: string;
const navigate = vi.fn();
const toast = vi.fn();
const confirmDialog = vi.fn(async () => true);

/** Each path's answer (the others: an empty envelope). */
const answers: Record<string, (req: StubCall) => Reply | Promise<Reply>> = {
  [API_PATHS.loanorder.detail]: () => ({ data: { order: order('created', signed), trial, bills: [] } }),
  [API_PATHS.applyPay.applyStatus]: () => ({ data: { order: order(orderNow, signed) } }),
  [API_PATHS.signing.apply]: () => ({ data: { signed, bankName: '建设银行', cardNo: '****6677', mobile: '139****7236' } }),
  [API_PATHS.signing.confirm]: () => {
    signed = 1;
    return { data: { signed, bankName: '建设银行', cardNo: '****6677', mobile: '139****7236' } };
  },
  [API_PATHS.loanorder.cancel]: async () => {
    await delay(20);
    return { data: { order: order('cancelled', signed) } };
  },
  [API_PATHS.oneCard.info]: () => ({ data: { tradePwdSet } }),
  [API_PATHS.rateorder.planRate]: () => ({ data: offers({ interestFree: 'none', rmId: '' }) }),
  [API_PATHS.rateorder.rateQuotaSubmit]: async (req) => {
    const body = new URLSearchParams(req.text);
    offerChoices.push(body.toString());
    await new Promise<void>((r) => { releaseOffer = r; });
    return { data: { order: { ...order('created'), aprBp: 988 }, trial: freeMonthsTrial, offers: offers({ interestFree: body.get('interestFree')!, rmId: body.get('rmId') ?? '' }) } };
  },
  [API_PATHS.signing.query]: () => ({ data: { signed, bankName: '建设银行', cardNo: '****6677', mobile: '139****7236' } }),
  [API_PATHS.repayment.checkPwdPayment]: (req) => {
    const { password: _password, ...purpose } = req.body;
    asked.push(purpose);
    tickets++;
    return { data: { payTicket: `ticket-000000000000${tickets}`, expiresAt: Date.now() + 300_000 } };
  },
  [API_PATHS.micropay.webRouter]: () => ({ data: { orderNo: ORDER_NO, capitalChannel: funder.capitalChannel, lenderName: PARTNER_LENDER, steps: [], next: stepLeft } }),
  [API_PATHS.custody.mainGuidance]: () => ({ data: { steps: [], next: custodyNext } }),
  [API_PATHS.rateorder.ratePaySubmit]: (req) => {
    ratePays.push({ key: String(req.idempotencyKey), body: req.text });
    return { data: { order: order('lending') } };
  },
  [API_PATHS.micropay.applyPay]: (req) => {
    micropayApplies.push({ key: String(req.idempotencyKey), body: req.text });
    return { data: { order: order('lending') } };
  },
  [API_PATHS.loanorder.submit]: async (req) => {
    submits.push({ key: String(req.idempotencyKey), body: req.text });
    if (failSubmits-- > 0) return lostAnswer;
    await delay(20);
    return { data: { order: order('lending') } };
  },
};

/** A refusal set in `refusals` answers its path once, before the path's own answer. */
const stub = () =>
  stubServer({}, (req) => {
    const refused = refusals.get(req.path);
    if (refused) {
      refusals.delete(req.path);
      if (req.path === API_PATHS.loanorder.submit) submits.push({ key: String(req.idempotencyKey), body: req.text });
      return refusal(...refused);
    }
    return (answers[req.path] ?? (() => ({ data: {} })))(req);
  });

const renderPage = () => page.renderAt(`/cashConfirm?orderNo=${ORDER_NO}`, <CashConfirmPageBPage />);

beforeEach(() => {
  readingTime = { countDownTime: 0 };
  funder = {};
  stepLeft = null;
  custodyNext = null;
  ratePays = [];
  micropayApplies = [];
  submits = [];
  offerChoices = [];
  tradePwdSet = 1;
  tickets = 0;
  failSubmits = 0;
  signed = 1;
  asked = [];
  refusals = new Map();
  orderNow = 'created';
  navigate.mockReset();
  toast.mockReset();
  sessionStorage.clear();
  server = stub();
  page = setUpPage(server, { toast, navigate, confirm: confirmDialog });
});

afterEach(tearDownPage);

const password = () => screen.getByLabelText('交易密码') as HTMLInputElement;
const confirmButton = () => screen.getByRole('button', { name: /确认借款/ });
/** Types the deal password and taps 确认借款 once. */
async function confirmWithPassword() {
  fireEvent.change(password(), { target: { value: PASSWORD } });
  await act(async () => fireEvent.click(confirmButton()));
}

describe('the confirm step (cashConfirmPageB)', () => {
  it.each([
    ['the order\'s reading time', { countDownTime: 2 }, 2],
    ['spec 9\'s default of 3 when the order gives none', {}, 3],
  ])('确认借款 waits %s, counting down, then submits', async (_, given, seconds) => {
    readingTime = given;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage();
      const waiting = await screen.findByRole('button', { name: `确认借款（${seconds}s）` });
      expect(waiting).toHaveProperty('disabled', true);
      fireEvent.change(password(), { target: { value: PASSWORD } });
      for (let left = seconds - 1; left > 0; left--) {
        await act(async () => void vi.advanceTimersByTime(1000));
        expect(screen.getByRole('button', { name: `确认借款（${left}s）` })).toHaveProperty('disabled', true);
      }
      await act(async () => void vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: '确认借款' })).toHaveProperty('disabled', false);
      expect(submits).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the APR first, and a double tap submits once with the screen\'s key', async () => {
    renderPage();
    expect(await screen.findByTestId('loan-apr')).toHaveProperty('textContent', '14.06%');
    fireEvent.change(password(), { target: { value: PASSWORD } });
    await act(async () => {
      fireEvent.click(confirmButton());
      fireEvent.click(confirmButton());
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(submits).toHaveLength(1);
    expect(tickets).toBe(1);
    // The ticket was asked for submitting this order: the server lets it pay for nothing else.
    expect(asked).toEqual([{ payFor: 'loanSubmit', subject: ORDER_NO }]);
    expect(submits[0]!.key).toMatch(/^[\w-]{16,}$/);
    expect(submits[0]!.body).not.toContain(PASSWORD);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(PASSWORD);
  });

  it('a network failure toasts, clears only the password, and the retry sends the same key and ticket', async () => {
    failSubmits = 2; // the client's own retry of a keyed call fails too
    renderPage();
    await screen.findByTestId('loan-apr');
    await confirmWithPassword();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(MESSAGES.network, expect.anything()));
    expect(password().value).toBe('');
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(confirmButton()));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(submits).toHaveLength(3);
    expect(new Set(submits.map((s) => s.key)).size).toBe(1);
    expect(new Set(submits.map((s) => s.body)).size).toBe(1);
    expect(tickets).toBe(1);
  });

  it('a reload keeps the key (sessionStorage per order)', async () => {
    failSubmits = 2;
    const first = renderPage();
    await screen.findByTestId('loan-apr');
    await confirmWithPassword();
    await waitFor(() => expect(submits).toHaveLength(2));
    first.unmount();
    page.client = createQueryClient();
    renderPage();
    await screen.findByTestId('loan-apr');
    await confirmWithPassword();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(new Set(submits.map((s) => s.key)).size).toBe(1);
  });

  it('an offer is priced by the server: the submit waits for the new figures, which replace the APR and schedule shown', async () => {
    renderPage();
    expect(await screen.findByTestId('loan-apr')).toHaveProperty('textContent', '14.06%');
    const offer = (await screen.findByLabelText('优惠')) as HTMLSelectElement;
    expect([...offer.options].map((o) => o.textContent)).toEqual(['不使用优惠', '首借免息3个月', '7天免息礼包', '借款立减红包（减20.00元）']);
    fireEvent.change(offer, { target: { value: 'months' } });
    await waitFor(() => expect(offerChoices).toEqual([`orderNo=${ORDER_NO}&interestFree=months`]));
    expect(offer.value).toBe('months');
    expect(confirmButton()).toHaveProperty('disabled', true);
    await act(async () => releaseOffer());
    await waitFor(() => expect(screen.getByTestId('loan-apr').textContent).toBe('9.88%'));
    expect(screen.getByTestId('loan-total').textContent).toBe('3,056.74元');
    expect(confirmButton()).toHaveProperty('disabled', false);
    // A red packet goes as the packet, never stacked on a claim.
    fireEvent.change(offer, { target: { value: 'R7' } });
    await waitFor(() => expect(offerChoices[1]).toBe(`orderNo=${ORDER_NO}&interestFree=none&rmId=R7`));
    await act(async () => releaseOffer());
  });

  it('a refused offer is said under it; the order keeps its own offer and the confirm is open again', async () => {
    refusals.set(API_PATHS.rateorder.rateQuotaSubmit, [1004, '']);
    renderPage();
    const offer = (await screen.findByLabelText('优惠')) as HTMLSelectElement;
    await act(async () => fireEvent.change(offer, { target: { value: 'months' } }));
    expect(await screen.findByText('参数值不在处理的范围内')).toBeTruthy();
    expect(offer.value).toBe('none');
    expect(screen.getByTestId('loan-apr').textContent).toBe('14.06%');
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
  });

  it('without a deal password, the page sends the user to set one and come back to this order; 取消借款 stays', async () => {
    tradePwdSet = 0;
    renderPage();
    expect(await screen.findByTestId('set-deal-password')).toHaveProperty('textContent', expect.stringContaining('借款前需先设置交易密码'));
    fireEvent.click(screen.getByRole('button', { name: '设置交易密码' }));
    expect(navigate.mock.calls[0]![0]).toBe(`/modifyDealPw?returnUrl=${encodeURIComponent(`/cashConfirm?orderNo=${ORDER_NO}`)}`);
    expect(screen.queryByLabelText('交易密码')).toBeNull();
    expect(screen.queryByRole('button', { name: /确认借款/ })).toBeNull();
    expect(screen.getByRole('button', { name: '取消借款' })).toBeTruthy();
  });

  it('a wrong deal password is told on the password field; nothing is submitted', async () => {
    refusals.set(API_PATHS.repayment.checkPwdPayment, [2006, 'wrong']);
    renderPage();
    await screen.findByTestId('loan-apr');
    await confirmWithPassword();
    expect((await screen.findByText('密码不正确')).id).toBe('deal-password-error');
    expect(submits).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refusal no field owns is said on the form line, and the next tap is a new intent', async () => {
    refusals.set(API_PATHS.loanorder.submit, [2003, '']);
    renderPage();
    await screen.findByTestId('loan-apr');
    await confirmWithPassword();
    expect((await screen.findByRole('alert')).textContent).toBe('请核实姓名或身份证号是否正确');
    expect(navigate).not.toHaveBeenCalled();
    await confirmWithPassword();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(submits).toHaveLength(2);
    expect(submits[1]!.key).not.toBe(submits[0]!.key);
  });

  it('a refusal behind which the order went ahead (another key, 40403) leads to the result page', async () => {
    refusals.set(API_PATHS.loanorder.submit, [40403, '订单状态已变更']);
    orderNow = 'lending';
    renderPage();
    await screen.findByTestId('loan-apr');
    await confirmWithPassword();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(calls()).toContain(API_PATHS.applyPay.applyStatus);
  });

  it('a 40403 on an order still created is the server\'s message (toasted): the page stays', async () => {
    refusals.set(API_PATHS.loanorder.submit, [40403, '订单状态已变更']);
    renderPage();
    await screen.findByTestId('loan-apr');
    await confirmWithPassword();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('订单状态已变更', expect.anything()));
    await waitFor(() => expect(calls()).toContain(API_PATHS.applyPay.applyStatus));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('1006 (the first try still in flight) says so on the form line; the retry keeps the key', async () => {
    refusals.set(API_PATHS.loanorder.submit, [1006, '']);
    renderPage();
    await screen.findByTestId('loan-apr');
    await confirmWithPassword();
    expect((await screen.findByRole('alert')).textContent).toBe('不能重复提交');
    await confirmWithPassword();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(submits).toHaveLength(2);
    expect(submits[1]!.key).toBe(submits[0]!.key);
  });

  describe('a card not yet signed (spec 4.7): the signing code first, under the same tap', () => {
    const code = () => screen.getByLabelText('验证码') as HTMLInputElement;

    it('asks for the code before anything is sent', async () => {
      signed = 0;
      renderPage();
      expect(await screen.findByText(/验证码将发送至银行预留手机号 139\*\*\*\*7236/)).toBeTruthy();
      await confirmWithPassword();
      expect(await screen.findByText('请输入6位验证码')).toBeTruthy();
      expect(calls()).not.toContain(API_PATHS.signing.confirm);
      expect(tickets).toBe(0);
    });

    it('a refused send is told on the code field', async () => {
      signed = 0;
      refusals.set(API_PATHS.signing.apply, [2001, '']);
      renderPage();
      await screen.findByLabelText('验证码');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
      expect((await screen.findByText('10分钟之内已发送3次，请稍后')).id).toBe('sign-code-error');
      expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    });

    it('a refused code lands on the code field and keeps what was typed; then signs, buys the ticket and submits once', async () => {
      signed = 0;
      refusals.set(API_PATHS.signing.confirm, [2017, '']);
      renderPage();
      await screen.findByLabelText('验证码');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
      expect(screen.getByRole('button', { name: /s后重新获取/ })).toBeTruthy();
      fireEvent.change(code(), { target: { value: '123456' } });
      await confirmWithPassword();
      expect(await screen.findByText('亲，您还未获取验证码')).toBeTruthy();
      expect(code().value).toBe('123456');
      expect(password().value).toBe(PASSWORD);
      expect(tickets).toBe(0);

      await act(async () => {
        fireEvent.click(confirmButton());
        fireEvent.click(confirmButton());
      });
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
      expect(calls().filter((c) => c === API_PATHS.signing.confirm)).toHaveLength(2);
      expect(calls().indexOf(API_PATHS.repayment.checkPwdPayment)).toBeGreaterThan(calls().lastIndexOf(API_PATHS.signing.confirm));
      expect(submits).toHaveLength(1);
    });
  });

  it('取消借款, once confirmed, cancels the order once and leaves for its result', async () => {
    renderPage();
    await screen.findByTestId('loan-apr');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '取消借款' }));
      fireEvent.click(screen.getByRole('button', { name: '取消借款' }));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cancelLoanResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(confirmDialog).toHaveBeenCalled();
    expect(calls().filter((c) => c === API_PATHS.loanorder.cancel)).toHaveLength(1);
  });

  it('取消借款 declined in the dialog does nothing', async () => {
    confirmDialog.mockResolvedValueOnce(false);
    renderPage();
    await screen.findByTestId('loan-apr');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消借款' })));
    expect(calls()).not.toContain(API_PATHS.loanorder.cancel);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the confirm step of a partner order (ADR 032)', () => {
  it('names its lender first under the APR and submits by ratePaySubmit with the offer it holds, once, with the screen\'s key', async () => {
    funder = { capitalChannel: 'zy', capitalType: 'partner', busCode: 'CASHZY', lenderName: PARTNER_LENDER };
    renderPage();
    const lender = await screen.findByTestId('loan-lender');
    expect(lender.textContent).toBe(`出借人：${PARTNER_LENDER}`);
    expect(screen.getByTestId('loan-apr').parentElement!.nextElementSibling).toBe(lender);
    fireEvent.change(await screen.findByLabelText('优惠'), { target: { value: 'months' } });
    await waitFor(() => expect(offerChoices).toHaveLength(1));
    await act(async () => releaseOffer());
    await waitFor(() => expect(confirmButton()).toHaveProperty('disabled', false));
    await confirmWithPassword();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(ratePays).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(ratePays[0]!.body))).toEqual({ orderNo: ORDER_NO, payTicket: 'ticket-0000000000001', interestFree: 'months' });
    expect(ratePays[0]!.key).toMatch(/^[\w-]{8,}$/);
    expect(asked).toEqual([{ payFor: 'loanSubmit', subject: ORDER_NO }]);
    expect(calls()).not.toContain(API_PATHS.loanorder.submit);
  });

  it('a partner order whose funder still waits for a step goes back to its steps', async () => {
    funder = { capitalChannel: 'micropay', capitalType: 'partner', busCode: 'CASHWZ', lenderName: PARTNER_LENDER };
    stepLeft = 'bindCard';
    renderPage();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashFunderSteps?orderNo=${ORDER_NO}`, { replace: true }));
  });

  it("micropay's order is submitted by micropay's own applyPay with the offer it holds, once, with the screen's key", async () => {
    funder = { capitalChannel: 'micropay', capitalType: 'partner', busCode: 'CASHWZ', lenderName: PARTNER_LENDER };
    renderPage();
    expect((await screen.findByTestId('loan-lender')).textContent).toBe(`出借人：${PARTNER_LENDER}`);
    await confirmWithPassword();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(micropayApplies).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(micropayApplies[0]!.body))).toEqual({ orderNo: ORDER_NO, payTicket: 'ticket-0000000000001', interestFree: 'none' });
    expect(micropayApplies[0]!.key).toMatch(/^[\w-]{8,}$/);
    expect(ratePays).toHaveLength(0);
    expect(submits).toHaveLength(0);
  });

  it('a custody funder\'s order before the custody account is open says so and leads to open it and back here, not to the password', async () => {
    funder = { capitalChannel: 'cg', capitalType: 'partner', busCode: 'CASHCG', lenderName: PARTNER_LENDER, paidIntoCustody: 1 };
    custodyNext = 'openAccount';
    renderPage();
    expect((await screen.findByTestId('custody-needed')).textContent).toContain('该笔借款将发放至存管账户，请先开通存管账户并绑定银行卡');
    expect(screen.getByText('存管账户')).toBeTruthy();
    expect(screen.queryByLabelText('交易密码')).toBeNull();
    expect(screen.getByRole('button', { name: '取消借款' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去开通存管账户' }));
    expect(navigate).toHaveBeenCalledWith(`/custodyOpen?returnUrl=${encodeURIComponent(`/cashConfirm?orderNo=${ORDER_NO}`)}`, undefined);
    expect(calls()).not.toContain(API_PATHS.repayment.checkPwdPayment);
  });

  it('a custody funder\'s order with the custody account ready is confirmed with the password as usual', async () => {
    funder = { capitalChannel: 'cg', capitalType: 'partner', busCode: 'CASHCG', lenderName: PARTNER_LENDER, paidIntoCustody: 1 };
    renderPage();
    await screen.findByLabelText('交易密码');
    expect(screen.queryByTestId('custody-needed')).toBeNull();
    await confirmWithPassword();
    await waitFor(() => expect(ratePays).toHaveLength(1));
  });

  it("the platform's own order names its lender and goes by loanorder/submit", async () => {
    renderPage();
    expect((await screen.findByTestId('loan-lender')).textContent).toBe('出借人：示例消费金融股份有限公司');
    await confirmWithPassword();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/cashResult?orderNo=${ORDER_NO}`, { replace: true }));
    expect(submits).toHaveLength(1);
    expect(ratePays).toHaveLength(0);
    expect(micropayApplies).toHaveLength(0);
  });
});
