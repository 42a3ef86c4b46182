import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS, RULES } from '@credit/shared';
import { doubleTap, errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import RegisterWithSmsPage from './RegisterWithSmsPage';

/** Registration against a stubbed server, on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  server = stubServer();
  server.serve(API_PATHS.account.regist, { data: { token: 'tok-2', isNew: 1, ucrealnamed: 'N', isMulti: 0 } });
  page = setUpPage(server, { navigate }, { loggedIn: false });
});

afterEach(tearDownPage);

/** The page keeps a draft across visits: each test says what the consent box is. */
function fill({ consent = true, invite = '' } = {}) {
  type('手机号', '13900000000');
  type('验证码', '123456');
  type('密码', 'Abc12345');
  type('邀请码', invite);
  const box = screen.getByRole('checkbox') as HTMLInputElement;
  if (box.checked !== consent) fireEvent.click(box);
}
const register = () => fireEvent.click(screen.getByRole('button', { name: '注册' }));

describe('RegisterWithSmsPage', () => {
  it('asks for the consent before any call, on the form line', async () => {
    page.renderAt('/registerWithSms', <RegisterWithSmsPage />);
    fill({ consent: false });
    register();
    await waitFor(() => expect(formLine()).toBe('请先阅读并勾选同意《服务协议》和《隐私政策》'));
    expect(server.calls).toEqual([]);
  });

  it('registers with the invite code of the link and goes on to real name', async () => {
    page.renderAt('/registerWithSms?inviteCode=246810', <RegisterWithSmsPage />);
    await waitFor(() => expect(valueOf('邀请码')).toBe('246810'));
    fill({ invite: '246810' });
    register();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/realName', { replace: true }));
    expect(server.sent(API_PATHS.account.regist)).toEqual([{ mobile: '13900000000', code: '123456', password: 'Abc12345', inviteCode: '246810' }]);
  });

  it('sends a code of type regist', async () => {
    page.renderAt('/registerWithSms', <RegisterWithSmsPage />);
    type('手机号', '13900000000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13900000000', type: 'regist' }]));
  });

  it('shows the invite code rule under the invite code when the server refuses it (1004)', async () => {
    server.serve(API_PATHS.account.regist, refusal(1004));
    page.renderAt('/registerWithSms', <RegisterWithSmsPage />);
    fill({ invite: '999999' });
    register();
    await waitFor(() => expect(errorOf('reg-invite')).toBe(RULES.inviteCode.tips));
    expect(formLine()).toBe('');
    expect(valueOf('邀请码')).toBe('999999');
  });

  it('puts a registered number (2000) under the mobile in the server words, and a wrong code (2018) under the code', async () => {
    server.serve(API_PATHS.account.regist, refusal(2000, '您已是某某用户，请直接登录'), refusal(2018));
    page.renderAt('/registerWithSms', <RegisterWithSmsPage />);
    fill();
    register();
    await waitFor(() => expect(errorOf('reg-mobile')).toBe('您已是某某用户，请直接登录'));
    register();
    await waitFor(() => expect(errorOf('reg-code')).toBe(ACCOUNT_MESSAGES[2018]));
    expect(valueOf('密码')).toBe('Abc12345');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('puts an answer of no field (3001) on the form line', async () => {
    server.serve(API_PATHS.account.regist, refusal(3001));
    page.renderAt('/registerWithSms', <RegisterWithSmsPage />);
    fill();
    register();
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[3001]));
  });

  it('sends once on a double tap', async () => {
    page.renderAt('/registerWithSms', <RegisterWithSmsPage />);
    fill();
    doubleTap('注册');
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(server.sent(API_PATHS.account.regist)).toHaveLength(1);
  });
});
