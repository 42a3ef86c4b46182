import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS } from '@credit/shared';
import { doubleTap, errorOf, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import WeixinLoginPage from './WeixinLoginPage';

/** Login in the messaging app: the code alone, then the binding by mobile and SMS code. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const unbound = { data: { bound: false, openIdMask: 'o***1' } };
const bound = { data: { bound: true, token: 'tok-2', isNew: 0, ucrealnamed: 'Y', isMulti: 0 } };

beforeEach(() => {
  navigate.mockReset();
  server = stubServer();
  page = setUpPage(server, { navigate }, { loggedIn: false });
});

afterEach(tearDownPage);

describe('WeixinLoginPage', () => {
  it('explains itself without an OAuth code and calls nothing', () => {
    page.renderAt('/weixinLogin', <WeixinLoginPage />);
    expect(screen.getByRole('heading', { name: '请在微信中打开' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('logs a bound user in with the code alone', async () => {
    server.serve(API_PATHS.account.authFansInfo, bound);
    page.renderAt('/weixinLogin?code=wx-1', <WeixinLoginPage />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(server.sent(API_PATHS.account.authFansInfo)).toEqual([{ authCode: 'wx-1' }]);
  });

  it('says why the check was refused and checks again on 重试', async () => {
    server.serve(API_PATHS.account.authFansInfo, refusal(3001), unbound);
    page.renderAt('/weixinLogin?code=wx-1', <WeixinLoginPage />);
    expect(await screen.findByRole('heading', { name: '微信授权失败' })).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES[3001])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '绑定并登录' })).toBeTruthy();
  });

  it('binds an unbound user by mobile and code, once on a double tap', async () => {
    server.serve(API_PATHS.account.authFansInfo, unbound, bound);
    page.renderAt('/weixinLogin?code=wx-1', <WeixinLoginPage />);
    await screen.findByRole('button', { name: '绑定并登录' });
    type('手机号', '13900000000');
    type('验证码', '123456');
    doubleTap('绑定并登录');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(server.sent(API_PATHS.account.authFansInfo)).toEqual([{ authCode: 'wx-1' }, { authCode: 'wx-1', mobile: '13900000000', code: '123456' }]);
  });

  it('puts a wrong code (2018) under the code, and an answer of no field on the form line, keeping what was typed', async () => {
    server.serve(API_PATHS.account.authFansInfo, unbound, refusal(2018), refusal(3001));
    page.renderAt('/weixinLogin?code=wx-1', <WeixinLoginPage />);
    await screen.findByRole('button', { name: '绑定并登录' });
    type('手机号', '13900000000');
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(errorOf('wx-code')).toBe(ACCOUNT_MESSAGES[2018]));
    fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(screen.getByText(ACCOUNT_MESSAGES[3001])).toBeTruthy());
    expect(valueOf('手机号')).toBe('13900000000');
    expect(valueOf('验证码')).toBe('654321');
  });
});
