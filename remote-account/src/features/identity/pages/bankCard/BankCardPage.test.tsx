import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS, loadBaseInfo, sessionStore } from '@credit/shared';
import { doubleTap, errorOf, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type Reply, type StubServer } from '@credit/shared/testing';
import BankCardPage from './BankCardPage';

/** Binding, opening and unbinding on the bank-card page, against a stubbed server on the shared harness. */

let page: PageHarness;
let server: StubServer;
const toast = vi.fn();
const navigate = vi.fn();
const bound = { cardId: 'c1', bankCode: 'ICBC', bankName: '工商银行', cardNoMask: '3445', cardLast4: '3445', isDefault: 1 };
const user = (opened: boolean, cards: number) => ({
  data: { mobile: '13800138000', name: '张三', certId: '11010519491231002X', ucrealnamed: 'Y', bindCards: cards, userStatus: { openCardStatus: opened ? 1 : 0, bindCardStatus: cards > 0 ? 1 : 0, realNameStatus: 1 } },
});
const account = (tradePwdSet: 0 | 1) => ({ data: { openCardStatus: 1, activeStatus: 1, tradePwdSet, cardQuota: 0, cardNo: '', cardName: '' } });

/** `accountAnswers` replace the custody account's one answer (account(tradePwdSet)) when a test needs it late or failing. */
async function open({ opened = false, cards = [] as (typeof bound)[], tradePwdSet = 0 as 0 | 1, accountAnswers = [] as Reply[] } = {}) {
  server.serve(API_PATHS.customer.info, user(opened, cards.length));
  server.serve(API_PATHS.bindCard.selectall, { data: { cards } });
  server.serve(API_PATHS.oneCard.info, ...(accountAnswers.length > 0 ? accountAnswers : [account(tradePwdSet)]));
  await loadBaseInfo();
  // The host renders the remotes inside the session store, where the user status is kept.
  page.renderAt('/bankCard', <Provider store={sessionStore}><BankCardPage /></Provider>);
}

beforeEach(() => {
  toast.mockReset();
  navigate.mockReset();
  server = stubServer();
  server.serve(API_PATHS.dicdata.byType, { data: [{ code: 'bank', name: '银行', children: [{ code: 'ICBC', name: '工商银行' }, { code: 'CCB', name: '建设银行' }] }] });
  server.serve(API_PATHS.bindCard.validateSupport, { data: { supported: true, bankCode: 'ICBC', bankName: '工商银行' } });
  server.serve(API_PATHS.open.openCard, { data: { card: { ...bound, cardId: 'c2' }, openCardStatus: 1, cardQuota: 0, activeStatus: 0 } });
  page = setUpPage(server, { toast, navigate });
});

afterEach(tearDownPage);

async function fillCard() {
  const bank = await screen.findByRole('combobox', { name: '银行' });
  await waitFor(() => expect(within(bank).getByRole('option', { name: '工商银行' })).toBeTruthy());
  fireEvent.change(bank, { target: { value: 'ICBC' } });
  type('卡号', '6222020200112233445');
  type('预留手机', '13900000000');
}

