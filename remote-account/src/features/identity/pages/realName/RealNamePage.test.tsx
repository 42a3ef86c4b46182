import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'jotai';
import { ACCOUNT_MESSAGES, API_PATHS, loadBaseInfo, MESSAGES, sessionStore } from '@credit/shared';
import { doubleTap, errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import ValidateIdentityPage from '../validateIdentity/ValidateIdentityPage';
import RealNamePage from './RealNamePage';

/** Real name and the identity check before opening, against a stubbed server on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const toast = vi.fn();
const user = (ucrealnamed: 'Y' | 'N') => ({
  data: { mobile: '13800138000', name: ucrealnamed === 'Y' ? '张三' : '', certId: '', ucrealnamed, bindCards: 0, userStatus: { openCardStatus: 0, bindCardStatus: 0, realNameStatus: ucrealnamed === 'Y' ? 1 : 0 } },
});

beforeEach(() => {
  navigate.mockReset();
  toast.mockReset();
  server = stubServer();
  server.serve(API_PATHS.customer.info, user('N'));
  page = setUpPage(server, { navigate, toast });
});

afterEach(tearDownPage);

const fill = () => {
  type('姓名', '张三');
  type('身份证号', '11010519491231002x');
};

describe('RealNamePage', () => {
  const open = () => page.renderAt('/realName', <RealNamePage />);

  it('asks for the identity consent before any call', async () => {
    open();
    fill();
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(errorOf('realname-consent')).toBe(MESSAGES.identityConsentRequired));
    expect(server.sent(API_PATHS.identity.realName)).toEqual([]);
  });

  it('verifies the identity once on a double tap, then confirms the mobile of the card', async () => {
    open();
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    doubleTap('提交认证');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/realNameConfirmMobile', { replace: true }));
    expect(server.sent(API_PATHS.identity.realName)).toEqual([{ name: '张三', certId: '11010519491231002X' }]);
    expect(toast).toHaveBeenCalledWith('实名认证成功', undefined);
  });

  it('puts a wrong name (2004) under the name and a mismatch (2003) on the form line, keeping what was typed', async () => {
    server.serve(API_PATHS.identity.realName, refusal(2004), refusal(2003));
    open();
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(errorOf('realname-name')).toBe(ACCOUNT_MESSAGES[2004]));
    expect(formLine()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[2003]));
    expect(valueOf('身份证号')).toBe('11010519491231002x');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('ValidateIdentityPage', () => {
  it('confirms the verified identity, then goes to open the account', async () => {
    server.serve(API_PATHS.customer.info, user('Y'));
    await loadBaseInfo();
    // The host renders the remotes inside the session store, where base info is kept.
    page.renderAt('/validateIdentity?returnUrl=%2FnewBorrowCash', <Provider store={sessionStore}><ValidateIdentityPage /></Provider>);
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    doubleTap('下一步');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/bankCard?open=1&returnUrl=%2FnewBorrowCash', { replace: true }));
    expect(server.sent(API_PATHS.identity.realNameValidate)).toEqual([{ name: '张三', certId: '11010519491231002X' }]);
  });

  it('sends a user with no real name to verify first', async () => {
    page.renderAt('/validateIdentity', <ValidateIdentityPage />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/realName', { replace: true }));
  });
});
