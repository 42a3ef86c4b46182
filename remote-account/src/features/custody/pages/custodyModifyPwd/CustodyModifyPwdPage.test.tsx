import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { API_PATHS, type ShellFacade } from '@credit/shared';
import { doubleTap, errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import CustodyModifyPwdPage from './CustodyModifyPwdPage';

/** Changing the deposit password against a stubbed server. */

let page: PageHarness;
let server: StubServer;
let shell: { alert: Mock<ShellFacade['alert']>; navigate: Mock<ShellFacade['navigate']> };

beforeEach(() => {
  shell = { alert: vi.fn<ShellFacade['alert']>(async () => {}), navigate: vi.fn<ShellFacade['navigate']>() };
  server = stubServer();
  page = setUpPage(server, shell);
});
afterEach(tearDownPage);

const fill = () => {
  type('原密码', 'Depo1234');
  type('新密码', 'Depo5678');
  type('确认密码', 'Depo5678');
};

describe('CustodyModifyPwdPage', () => {
  it('changes the deposit password once on a double tap, says so and goes back to the custody home', async () => {
    page.renderAt('/custodyModifyPwd', <CustodyModifyPwdPage />);
    fill();
    doubleTap('确认修改');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/depositeSetting', { replace: true }));
    expect(server.sent(API_PATHS.depository.modifyDepositPwd)).toEqual([{ oldPassword: 'Depo1234', password: 'Depo5678', confirmPassword: 'Depo5678' }]);
    expect(shell.alert).toHaveBeenCalledWith(expect.objectContaining({ title: '存管密码修改成功' }));
  });

  it('puts a wrong old password (2006) under the old field and keeps what was typed', async () => {
    server.serve(API_PATHS.depository.modifyDepositPwd, refusal(2006));
    page.renderAt('/custodyModifyPwd', <CustodyModifyPwdPage />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(errorOf('custody-old')).toBe('密码不正确'));
    expect(valueOf('新密码')).toBe('Depo5678');
    expect(shell.navigate).not.toHaveBeenCalled();
  });

  it('checks the fields before sending anything', async () => {
    page.renderAt('/custodyModifyPwd', <CustodyModifyPwdPage />);
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(errorOf('custody-old')).toBe('请输入交易密码'));
    expect(server.calls).toEqual([]);
  });

  it('keeps the bank\'s refusal on the form (no custody account)', async () => {
    server.serve(API_PATHS.depository.modifyDepositPwd, refusal(40403, '您尚未开通存管账户'));
    page.renderAt('/custodyModifyPwd', <CustodyModifyPwdPage />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(formLine()).toBe('您尚未开通存管账户'));
  });
});
