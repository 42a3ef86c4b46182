import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS } from '@credit/shared';
import { doubleTap, errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import ModifyLoginPwPage from './ModifyLoginPwPage';

/** The change of the login password against a stubbed server, on the shared harness. */

let page: PageHarness;
let server: StubServer;
const navigate = vi.fn();
const alert = vi.fn(async () => {});

beforeEach(() => {
  navigate.mockReset();
  alert.mockClear();
  server = stubServer();
  page = setUpPage(server, { navigate, alert });
  page.renderAt('/modifyLoginPw', <ModifyLoginPwPage />);
  type('原密码', 'Old12345');
  type('新密码', 'New12345');
  type('确认密码', 'New12345');
});

afterEach(tearDownPage);

describe('ModifyLoginPwPage', () => {
  it('changes the password once on a double tap, says so, and returns to the settings', async () => {
    doubleTap('确认修改');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pwSetting', { replace: true }));
    expect(server.sent(API_PATHS.account.modifyPwd)).toEqual([{ oldPassword: 'Old12345', password: 'New12345', confirmPassword: 'New12345' }]);
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ title: '登录密码修改成功' }));
  });

  it('puts a wrong old password (2006) under it, the same password (2015) under the new one, keeping what was typed', async () => {
    server.serve(API_PATHS.account.modifyPwd, refusal(2006), refusal(2015));
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(errorOf('pw-old')).toBe(ACCOUNT_MESSAGES[2006]));
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(errorOf('pw-new')).toBe(ACCOUNT_MESSAGES[2015]));
    expect(valueOf('原密码')).toBe('Old12345');
    expect(formLine()).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('puts an answer of no field (2007) on the form line', async () => {
    server.serve(API_PATHS.account.modifyPwd, refusal(2007));
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(formLine()).toBe(ACCOUNT_MESSAGES[2007]));
  });
});
