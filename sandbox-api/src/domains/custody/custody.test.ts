import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS, type ApplyLoanData, type ChangeBindingCardData, type CustodyWithdrawData, type DepositoryStatusData, type FunderOrderData, type MainGuidanceData,
  type OrderData, type P2pWithdrawSelectData, type SelectLtCardData, type SendWithdrawRequestData, type TransactionsData, type WithdrawCashAptitudeData, type WithdrawInfoListData, type WithdrawOrderListData,
} from '@credit/shared/api';
import { SERVER_MESSAGES } from '../../lib/errors';
import { moneyInvariants } from '../../test/invariants';
import { startTestServer, type TestServer } from '../../test/helpers';
import { LOAN_MESSAGES } from '../loan/orders';
import { CUSTODY_MESSAGES } from './routes';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ disburseDelayMs: 5000 });
});
afterEach(() => s.close());

type Borrower = Awaited<ReturnType<TestServer['borrower']>>;
let seq = 0;
const key = () => `custody-key-${Date.now()}-${++seq}`;
/** A supported (ICBC) card number of its own per call. */
const cardNo = () => `622202${String(process.pid % 10000).padStart(4, '0')}8${String(++seq).padStart(8, '0')}`;
const BANK_MOBILE = '13700001111';
const NEW_MOBILE = '13700002222';
const PWD = 'Depo1234';

const status = async (u: Borrower) => (await s.post<DepositoryStatusData>(API_PATHS.depository.status, {}, { token: u.token })).data!;
const guidance = async (u: Borrower) => (await s.post<MainGuidanceData>(API_PATHS.custody.mainGuidance, {}, { token: u.token })).data!;
const aptitude = async (u: Borrower) => (await s.post<WithdrawCashAptitudeData>(API_PATHS.custody.withdrawCashAptitude, {}, { token: u.token })).data!;

/** Opens the custody account and binds a card (reserved mobile BANK_MOBILE); answers the card number. */
async function openCustody(u: Borrower): Promise<string> {
  expect((await s.post(API_PATHS.depository.openAccount, { certId: u.certId, password: PWD, confirmPassword: PWD }, { token: u.token })).status).toBe(1);
  const no = cardNo();
  const code = await s.sendSms(BANK_MOBILE, 'custody', u.token);
  expect((await s.post(API_PATHS.depository.bindCard, { cardNo: no, mobile: BANK_MOBILE, code }, { token: u.token })).status).toBe(1);
  return no;
}

/** A cg (custody funder) loan of `loanAmt` fen over 6 months through the API: signed, submitted, pushed, paid out. */
async function custodyLoan(u: Borrower, loanAmt = 300_000): Promise<string> {
  await s.hook(API_PATHS.sandbox.funder, { force: 'cg' });
  const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: String(loanAmt), period: '6', purposeCode: 'P01', cardId: u.cardId }, { token: u.token });
  const orderNo = applied.data!.order.orderNo;
  expect(applied.data!.order.capitalChannel).toBe('cg');
  await s.post(API_PATHS.signing.apply, { orderNo }, { token: u.token });
  expect((await s.post(API_PATHS.signing.confirm, { orderNo, code: await s.smsCode(u.mobile) }, { token: u.token })).status).toBe(1);
  const submitted = await s.post<OrderData>(API_PATHS.loanorder.submit, { orderNo, payTicket: await s.payTicket(u.token, { payFor: 'loanSubmit', subject: orderNo }) }, { token: u.token, headers: { 'Idempotency-Key': key() } });
  expect(submitted.status).toBe(1);
  for (const path of [API_PATHS.cash.pushOrder, API_PATHS.cash.captitalSubmit, API_PATHS.loanorder.modifyStatus]) await s.post(path, { orderNo }, { token: u.token });
  s.tick(5000);
  expect((await s.post<FunderOrderData>(API_PATHS.loanorder.modifyStatus, { orderNo }, { token: u.token })).data!.order.status).toBe('repaying');
  return orderNo;
}

