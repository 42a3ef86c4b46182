import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS } from '@credit/shared';
import { doubleTap, errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import { loginResetProof } from '../../components/flowState';
import ResetLoginPwPage from '../resetLoginPw/ResetLoginPwPage';
import SmsResetLoginPwPage from './SmsResetLoginPwPage';

/** The forgotten login password, both steps, against a stubbed server on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const alert = vi.fn(async () => {});

beforeEach(() => {
  navigate.mockReset();
  alert.mockClear();
  loginResetProof.clear();
  server = stubServer();
  page = setUpPage(server, { navigate, alert }, { loggedIn: false });
});

afterEach(tearDownPage);

describe('SmsResetLoginPwPage (step 1)', () => {
  const open = () => page.renderAt('/smsResetLoginPw', <SmsResetLoginPwPage />);

  it('sends a forgetPwd code, checks it once on a double tap and keeps the proof for step 2', async () => {
    open();
    type('手机号', '13900000000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13900000000', type: 'forgetPwd' }]));
    type('验证码', '123456');
    doubleTap('下一步');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/resetLoginPw', undefined));
    expect(server.sent(API_PATHS.sms.validate)).toEqual([{ mobile: '13900000000', type: 'forgetPwd', code: '123456' }]);
    expect(loginResetProof.get()).toEqual({ mobile: '13900000000', code: '123456' });
  });

  it('puts an unregistered mobile (2011) under the mobile and a wrong code (2018) under the code', async () => {
    server.serve(API_PATHS.sms.validate, refusal(2011), refusal(2018), refusal(3001));
    open();
    type('手机号', '13900000000');
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(errorOf('reset-mobile')).toBe(ACCOUNT_MESSAGES[2011]));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(errorOf('reset-code')).toBe(ACCOUNT_MESSAGES[2018]));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[3001]));
    expect(valueOf('验证码')).toBe('654321');
    expect(loginResetProof.get()).toBeNull();
  });
});

describe('ResetLoginPwPage (step 2)', () => {
  const open = () => page.renderAt('/resetLoginPw', <ResetLoginPwPage />);
  const fill = () => {
    type('新密码', 'New12345');
    type('确认密码', 'New12345');
  };

  it('sends a user without the proof of step 1 back to it', async () => {
    open();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/smsResetLoginPw', { replace: true }));
    expect(server.calls).toEqual([]);
  });

  it('sets the new password with the proof, once on a double tap, then goes to login', async () => {
    loginResetProof.set({ mobile: '13900000000', code: '123456' });
    open();
    fill();
    doubleTap('确认修改');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(server.sent(API_PATHS.account.forgetPwd)).toEqual([{ mobile: '13900000000', code: '123456', password: 'New12345', confirmPassword: 'New12345' }]);
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ title: '登录密码已重置' }));
    expect(loginResetProof.get()).toBeNull();
  });

  it('starts over when the code of step 1 no longer holds (2019)', async () => {
    server.serve(API_PATHS.account.forgetPwd, refusal(2019));
    loginResetProof.set({ mobile: '13900000000', code: '123456' });
    open();
    fill();
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/smsResetLoginPw', { replace: true }));
    expect(alert).toHaveBeenCalledWith({ content: ACCOUNT_MESSAGES[2019], confirmText: '重新验证' });
    expect(loginResetProof.get()).toBeNull();
  });

  it('puts a malformed new password (2010) under it and an answer of no field on the form line', async () => {
    server.serve(API_PATHS.account.forgetPwd, refusal(2010), refusal(3001));
    loginResetProof.set({ mobile: '13900000000', code: '123456' });
    open();
    fill();
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(errorOf('pw-new')).toBe(ACCOUNT_MESSAGES[2010]));
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[3001]));
    expect(valueOf('确认密码')).toBe('New12345');
    expect(navigate).not.toHaveBeenCalled();
  });
});
