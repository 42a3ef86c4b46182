import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS } from '@credit/shared';
import { delay, refusal, setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import CustodyOpenPage from './CustodyOpenPage';

/** Opening the custody account against a stubbed server: the step mainGuidance names, the card checked before a code. */

let page: PageHarness;
let server: StubServer;
const guidance = (next: string | null) => ({
  data: { steps: [{ step: 'realName', title: '实名认证', done: true }, { step: 'openAccount', title: '开通存管账户', done: next !== 'openAccount' }, { step: 'bindCard', title: '绑定银行卡', done: next === null }], next },
});
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  server = stubServer();
  page = setUpPage(server, { navigate });
});
afterEach(tearDownPage);

describe('CustodyOpenPage', () => {
  it('opens with the ID number and the deposit password; a refused identity is said under the ID number and nothing typed is lost', async () => {
    server.serve(API_PATHS.custody.mainGuidance, guidance('openAccount'));
    server.serve(API_PATHS.depository.openAccount, refusal(3000));
    page.renderAt('/custodyOpen', <CustodyOpenPage />);
    await screen.findByRole('form', { name: '开通存管账户' });
    type('身份证号', '11010519900101001x');
    type('存管密码', 'Depo1234');
    type('确认密码', 'Depo1234');
    fireEvent.click(screen.getByRole('button', { name: '开通存管账户' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES[3000])).toBeTruthy();
    expect(server.sent(API_PATHS.depository.openAccount)).toEqual([{ certId: '11010519900101001X', password: 'Depo1234', confirmPassword: 'Depo1234' }]);
    expect((screen.getByLabelText('身份证号') as HTMLInputElement).value).toBe('11010519900101001x');
  });

  it('binds a card: an unsupported card is said before any code is sent; a supported one is shown back masked and gets the code at its reserved mobile', async () => {
    server.serve(API_PATHS.custody.mainGuidance, guidance('bindCard'));
    server.serve(
      API_PATHS.bindCard.cardNoBackView,
      { data: { supported: false, bankCode: '', bankName: '', cardNoView: '6200 00** **** 0000' } },
      { data: { supported: true, bankCode: 'ICBC', bankName: '工商银行', cardNoView: '6222 02** **** 0001' } },
    );
    server.serve(API_PATHS.bindCard.supportcardList, { data: { banks: [{ code: 'ICBC', name: '工商银行', singleLimit: 1, dailyLimit: 1 }, { code: 'CCB', name: '建设银行', singleLimit: 1, dailyLimit: 1 }] } });
    server.serve(API_PATHS.sms.send, { data: { expireSeconds: 300, resendSeconds: 60 } });
    server.serve(API_PATHS.depository.bindCard, { data: { ok: true } });
    page.renderAt('/custodyOpen', <CustodyOpenPage />);
    await screen.findByRole('form', { name: '绑定银行卡' });
    type('卡号', '6200000000000000');
    type('预留手机', '13700001111');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('暂不支持该银行卡，请更换其他银行卡')).toBeTruthy();
    expect(server.sent(API_PATHS.sms.send)).toEqual([]);
    type('卡号', '6222020000000001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13700001111', type: 'custody' }]));
    // The card shown back for checking, and the banks supported.
    expect(screen.getByTestId('custody-card-view').textContent).toBe('请核对卡号：工商银行 6222 02** **** 0001');
    expect(screen.getByText('支持银行：工商银行、建设银行')).toBeTruthy();
    expect(server.sent(API_PATHS.bindCard.cardNoBackView)).toEqual([{ cardNo: '6200000000000000' }, { cardNo: '6222020000000001' }]);
    // A number edited since is no longer shown back.
    type('卡号', '6222020000000002');
    expect(screen.queryByTestId('custody-card-view')).toBeNull();
    type('卡号', '6222020000000001');
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(server.sent(API_PATHS.depository.bindCard)).toEqual([{ cardNo: '6222020000000001', mobile: '13700001111', code: '123456' }]));
  });

  it('once nothing is left, goes back to the flow that sent the user (a custody loan\'s confirm page)', async () => {
    server.serve(API_PATHS.custody.mainGuidance, guidance(null));
    page.renderAt(`/custodyOpen?returnUrl=${encodeURIComponent('/cashConfirm?orderNo=L0000000000000042')}`, <CustodyOpenPage />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cashConfirm?orderNo=L0000000000000042', { replace: true }));
  });

  it('without a return URL, stays on its result and leads back to the account', async () => {
    server.serve(API_PATHS.custody.mainGuidance, guidance(null));
    page.renderAt('/custodyOpen', <CustodyOpenPage />);
    fireEvent.click(await screen.findByRole('button', { name: '返回存管账户' }));
    expect(navigate).toHaveBeenCalledWith('/depositeSetting', undefined);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a user with bound cards picks one the custody bank takes: only its reserved mobile and the code, then bound by its id', async () => {
    server.serve(API_PATHS.custody.mainGuidance, guidance('bindCard'));
    server.serve(API_PATHS.bindCard.whetherBind, { data: { bound: true, count: 1 } });
    server.serve(API_PATHS.bindCard.selectLtCard, {
      data: { cards: [{ cardId: '7', bankCode: 'ICBC', bankName: '工商银行', cardNoMask: '6222********0007', cardLast4: '0007', reservedMobileMask: '137****1111', isDefault: 1 }] },
    });
    server.serve(API_PATHS.sms.send, { data: { expireSeconds: 300, resendSeconds: 60 } });
    page.renderAt('/custodyOpen', <CustodyOpenPage />);
    fireEvent.click(await screen.findByRole('button', { name: /工商银行（尾号0007）/ }));
    expect(screen.queryByLabelText('卡号')).toBeNull();
    expect(screen.getByLabelText('预留手机').getAttribute('placeholder')).toBe('请输入预留手机号137****1111');
    type('预留手机', '13700001111');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13700001111', type: 'custody' }]));
    expect(server.sent(API_PATHS.bindCard.cardNoBackView)).toEqual([]);
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(server.sent(API_PATHS.depository.bindCard)).toEqual([{ cardId: '7', mobile: '13700001111', code: '123456' }]));
    // 使用其他银行卡: the card number again.
    fireEvent.click(screen.getByRole('button', { name: /使用其他银行卡/ }));
    expect(screen.getByLabelText('卡号')).toBeTruthy();
  });

  it('starts on the default card (user/bindcard/select) when the custody bank takes it; the user can still choose another', async () => {
    const card = (id: string, bank: string, isDefault: 0 | 1) => ({
      cardId: id, bankCode: 'ICBC', bankName: bank, cardNoMask: `6222********000${id}`, cardLast4: `000${id}`, reservedMobileMask: '137****1111', isDefault,
    });
    server.serve(API_PATHS.custody.mainGuidance, guidance('bindCard'));
    server.serve(API_PATHS.bindCard.whetherBind, { data: { bound: true, count: 2 } });
    server.serve(API_PATHS.bindCard.selectLtCard, { data: { cards: [card('7', '工商银行', 0), card('8', '建设银行', 1)] } });
    server.serve(API_PATHS.bindCard.select, { data: { card: card('8', '建设银行', 1) } });
    page.renderAt('/custodyOpen', <CustodyOpenPage />);
    const chosen = await screen.findByRole('button', { name: /建设银行（尾号0008）/ });
    await waitFor(() => expect(chosen.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByLabelText('卡号')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /工商银行（尾号0007）/ }));
    expect(screen.getByRole('button', { name: /工商银行（尾号0007）/ }).getAttribute('aria-pressed')).toBe('true');
    expect(chosen.getAttribute('aria-pressed')).toBe('false');
  });

  it('does not move to the default card once the user has typed a card number (a late answer loses nothing typed)', async () => {
    const card = { cardId: '8', bankCode: 'CCB', bankName: '建设银行', cardNoMask: '6217********0008', cardLast4: '0008', reservedMobileMask: '137****1111', isDefault: 1 as const };
    let answerDefault: () => void = () => {};
    const late = new Promise<void>((resolve) => { answerDefault = resolve; });
    server.serve(API_PATHS.custody.mainGuidance, guidance('bindCard'));
    server.serve(API_PATHS.bindCard.whetherBind, { data: { bound: true, count: 1 } });
    server.serve(API_PATHS.bindCard.selectLtCard, { data: { cards: [card] } });
    server.serve(API_PATHS.bindCard.select, { data: { card }, after: late });
    page.renderAt('/custodyOpen', <CustodyOpenPage />);
    await screen.findByRole('button', { name: /建设银行（尾号0008）/ });
    type('卡号', '6222020000000007');
    answerDefault();
    await late;
    await delay(50);
    expect(screen.getByRole('button', { name: /建设银行（尾号0008）/ }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('卡号') as HTMLInputElement).value).toBe('6222020000000007');
  });
});