/** A withdrawal's body (its pay ticket bought once): a retry sends the very same body with the same key. */
const withdrawalBody = async (u: Borrower, amountFen: number) => ({
  amountFen: String(amountFen), payTicket: await s.payTicket(u.token, { payFor: 'custodyWithdraw', subject: '', amountFen }),
});
const send = (u: Borrower, body: Record<string, string>, idempotencyKey: string) =>
  s.post<CustodyWithdrawData>(API_PATHS.custody.withdrawCash, body, { token: u.token, headers: { 'Idempotency-Key': idempotencyKey } });
const withdraw = async (u: Borrower, amountFen: number) => send(u, await withdrawalBody(u, amountFen), key());

const noBrokenRules = () => expect(moneyInvariants(s.dbPath)).toEqual([]);

describe('depository: the custody account', () => {
  it('opens from the real-name identity with its own deposit password, then binds a card verified by SMS; guidance and status follow', async () => {
    const stranger = await s.register();
    expect((await s.post(API_PATHS.depository.openAccount, { certId: '110105199001010011', password: PWD, confirmPassword: PWD }, { token: stranger.token })).status).toBe(1000);
    const u = await s.borrower();
    expect(await guidance(u)).toEqual({
      steps: [{ step: 'realName', title: '实名认证', done: true }, { step: 'openAccount', title: '开通存管账户', done: false }, { step: 'bindCard', title: '绑定银行卡', done: false }],
      next: 'openAccount',
    });
    expect(await status(u)).toEqual({ openStatus: 0, realNamed: 1, depositPwdSet: 0, accountNo: '', card: null, balanceFen: 0 });
    // Spec 5: the deal-password rule (2010), the two entries match (2014), the identity is the user's (3000).
    const openWith = (body: Record<string, string>) => s.post(API_PATHS.depository.openAccount, { certId: u.certId, password: PWD, confirmPassword: PWD, ...body }, { token: u.token });
    expect((await openWith({ password: '123456', confirmPassword: '123456' })).status).toBe(2010);
    expect((await openWith({ confirmPassword: 'Depo4321' })).status).toBe(2014);
    expect((await openWith({ certId: '110105199001010011' })).status).toBe(3000);
    // No card yet: binding needs the account first.
    expect(await s.post(API_PATHS.depository.bindCard, { cardNo: cardNo(), mobile: BANK_MOBILE, code: '123456' }, { token: u.token })).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.notOpened });
    expect((await openWith({})).status).toBe(1);
    expect(await openWith({})).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.alreadyOpen });
    expect((await guidance(u)).next).toBe('bindCard');

    const no = cardNo();
    const code = await s.sendSms(BANK_MOBILE, 'custody', u.token);
    expect((await s.post(API_PATHS.depository.bindCard, { cardNo: no, mobile: BANK_MOBILE, code: code === '000000' ? '111111' : '000000' }, { token: u.token })).status).toBe(2018);
    expect((await s.post(API_PATHS.depository.bindCard, { cardNo: '123', mobile: BANK_MOBILE, code }, { token: u.token })).status).toBe(1004);
    expect((await s.post(API_PATHS.depository.bindCard, { cardNo: no, mobile: BANK_MOBILE, code }, { token: u.token })).status).toBe(1);
    expect((await guidance(u)).next).toBeNull();
    const st = await status(u);
    expect(st).toMatchObject({ openStatus: 1, depositPwdSet: 1, card: { bankName: '工商银行', cardNoMask: no.slice(-4), reservedMobileMask: '137****1111' }, balanceFen: 0 });
    expect(st.accountNo).toMatch(/^A\d{2}\*+\d{4}$/);
    expect(await s.post(API_PATHS.depository.bindCard, { cardNo: cardNo(), mobile: BANK_MOBILE, code: await s.sendSms(BANK_MOBILE, 'custody', u.token) }, { token: u.token })).toMatchObject({
      status: 40403, message: CUSTODY_MESSAGES.cardAlreadyBound,
    });
  });

  it('changes and resets the deposit password, changes the card (old proved, new by SMS) and the reserved mobile', async () => {
    const u = await s.borrower();
    const oldCard = await openCustody(u);
    // Modify: the old one checked (2006), the new one different (2015).
    expect((await s.post(API_PATHS.depository.modifyDepositPwd, { oldPassword: 'Wrong123', password: 'Depo5678', confirmPassword: 'Depo5678' }, { token: u.token })).status).toBe(2006);
    expect((await s.post(API_PATHS.depository.modifyDepositPwd, { oldPassword: PWD, password: PWD, confirmPassword: PWD }, { token: u.token })).status).toBe(2015);
    expect((await s.post(API_PATHS.depository.modifyDepositPwd, { oldPassword: PWD, password: 'Depo5678', confirmPassword: 'Depo5678' }, { token: u.token })).status).toBe(1);
    // Reset: the identity and a code sent to the custody card's reserved mobile.
    const resetCode = await s.sendSms(BANK_MOBILE, 'custody', u.token);
    expect((await s.post(API_PATHS.depository.resetDepositPwd, { certId: '110105199001010011', code: resetCode, password: PWD, confirmPassword: PWD }, { token: u.token })).status).toBe(3000);
    expect((await s.post(API_PATHS.depository.resetDepositPwd, { certId: u.certId, code: resetCode, password: PWD, confirmPassword: PWD }, { token: u.token })).status).toBe(1);
    expect((await s.post(API_PATHS.depository.modifyDepositPwd, { oldPassword: 'Depo5678', password: 'Depo9999', confirmPassword: 'Depo9999' }, { token: u.token })).status).toBe(2006);

    // Card change, step 1: the old card's full number and the deposit password.
    expect(await s.post(API_PATHS.depository.changeBindingCard, { cardNo: cardNo(), password: PWD }, { token: u.token })).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.oldCardMismatch });
    const step1 = await s.post<ChangeBindingCardData>(API_PATHS.depository.changeBindingCard, { cardNo: oldCard, password: PWD }, { token: u.token });
    expect(step1.status).toBe(1);
    const newCard = cardNo();
    const step2 = (no: string, code: string, changeTicket = step1.data!.changeTicket) =>
      s.post(API_PATHS.depository.changeBindingCardNew, { changeTicket, cardNo: no, mobile: NEW_MOBILE, code }, { token: u.token });
    expect(await step2(oldCard, '123456')).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.sameCard });
    expect(await step2(newCard, await s.sendSms(NEW_MOBILE, 'custody', u.token), 'x'.repeat(43))).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.changeExpired });
    expect((await step2(newCard, await s.sendSms(NEW_MOBILE, 'custody', u.token))).status).toBe(1);
    expect((await status(u)).card).toEqual({ bankName: '工商银行', cardNoMask: newCard.slice(-4), reservedMobileMask: '137****2222' });
    // The ticket was spent.
    expect(await step2(cardNo(), await s.sendSms(NEW_MOBILE, 'custody', u.token))).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.changeExpired });

    // Reserved mobile: a new one, the deposit password, the code sent to the new mobile.
    const THIRD = '13700003333';
    const phone = (mobile: string, code: string, password = PWD) => s.post(API_PATHS.depository.changeBindCardPhone, { mobile, code, password }, { token: u.token });
    expect(await phone(NEW_MOBILE, '123456')).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.sameMobile });
    expect((await phone('12345', '123456')).status).toBe(1004);
    expect((await phone(THIRD, await s.sendSms(THIRD, 'custody', u.token), 'Wrong123')).status).toBe(2006);
    expect((await phone(THIRD, await s.smsCode(THIRD))).status).toBe(1);
    expect((await status(u)).card!.reservedMobileMask).toBe('137****3333');
  });
});