describe('BankCardPage: the first card opens the account', () => {
  it('sends the binding code once the card matches its bank, then binds and opens once on a double tap', async () => {
    await open();
    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13900000000', type: 'bindCard' }]));
    expect(await screen.findByRole('button', { name: /s后重新获取/ })).toBeTruthy();
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('checkbox'));
    doubleTap('绑卡并开卡');
    await waitFor(() => expect(toast).toHaveBeenCalledWith('开卡成功', undefined));
    expect(server.sent(API_PATHS.open.openCard)).toEqual([{ cardNo: '6222020200112233445', mobile: '13900000000', code: '123456' }]);
  });

  it('stops at a card of another bank: no code is sent and no countdown starts', async () => {
    server.serve(API_PATHS.bindCard.validateSupport, { data: { supported: true, bankCode: 'CCB', bankName: '建设银行' } });
    await open();
    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(errorOf('bind-cardNo')).toBe('该卡号属于建设银行，请核对所选银行'));
    expect(server.sent(API_PATHS.sms.send)).toEqual([]);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('puts a wrong code (2018) under the code and an answer of no field on the form line, keeping what was typed', async () => {
    server.serve(API_PATHS.open.openCard, refusal(2018), refusal(3001));
    await open();
    await fillCard();
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '绑卡并开卡' }));
    await waitFor(() => expect(errorOf('bind-code')).toBe(ACCOUNT_MESSAGES[2018]));
    fireEvent.click(screen.getByRole('button', { name: '绑卡并开卡' }));
    const form = screen.getByRole('form', { name: '绑定银行卡并开卡' });
    await waitFor(() => expect(within(form).getByText(ACCOUNT_MESSAGES[3001])).toBeTruthy());
    expect(valueOf('卡号')).toBe('6222020200112233445');
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('BankCardPage: a bound card', () => {
  it('opens the account of a user with a bound card, and shows a refusal beside the button', async () => {
    server.serve(API_PATHS.oneCard.openCardNoPwd, refusal(3001), account(0));
    await open({ cards: [bound] });
    const section = await screen.findByRole('region', { name: '开卡' });
    fireEvent.click(within(section).getByRole('button', { name: '立即开卡' }));
    await waitFor(() => expect(within(section).getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES[3001]));
    fireEvent.click(within(section).getByRole('button', { name: '立即开卡' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('开卡成功', undefined));
    expect(server.sent(API_PATHS.oneCard.openCardNoPwd)).toHaveLength(2);
  });

  it('unbinds with the deal password, and shows a wrong one (2006) on the card', async () => {
    server.serve(API_PATHS.open.cancelBindCard, refusal(2006), {});
    await open({ opened: true, cards: [bound], tradePwdSet: 1 });
    const row = await screen.findByRole('listitem', { name: /^工商银行/ });
    fireEvent.click(within(row).getByRole('button', { name: '解绑' }));
    type('交易密码', 'Trade123');
    fireEvent.click(within(row).getByRole('button', { name: '确认解绑' }));
    await waitFor(() => expect(within(row).getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES[2006]));
    fireEvent.click(within(row).getByRole('button', { name: '确认解绑' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('解绑成功', undefined));
    expect(server.sent(API_PATHS.open.cancelBindCard)).toEqual([{ cardId: 'c1', tradePassword: 'Trade123' }, { cardId: 'c1', tradePassword: 'Trade123' }]);
  });

  it('lists the cards only once the account says whether a deal password is set, so 解绑 asks for it from the first tap', async () => {
    let answerAccount = () => {};
    const accountHeld = new Promise<void>((resolve) => { answerAccount = resolve; });
    await open({ opened: true, cards: [bound], accountAnswers: [{ ...account(1), after: accountHeld }] });
    await waitFor(() => expect(server.sent(API_PATHS.bindCard.selectall).length).toBeGreaterThan(0));
    await waitFor(() => expect(server.sent(API_PATHS.oneCard.info).length).toBeGreaterThan(0));
    expect(screen.queryByRole('listitem', { name: /^工商银行/ })).toBeNull();
    answerAccount();
    const row = await screen.findByRole('listitem', { name: /^工商银行/ });
    fireEvent.click(within(row).getByRole('button', { name: '解绑' }));
    expect(within(row).getByLabelText('交易密码')).toBeTruthy();
  });

  it('shows 银行卡信息加载失败 when the account did not load, and its retry reads it again', async () => {
    await open({ opened: true, cards: [bound], accountAnswers: [refusal(3001), account(1)] });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('银行卡信息加载失败');
    const cardReads = server.sent(API_PATHS.bindCard.selectall).length;
    fireEvent.click(within(failed).getByRole('button', { name: '重新加载' }));
    const row = await screen.findByRole('listitem', { name: /^工商银行/ });
    expect(server.sent(API_PATHS.bindCard.selectall)).toHaveLength(cardReads);
    fireEvent.click(within(row).getByRole('button', { name: '解绑' }));
    expect(within(row).getByLabelText('交易密码')).toBeTruthy();
  });

  it('changes a card\'s reserved mobile: the code to the new mobile and the deal password, a wrong one (2006) under it; then the cards are read again', async () => {
    server.serve(API_PATHS.open.changeAccountMobile, refusal(2006), { data: { card: { ...bound, reservedMobileMask: '139****2222' } } });
    server.serve(API_PATHS.sms.send, { data: { expireSeconds: 300, resendSeconds: 60 } });
    await open({ opened: true, cards: [{ ...bound, reservedMobileMask: '138****1111' } as typeof bound], tradePwdSet: 1 });
    const row = await screen.findByRole('listitem', { name: /^工商银行/ });
    fireEvent.click(within(row).getByRole('button', { name: '改预留手机' }));
    const form = await screen.findByRole('form', { name: '修改预留手机号' });
    expect(within(form).getByText('138****1111')).toBeTruthy();
    type('新手机号', '13900002222');
    fireEvent.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13900002222', type: 'bindCard' }]));
    type('验证码', '123456');
    type('交易密码', 'Wrong999');
    fireEvent.click(within(form).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(errorOf('deal-password')).toBe(ACCOUNT_MESSAGES[2006]));
    expect(valueOf('新手机号')).toBe('13900002222');
    type('交易密码', 'Trade123');
    const cardReads = server.sent(API_PATHS.bindCard.selectall).length;
    fireEvent.click(within(form).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('预留手机号修改成功', undefined));
    expect(server.sent(API_PATHS.open.changeAccountMobile)[1]).toEqual({ cardId: 'c1', mobile: '13900002222', code: '123456', tradePassword: 'Trade123' });
    expect(server.sent(API_PATHS.bindCard.selectall).length).toBeGreaterThan(cardReads);
    expect(screen.queryByRole('form', { name: '修改预留手机号' })).toBeNull();
  });
});
