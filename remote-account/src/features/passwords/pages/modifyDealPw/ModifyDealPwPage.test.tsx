import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { API_PATHS, type ShellFacade } from '@credit/shared';
import { doubleTap, errorOf, refusal, setUpPage, stubServer, tearDownPage, type, type PageHarness, type StubServer } from '@credit/shared/testing';
import ModifyDealPwPage from './ModifyDealPwPage';

/** Setting and changing the deal password against a stubbed server, on the shared harness. */

const account = (tradePwdSet: 0 | 1) => ({ data: { openCardStatus: 1, activeStatus: 1, tradePwdSet, cardQuota: 0, cardNo: '6217****0001', cardName: '存管账户' } });

let page: PageHarness;
let server: StubServer;
let masks: string[];
let shell: { alert: Mock<ShellFacade['alert']>; navigate: Mock<ShellFacade['navigate']> };
const calls = () => server.calls.map((c) => c.path);
const serve = (path: string, ...replies: Parameters<StubServer['serve']>[1][]) => server.serve(path, ...replies);
const renderPage = (entry = '/modifyDealPw') => page.renderAt(entry, <ModifyDealPwPage />);

beforeEach(() => {
  masks = [];
  shell = { alert: vi.fn<ShellFacade['alert']>(async () => {}), navigate: vi.fn<ShellFacade['navigate']>() };
  server = stubServer();
  page = setUpPage(server, { ...shell, showLoading: () => void masks.push('show'), hideLoading: () => void masks.push('hide') });
});

afterEach(tearDownPage);

describe('ModifyDealPwPage', () => {
  it('sets a first deal password under the mask, refreshes the account info, and keeps the set form under the dialog', async () => {
    serve(API_PATHS.oneCard.info, account(0), account(1));
    renderPage();
    await screen.findByLabelText('新密码');
    type('新密码', 'Trade555');
    expect(screen.queryByLabelText('原密码')).toBeNull();
    type('确认密码', 'Trade555');
    fireEvent.click(screen.getByRole('button', { name: '确认设置' }));

    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/pwSetting', { replace: true }));
    expect(shell.alert).toHaveBeenCalledWith(expect.objectContaining({ title: '交易密码设置成功' }));
    // The set call, then the account info again (what 安全设置 shows next), before the dialog.
    expect(calls()).toEqual(['/api/oneCard/info', '/api/oneCard/setTradePwd', '/api/oneCard/info']);
    expect(masks).toEqual(['show', 'hide']);
    // Now tradePwdSet is 1, but the page the user is on stays the set form.
    expect(screen.queryByLabelText('原密码')).toBeNull();
    expect(screen.getByRole('button', { name: '确认设置' })).toBeTruthy();
  });

  it.each([
    ['returns to the flow that sent the user (the loan confirm page)', '/cashConfirm?orderNo=L0000000000000042', '/cashConfirm?orderNo=L0000000000000042'],
    ['ignores a return URL that leaves the site', 'https://evil.example/', '/pwSetting'],
  ])('%s', async (_, returnUrl, destination) => {
    serve(API_PATHS.oneCard.info, account(0), account(1));
    renderPage(`/modifyDealPw?returnUrl=${encodeURIComponent(returnUrl)}`);
    await screen.findByLabelText('新密码');
    type('新密码', 'Trade555');
    type('确认密码', 'Trade555');
    fireEvent.click(screen.getByRole('button', { name: '确认设置' }));
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith(destination, { replace: true }));
  });

  it('puts a wrong old deal password (2006) at the old field and keeps what was typed', async () => {
    serve(API_PATHS.oneCard.info, account(1));
    serve(API_PATHS.oneCard.modifyPwd, refusal(2006, 'wrong'));
    renderPage();
    await screen.findByLabelText('原密码');
    type('原密码', 'Wrong999');
    type('新密码', 'Trade777');
    type('确认密码', 'Trade777');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(errorOf('pw-old')).toBe('密码不正确'));
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('Trade777');
    expect(shell.alert).not.toHaveBeenCalled();
    // A refused change invalidates nothing.
    expect(calls()).toEqual(['/api/oneCard/info', '/api/oneCard/modifyPwd']);
  });

  it('changes the deal password once on a double tap', async () => {
    serve(API_PATHS.oneCard.info, account(1));
    renderPage();
    await screen.findByLabelText('原密码');
    type('原密码', 'Trade123');
    type('新密码', 'Trade777');
    type('确认密码', 'Trade777');
    doubleTap('确认修改');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/pwSetting', { replace: true }));
    expect(server.sent(API_PATHS.oneCard.modifyPwd)).toEqual([{ oldPassword: 'Trade123', password: 'Trade777', confirmPassword: 'Trade777' }]);
    expect(shell.alert).toHaveBeenCalledWith(expect.objectContaining({ title: '交易密码修改成功' }));
  });

  it('offers 重新加载 when the account info did not load', async () => {
    serve(API_PATHS.oneCard.info, refusal(2020), account(1));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByLabelText('原密码')).toBeTruthy();
  });
});