describe('user/bindcard/selectLtCard: the custody bind of a card already bound', () => {
  it('lists the bound cards the custody bank takes; a picked one binds with the reserved mobile it is bound with only', async () => {
    const u = await s.borrower();
    const picker = (await s.post<SelectLtCardData>(API_PATHS.bindCard.selectLtCard, {}, { token: u.token })).data!;
    expect(picker.cards).toEqual([expect.objectContaining({ cardId: u.cardId, bankName: '工商银行', isDefault: 1 })]);
    expect((await s.post(API_PATHS.depository.openAccount, { certId: u.certId, password: PWD, confirmPassword: PWD }, { token: u.token })).status).toBe(1);
    const otherCode = await s.sendSms(NEW_MOBILE, 'custody', u.token);
    expect(await s.post(API_PATHS.depository.bindCard, { cardId: u.cardId, mobile: NEW_MOBILE, code: otherCode }, { token: u.token }))
      .toMatchObject({ status: 40403, message: SERVER_MESSAGES.reservedMobileMismatch });
    expect(await s.post(API_PATHS.depository.bindCard, { cardId: '999999', mobile: u.mobile, code: otherCode }, { token: u.token }))
      .toMatchObject({ status: 40403, message: SERVER_MESSAGES.cardNotFound });
    const code = await s.sendSms(u.mobile, 'custody', u.token);
    expect((await s.post(API_PATHS.depository.bindCard, { cardId: u.cardId, mobile: u.mobile, code }, { token: u.token })).status).toBe(1);
    expect((await status(u)).card).toMatchObject({ bankName: '工商银行', reservedMobileMask: `${u.mobile.slice(0, 3)}****${u.mobile.slice(-4)}` });
    expect((await guidance(u)).next).toBeNull();
  });
});

