import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS, MESSAGES } from '@credit/shared';
import { doubleTap, errorOf, formLine, lostAnswer, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import LoginPage from './LoginPage';
import SmsLoginPage from '../smsLogin/SmsLoginPage';

/** Password and SMS login against a stubbed server, on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const toast = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  toast.mockReset();
  server = stubServer();
  server.serve(API_PATHS.account.login, { data: { token: 'tok-2', isNew: 0, ucrealnamed: 'Y', isMulti: 0 } });
  page = setUpPage(server, { navigate, toast }, { loggedIn: false });
});

afterEach(tearDownPage);

const login = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));

describe('LoginPage (password)', () => {
  it('logs in with the clean mobile and password, then returns to the kept route', async () => {
    page.renderAt('/login?redirect=%2FbillList', <LoginPage />);
    type('手机号', '139 0000 0000');
    type('密码', 'Abc12345');
    login();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/billList', { replace: true }));
    expect(server.sent(API_PATHS.account.login)).toEqual([{ mobile: '13900000000', password: 'Abc12345' }]);
  });

  it('checks the fields before any call', async () => {
    page.renderAt('/login', <LoginPage />);
    type('手机号', '123');
    login();
    await waitFor(() => expect(errorOf('login-mobile')).toBeTruthy());
    expect(server.calls).toEqual([]);
  });

  it('puts a wrong password (2020) on the form line and keeps what was typed', async () => {
    server.serve(API_PATHS.account.login, refusal(2020));
    page.renderAt('/login', <LoginPage />);
    type('手机号', '13900000000');
    type('密码', 'Abc12345');
    login();
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[2020]));
    expect(valueOf('手机号')).toBe('13900000000');
    expect(valueOf('密码')).toBe('Abc12345');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('puts an unregistered mobile (2011) under the mobile', async () => {
    server.serve(API_PATHS.account.login, refusal(2011));
    page.renderAt('/login', <LoginPage />);
    type('手机号', '13900000000');
    type('密码', 'Abc12345');
    login();
    await waitFor(() => expect(errorOf('login-mobile')).toBe(ACCOUNT_MESSAGES[2011]));
    expect(formLine()).toBe('');
  });

  it('keeps what was typed after a lost answer, which the shell toasts, and logs in on the retry', async () => {
    server.serve(API_PATHS.account.login, lostAnswer, { data: { token: 'tok-2', isNew: 0, ucrealnamed: 'Y', isMulti: 0 } });
    page.renderAt('/login', <LoginPage />);
    type('手机号', '13900000000');
    type('密码', 'Abc12345');
    login();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(MESSAGES.network, expect.anything()));
    expect(formLine()).toBe('');
    expect(valueOf('密码')).toBe('Abc12345');
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' }).className).not.toContain('adm-button-loading'));
    login();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('sends once on a double tap', async () => {
    page.renderAt('/login', <LoginPage />);
    type('手机号', '13900000000');
    type('密码', 'Abc12345');
    doubleTap('登录');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(server.sent(API_PATHS.account.login)).toHaveLength(1);
  });
});

describe('SmsLoginPage', () => {
  it('opens on the SMS mode, sends a login code to the typed mobile and logs in with it', async () => {
    page.renderAt('/smsLogin', <SmsLoginPage />);
    type('手机号', '13900000000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13900000000', type: 'login' }]));
    expect(await screen.findByRole('button', { name: /s后重新获取/ })).toBeTruthy();
    type('验证码', '123456');
    login();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(server.sent(API_PATHS.account.login)).toEqual([{ mobile: '13900000000', code: '123456' }]);
  });

  it('asks for a valid mobile before sending a code', async () => {
    page.renderAt('/smsLogin', <SmsLoginPage />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(errorOf('login-mobile')).toBeTruthy());
    expect(server.calls).toEqual([]);
  });

  it('puts a refused send (2001) under the code and starts no countdown', async () => {
    server.serve(API_PATHS.sms.send, refusal(2001));
    page.renderAt('/smsLogin', <SmsLoginPage />);
    type('手机号', '13900000000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(errorOf('login-code')).toBe(ACCOUNT_MESSAGES[2001]));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('puts a wrong code (2018) under the code, keeping the mobile and the code', async () => {
    server.serve(API_PATHS.account.login, refusal(2018));
    page.renderAt('/smsLogin', <SmsLoginPage />);
    type('手机号', '13900000000');
    type('验证码', '654321');
    login();
    await waitFor(() => expect(errorOf('login-code')).toBe(ACCOUNT_MESSAGES[2018]));
    expect(valueOf('手机号')).toBe('13900000000');
    expect(valueOf('验证码')).toBe('654321');
  });

  it('clears the form line when the user switches mode', async () => {
    server.serve(API_PATHS.account.login, refusal(2020));
    page.renderAt('/login', <LoginPage />);
    type('手机号', '13900000000');
    type('密码', 'Abc12345');
    login();
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[2020]));
    fireEvent.click(screen.getByRole('button', { name: '验证码登录' }));
    expect(formLine()).toBe('');
  });
});
