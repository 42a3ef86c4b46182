import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS, isLoginAtom, sessionKeys, sessionStore } from '@credit/shared';
import { doubleTap, errorOf, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import { changeMobileFlow } from '../../components/changeMobileFlow';
import ChangeAccountMobilePage from '../changeAccountMobile/ChangeAccountMobilePage';
import ModifyLoginNumberPage from '../modifyLoginNumber/ModifyLoginNumberPage';
import VerifyResultPage from '../verifyResult/VerifyResultPage';
import UcSettingPage from '../ucSetting/UcSettingPage';
import SmsVerifyPage from './SmsVerifyPage';

/** The change of the login mobile (four pages) and logout, against a stubbed server on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const confirm = vi.fn(async () => true);

beforeEach(() => {
  navigate.mockReset();
  confirm.mockClear();
  changeMobileFlow.reset();
  server = stubServer();
  server.serve(API_PATHS.customer.info, {
    data: { mobile: '13800138000', mobileMasked: '138****8000', name: '张三', certId: '', ucrealnamed: 'Y', bindCards: 1, userStatus: { openCardStatus: 1, bindCardStatus: 1, realNameStatus: 1 } },
  });
  page = setUpPage(server, { navigate, confirm });
});

afterEach(tearDownPage);

/** The flow as far as `step`, as the earlier pages leave it. */
function reach(step: 'started' | 'oldVerified') {
  changeMobileFlow.start();
  changeMobileFlow.advance('started');
  if (step === 'oldVerified') changeMobileFlow.advance('oldVerified');
}

describe('ChangeAccountMobilePage', () => {
  it('starts the flow', async () => {
    page.renderAt('/changeAccountMobile', <ChangeAccountMobilePage />);
    fireEvent.click(screen.getByRole('button', { name: '更换手机号' }));
    expect(navigate).toHaveBeenCalledWith('/smsVerify', undefined);
  });
});

describe('SmsVerifyPage (the current mobile)', () => {
  it('sends a temp code to the current mobile and checks it once on a double tap', async () => {
    reach('started');
    page.renderAt('/smsVerify', <SmsVerifyPage />);
    const send = await screen.findByRole('button', { name: '获取验证码' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13800138000', type: 'temp' }]));
    type('验证码', '123456');
    doubleTap('下一步');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/modifyLoginNumber', undefined));
    expect(server.sent(API_PATHS.sms.validateTemp)).toEqual([{ mobile: '13800138000', code: '123456' }]);
  });

  it('puts every refusal of the check under the code, keeping it', async () => {
    server.serve(API_PATHS.sms.validateTemp, refusal(2018), refusal(2019));
    reach('started');
    page.renderAt('/smsVerify', <SmsVerifyPage />);
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(errorOf('sms-verify-code')).toBe(ACCOUNT_MESSAGES[2018]));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(errorOf('sms-verify-code')).toBe(ACCOUNT_MESSAGES[2019]));
    expect(valueOf('验证码')).toBe('654321');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a user who skipped the start back to it', async () => {
    page.renderAt('/smsVerify', <SmsVerifyPage />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/changeAccountMobile', { replace: true }));
  });
});

describe('ModifyLoginNumberPage (the new mobile)', () => {
  const open = async () => {
    reach('oldVerified');
    page.renderAt('/modifyLoginNumber', <ModifyLoginNumberPage />);
    await waitFor(() => expect(page.client.getQueryData(sessionKeys.baseInfo)).toBeDefined());
  };

  it('refuses the current number before sending anything', async () => {
    await open();
    type('新手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(errorOf('new-mobile')).toBe('新手机号不能与当前手机号相同'));
    expect(server.sent(API_PATHS.sms.send)).toEqual([]);
  });

  it('sends a changeMobile code to the new number and changes it once on a double tap', async () => {
    server.serve(API_PATHS.account.changeMobile, { data: { mobileMask: '139****0000' } });
    await open();
    type('新手机号', '13900000000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13900000000', type: 'changeMobile' }]));
    type('验证码', '123456');
    doubleTap('确认更换');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/verifyResult', { replace: true }));
    expect(server.sent(API_PATHS.account.changeMobile)).toEqual([{ newMobile: '13900000000', code: '123456' }]);

    page.renderAt('/verifyResult', <VerifyResultPage />);
    expect(await screen.findByText('139****0000')).toBeTruthy();
  });

  it('puts a registered number (2000) under the mobile and a wrong code (2018) under the code', async () => {
    server.serve(API_PATHS.account.changeMobile, refusal(2000, '该手机号已注册'), refusal(2018));
    await open();
    type('新手机号', '13900000000');
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(errorOf('new-mobile')).toBe('该手机号已注册'));
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(errorOf('new-mobile-code')).toBe(ACCOUNT_MESSAGES[2018]));
    expect(valueOf('新手机号')).toBe('13900000000');
  });
});

describe('UcSettingPage', () => {
  it.each([
    ['an answer', {}],
    ['a refusal', refusal(3001)],
  ])('signs out on this phone after %s of the server', async (_name, reply) => {
    server.serve(API_PATHS.account.logout, reply);
    page.renderAt('/ucSetting', <UcSettingPage />);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(server.sent(API_PATHS.account.logout)).toHaveLength(1);
    expect(sessionStore.get(isLoginAtom)).toBe(false);
  });
});