describe('user/bindcard/cardNoBackView', () => {
  it('shows a typed card back with its bank, masked but the first 6 and the last 4', async () => {
    const u = await s.borrower();
    const view = (no: string) => s.post(API_PATHS.bindCard.cardNoBackView, { cardNo: no }, { token: u.token });
    expect((await view('6222 0212 3456 7890')).data).toEqual({ supported: true, bankCode: 'ICBC', bankName: '工商银行', cardNoView: '6222 02** **** 7890' });
    // A 19-digit card: the last 4 stay one group (issue 39: '***0 123' split the digits the user checks).
    expect((await view('6222021234567890123')).data).toMatchObject({ cardNoView: '6222 02** **** *** 0123' });
    expect((await view('9999991234567890')).data).toMatchObject({ supported: false, bankName: '' });
    expect((await s.post(API_PATHS.bindCard.cardNoBackView, { cardNo: '6222021234567890' })).status).not.toBe(1);
  });
});

describe('custody money', () => {
  it('a custody funder needs the account before submit, pays into custody (not the card), and the balance is withdrawn to the card once per key', async () => {
    const u = await s.borrower();
    // Without the custody account the submit is refused with the reason.
    await s.hook(API_PATHS.sandbox.funder, { force: 'cg' });
    const applied = await s.post<ApplyLoanData>(API_PATHS.applyPay.apply, { loanType: '1', loanAmt: '300000', period: '6', purposeCode: 'P01', cardId: u.cardId }, { token: u.token });
    const early = applied.data!.order.orderNo;
    // The order says where it is paid (the confirm page leads to the custody account before the password).
    expect(applied.data!.order.paidIntoCustody).toBe(1);
    await s.post(API_PATHS.signing.apply, { orderNo: early }, { token: u.token });
    await s.post(API_PATHS.signing.confirm, { orderNo: early, code: await s.smsCode(u.mobile) }, { token: u.token });
    expect(await s.post(API_PATHS.loanorder.submit, { orderNo: early, payTicket: await s.payTicket(u.token, { payFor: 'loanSubmit', subject: early }) }, { token: u.token, headers: { 'Idempotency-Key': key() } }))
      .toMatchObject({ status: 40403, message: LOAN_MESSAGES.custodyFirst });
    expect((await aptitude(u))).toMatchObject({ canWithdraw: false, reason: CUSTODY_MESSAGES.notOpened, maxFen: 0 });
    await s.post(API_PATHS.loanorder.cancel, { orderNo: early }, { token: u.token });

    const card = await openCustody(u);
    expect((await aptitude(u))).toMatchObject({ canWithdraw: false, reason: CUSTODY_MESSAGES.nothingToWithdraw });
    const orderNo = await custodyLoan(u, 300_000);
    const ledger = (await s.post<TransactionsData>(API_PATHS.account.transactions, {}, { token: u.token })).data!.list;
    expect(ledger).toEqual([expect.objectContaining({ kind: 'custodyLoan', direction: 'in', amountFen: 300_000, title: '借款到账（存管账户）' })]);
    expect((await status(u)).balanceFen).toBe(300_000);
    expect(await aptitude(u)).toEqual({ canWithdraw: true, balanceFen: 300_000, maxFen: 300_000, reason: '', bankName: '工商银行', cardNoMask: card.slice(-4) });
    expect((await s.post<P2pWithdrawSelectData>(API_PATHS.custody.p2pWithdrawSelect, {}, { token: u.token })).data).toMatchObject({
      list: [{ orderNo, paidInFen: 300_000, withdrawableFen: 300_000 }], totalFen: 300_000,
    });
    noBrokenRules();

    // Over the balance: refused. A double tap (same key): one withdrawal.
    expect(await withdraw(u, 300_001)).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.overBalance });
    const k = key();
    const body = await withdrawalBody(u, 100_000);
    const first = await send(u, body, k);
    expect(first.data!.record).toMatchObject({ amountFen: 100_000, status: 'success', cardNoMask: card.slice(-4) });
    const again = await send(u, body, k);
    expect(again.data!.record.withdrawNo).toBe(first.data!.record.withdrawNo);
    expect((await status(u)).balanceFen).toBe(200_000);
    const list = (await s.post<WithdrawOrderListData>(API_PATHS.capitalDepository.fetchWithdrawOrderList, {}, { token: u.token })).data!.list;
    expect(list).toHaveLength(1);
    expect((await s.post<WithdrawInfoListData>(API_PATHS.capitalDepository.fetchWithdrawInfoList, { withdrawNo: list[0]!.withdrawNo }, { token: u.token })).data!.items).toEqual([{ orderNo, amountFen: 100_000 }]);
    expect((await s.post<P2pWithdrawSelectData>(API_PATHS.custody.p2pWithdrawSelect, {}, { token: u.token })).data!.totalFen).toBe(200_000);
    // The withdrawal request: what the amount would take, from which loan, to which card; nothing moves.
    const request = (amountFen: string) => s.post<SendWithdrawRequestData>(API_PATHS.capitalDepository.sendWithdrawRequest, { amountFen }, { token: u.token });
    expect((await request('150000')).data).toEqual({
      amountFen: 150_000, bankName: '工商银行', cardNoMask: card.slice(-4), items: [{ orderNo, title: expect.any(String), amountFen: 150_000 }], balanceAfterFen: 50_000,
    });
    expect(await request('200001')).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.overBalance });
    expect((await status(u)).balanceFen).toBe(200_000);
    // A ticket for another amount is not spent by this one (40403).
    const wrongTicket = await s.payTicket(u.token, { payFor: 'custodyWithdraw', subject: '', amountFen: 1 });
    expect((await s.post(API_PATHS.custody.withdrawCash, { amountFen: '2', payTicket: wrongTicket }, { token: u.token, headers: { 'Idempotency-Key': key() } })).status).toBe(40403);
    noBrokenRules();
  });

  it('the bank refuses (money back) or hangs (processing, then its answer); a retry with the same key moves money once', async () => {
    const u = await s.borrower();
    await openCustody(u);
    await custodyLoan(u, 300_000);
    await s.hook(API_PATHS.sandbox.channel, { channel: 'custody', mode: 'fail' });
    const refused = await withdraw(u, 50_000);
    expect(refused.data!.record).toMatchObject({ status: 'failed', failReason: CUSTODY_MESSAGES.bankFailed });
    expect((await status(u)).balanceFen).toBe(300_000);
    noBrokenRules();

    await s.hook(API_PATHS.sandbox.channel, { channel: 'custody', mode: 'hang' });
    const k = key();
    const body = await withdrawalBody(u, 80_000);
    const hanging = await send(u, body, k);
    expect(hanging.data!.record.status).toBe('processing');
    expect((await status(u)).balanceFen).toBe(220_000);
    const retried = await send(u, body, k);
    expect(retried.data!.record.withdrawNo).toBe(hanging.data!.record.withdrawNo);
    expect((await status(u)).balanceFen).toBe(220_000);
    noBrokenRules();
    // The bank answers: the hanging one is paid.
    await s.hook(API_PATHS.sandbox.channel, { channel: 'custody', mode: 'ok' });
    const records = (await s.post<WithdrawOrderListData>(API_PATHS.capitalDepository.fetchWithdrawOrderList, {}, { token: u.token })).data!.list;
    expect(records.map((r) => r.status)).toEqual(['success', 'failed']);
    expect((await status(u)).balanceFen).toBe(220_000);
    noBrokenRules();
  });

  it('cancellation is refused with the reason while a balance or an unsettled custody loan remains', async () => {
    const u = await s.borrower();
    await openCustody(u);
    const cancel = (password = PWD) => s.post(API_PATHS.depository.accountCancellation, { password }, { token: u.token });
    expect((await cancel('Wrong123')).status).toBe(2006);
    await custodyLoan(u, 300_000);
    expect(await cancel()).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.balanceLeft });
    await withdraw(u, 300_000);
    expect(await cancel()).toMatchObject({ status: 40403, message: CUSTODY_MESSAGES.loanLeft });
    noBrokenRules();
  });

  it('an empty account without custody loans is cancelled, and can be opened again', async () => {
    const u = await s.borrower();
    await openCustody(u);
    expect((await s.post(API_PATHS.depository.accountCancellation, { password: PWD }, { token: u.token })).status).toBe(1);
    expect(await status(u)).toMatchObject({ openStatus: 0, card: null });
    expect((await guidance(u)).next).toBe('openAccount');
    await openCustody(u);
    expect((await status(u)).openStatus).toBe(1);
  });
});

