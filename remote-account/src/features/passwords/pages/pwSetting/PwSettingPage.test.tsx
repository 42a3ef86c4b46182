import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, deviceFingerprintKey, initHost, resetHost } from '@credit/shared';
import { refusal, setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import PwSettingPage from './PwSettingPage';

/** The security settings: the deal password's entries follow the custody account, on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const confirm = vi.fn(async () => true);
const user = (ucrealnamed: 'Y' | 'N') => ({
  data: { mobile: '13800138000', name: '张三', certId: '', ucrealnamed, bindCards: 1, userStatus: { openCardStatus: 1, bindCardStatus: 1, realNameStatus: 1 } },
});
const account = (tradePwdSet: 0 | 1) => ({ data: { openCardStatus: 1, activeStatus: 1, tradePwdSet, cardQuota: 0, cardNo: '', cardName: '' } });

beforeEach(() => {
  navigate.mockReset();
  confirm.mockClear();
  server = stubServer();
  page = setUpPage(server, { navigate, confirm });
});

afterEach(() => {
  tearDownPage();
  delete window.nativeBridge;
  localStorage.clear();
  resetHost();
});

describe('PwSettingPage', () => {
  it('offers change and reset once a deal password is set', async () => {
    server.serve(API_PATHS.customer.info, user('Y'));
    server.serve(API_PATHS.oneCard.info, account(1));
    page.renderAt('/pwSetting', <PwSettingPage />);
    fireEvent.click(await screen.findByRole('button', { name: /重置交易密码/ }));
    expect(navigate).toHaveBeenCalledWith('/resetDealPw', undefined);
  });

  it('sends an unverified user to real name before setting a deal password', async () => {
    server.serve(API_PATHS.customer.info, user('N'));
    server.serve(API_PATHS.oneCard.info, account(0));
    page.renderAt('/pwSetting', <PwSettingPage />);
    fireEvent.click(await screen.findByRole('button', { name: /设置交易密码/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/realName', undefined));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ confirmText: '去实名' }));
  });

  it('retries the deal password state when it did not load', async () => {
    server.serve(API_PATHS.customer.info, user('Y'));
    server.serve(API_PATHS.oneCard.info, refusal(3001), account(0));
    page.renderAt('/pwSetting', <PwSettingPage />);
    fireEvent.click(await screen.findByRole('button', { name: /交易密码状态加载失败/ }));
    fireEvent.click(await screen.findByRole('button', { name: /设置交易密码/ }));
    expect(navigate).toHaveBeenCalledWith('/modifyDealPw', undefined);
  });
});

describe('PwSettingPage: the fingerprint pay switch (ADR 030)', () => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8)';
  const KEY = { keyId: 'device-key-0001-abcdef', keySecret: 's'.repeat(40) };
  let bridgeCalls: unknown[];
  let registered: unknown;
  const typeDealPassword = (value: string) => fireEvent.change(within(screen.getByTestId('fingerprint-enable')).getByLabelText('交易密码'), { target: { value } });

  const inApp = (build: number) => {
    resetHost();
    initHost(`http://localhost/?APPSOURCE=1&APPVERSION=3.5.0_${build}#/pwSetting`, ANDROID);
    bridgeCalls = [];
    registered = KEY;
    window.nativeBridge = { call: (method, payload) => (bridgeCalls.push([method, payload]), (payload as { type: string }).type === 'register' ? registered : true) };
    server.serve(API_PATHS.customer.info, user('Y'));
    server.serve(API_PATHS.oneCard.info, account(1));
    server.serve(API_PATHS.fingerprintPay.status, { data: { enabled: false } }, { data: { enabled: true } });
  };

  it('is not offered below the fingerprint-type build', async () => {
    inApp(102);
    page.renderAt('/pwSetting', <PwSettingPage />);
    await screen.findByRole('button', { name: /重置交易密码/ });
    expect(screen.queryByRole('switch', { name: /指纹支付/ })).toBeNull();
  });

  it('turns on with the deal password and the registered device key, and off again', async () => {
    inApp(103);
    page.renderAt('/pwSetting', <PwSettingPage />);
    const toggle = await screen.findByRole('switch', { name: /指纹支付/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    typeDealPassword('Deal1234');
    fireEvent.click(screen.getByRole('button', { name: '开通指纹支付' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /指纹支付/ }).getAttribute('aria-checked')).toBe('true'));
    expect(bridgeCalls).toEqual([['fingerprint', { type: 'register' }]]);
    expect(server.sent(API_PATHS.fingerprintPay.enable)).toEqual([{ password: 'Deal1234', ...KEY }]);
    expect(deviceFingerprintKey()).toBe(KEY.keyId);

    fireEvent.click(screen.getByRole('switch', { name: /指纹支付/ }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /指纹支付/ }).getAttribute('aria-checked')).toBe('false'));
    expect(server.sent(API_PATHS.fingerprintPay.disable)).toEqual([{ keyId: KEY.keyId }]);
    expect(deviceFingerprintKey()).toBeNull();
    expect(bridgeCalls).toContainEqual(['fingerprint', { type: 'remove', keyId: KEY.keyId }]);
  });

  it('a wrong deal password stays on its field; a cancelled fingerprint sends nothing', async () => {
    inApp(103);
    server.serve(API_PATHS.fingerprintPay.enable, refusal(2006));
    page.renderAt('/pwSetting', <PwSettingPage />);
    fireEvent.click(await screen.findByRole('switch', { name: /指纹支付/ }));
    typeDealPassword('Wrong999');
    fireEvent.click(screen.getByRole('button', { name: '开通指纹支付' }));
    await waitFor(() => expect(document.getElementById('deal-password-error')?.textContent).toBe('密码不正确'));
    expect(deviceFingerprintKey()).toBeNull();

    registered = null;
    typeDealPassword('Deal1234');
    fireEvent.click(screen.getByRole('button', { name: '开通指纹支付' }));
    expect(await screen.findByText('指纹验证未完成，指纹支付未开通')).toBeTruthy();
    expect(server.sent(API_PATHS.fingerprintPay.enable)).toHaveLength(1);
  });
});
