import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS, isLoginAtom, sessionKeys, sessionStore } from '@credit/shared';
import { doubleTap, errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import { cancelFlow } from '../../components/cancelFlow';
import UnregisterReasonPage from '../unregisterReason/UnregisterReasonPage';
import UnregisterReminderPage from '../unregisterReminder/UnregisterReminderPage';
import UnregisterResultPage from '../unregisterResult/UnregisterResultPage';
import UnregisterValidatePage from './UnregisterValidatePage';

/** Cancelling the account (four pages) against a stubbed server, on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const confirm = vi.fn(async () => true);

beforeEach(() => {
  navigate.mockReset();
  confirm.mockClear();
  cancelFlow.reset();
  server = stubServer();
  server.serve(API_PATHS.customer.info, {
    data: { mobile: '13800138000', mobileMasked: '138****8000', name: '张三', certId: '', ucrealnamed: 'Y', bindCards: 0, userStatus: { openCardStatus: 0, bindCardStatus: 0, realNameStatus: 1 } },
  });
  server.serve(API_PATHS.account.cancelReason, { data: { reasons: [{ code: 'R1', text: '不再需要' }, { code: 'R2', text: '其他' }] } });
  page = setUpPage(server, { navigate, confirm });
});

afterEach(tearDownPage);

describe('UnregisterReminderPage and UnregisterReasonPage', () => {
  it('asks for the acknowledgement, then for a reason, and keeps both in the flow', async () => {
    page.renderAt('/unregisterReminder', <UnregisterReminderPage />);
    fireEvent.click(screen.getByRole('button', { name: '申请注销' }));
    expect(formLine()).toBe('请先阅读并勾选“我已知晓注销后果”');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '申请注销' }));
    expect(navigate).toHaveBeenCalledWith('/unregisterReason', undefined);

    cleanup();
    page.renderAt('/unregisterReason', <UnregisterReasonPage />);
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(formLine()).toBe('请选择注销原因');
    fireEvent.click(screen.getByRole('radio', { name: '不再需要' }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(navigate).toHaveBeenLastCalledWith('/unregisterValidate', undefined);
    expect(cancelFlow.data()).toEqual({ reasonCode: 'R1', reasonText: '不再需要' });
  });
});

describe('UnregisterValidatePage', () => {
  const open = async () => {
    cancelFlow.start();
    cancelFlow.advance('acknowledged');
    cancelFlow.advance('reasoned', { reasonCode: 'R1', reasonText: '不再需要' });
    page.renderAt('/unregisterValidate', <UnregisterValidatePage />);
    await waitFor(() => expect(page.client.getQueryData(sessionKeys.baseInfo)).toBeDefined());
  };

  it('sends a cancel code, asks once more and cancels once on a double tap, then logs out', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13800138000', type: 'cancel' }]));
    type('验证码', '123456');
    doubleTap('确认注销');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/unregisterResult', { replace: true }));
    expect(server.sent(API_PATHS.account.cancelAccount)).toEqual([{ reasonCode: 'R1', code: '123456' }]);
    expect(sessionStore.get(isLoginAtom)).toBe(false);

    cleanup();
    page.renderAt('/unregisterResult', <UnregisterResultPage />);
    expect(await screen.findByRole('heading', { name: '账户已注销' })).toBeTruthy();
  });

  it('sends nothing when the user thinks again', async () => {
    confirm.mockResolvedValueOnce(false);
    await open();
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(server.sent(API_PATHS.account.cancelAccount)).toEqual([]);
  });

  it('puts a wrong code (2018) under the code and an answer of no field on the form line, keeping the code', async () => {
    server.serve(API_PATHS.account.cancelAccount, refusal(2018), refusal(3001));
    await open();
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(errorOf('cancel-code')).toBe(ACCOUNT_MESSAGES[2018]));
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[3001]));
    expect(valueOf('验证码')).toBe('654321');
    expect(sessionStore.get(isLoginAtom)).toBe(true);
  });
});