describe('custody money: a property', () => {
  // Any sequence of custody loans paid in, withdrawals (a whole, a part or more than the balance), retries
  // of the last withdrawal with its key, and a bank that pays, refuses or hangs: after each step the ledger
  // invariants hold (custody balance = paid in − withdrawn not failed ≥ 0, one row per movement), and the
  // balance the account shows is that sum.
  const ops = fc.oneof(
    { arbitrary: fc.record({ op: fc.constant('loan' as const), yuan: fc.integer({ min: 10, max: 60 }).map((n) => n * 100) }), weight: 2 },
    { arbitrary: fc.record({ op: fc.constant('withdraw' as const), part: fc.constantFrom('all' as const, 'half' as const, 'tooMuch' as const) }), weight: 4 },
    { arbitrary: fc.constant({ op: 'retry' as const }), weight: 2 },
    { arbitrary: fc.record({ op: fc.constant('bank' as const), mode: fc.constantFrom('ok' as const, 'fail' as const, 'hang' as const) }), weight: 2 },
  );

  it('paid in, withdrawn, retried, refused and hung: the balance is the ledger, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 3, maxLength: 10 }), async (sequence) => {
        await s.hook(API_PATHS.sandbox.channel, { channel: 'custody', mode: 'ok' });
        const u = await s.borrower();
        await openCustody(u);
        let last: { body: Record<string, string>; key: string } | null = null;
        let paidIn = 0;
        for (const step of sequence) {
          const balance = (await status(u)).balanceFen;
          if (step.op === 'loan') {
            // One unfinished loan per user: a loan only while none is open (settled by the test's earlier steps or none yet).
            const open = (await s.post<{ orders: unknown[] }>(API_PATHS.bill.myBorrowingPage, {}, { token: u.token })).data!.orders.length;
            if (open === 0) {
              await custodyLoan(u, step.yuan * 100);
              paidIn += step.yuan * 100;
            }
          } else if (step.op === 'withdraw') {
            const amount = step.part === 'all' ? balance : step.part === 'half' ? Math.floor(balance / 2) : balance + 100;
            if (amount <= 0) continue;
            last = { body: await withdrawalBody(u, amount), key: key() };
            const answer = await send(u, last.body, last.key);
            if (step.part === 'tooMuch') expect(answer.status).not.toBe(1);
          } else if (step.op === 'retry' && last) {
            await send(u, last.body, last.key);
          } else if (step.op === 'bank') {
            await s.hook(API_PATHS.sandbox.channel, { channel: 'custody', mode: step.mode });
          }
          const after = await status(u);
          expect(after.balanceFen).toBeGreaterThanOrEqual(0);
          const records = (await s.post<WithdrawOrderListData>(API_PATHS.capitalDepository.fetchWithdrawOrderList, {}, { token: u.token })).data!.list;
          const withdrawn = records.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amountFen, 0);
          expect(after.balanceFen).toBe(paidIn - withdrawn);
          noBrokenRules();
        }
      }),
      { numRuns: 8 },
    );
  }, 180_000);
});
