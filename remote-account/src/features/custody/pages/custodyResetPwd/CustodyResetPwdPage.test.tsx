import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS } from '@credit/shared';
import { errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import { CUSTODY_ROUTES, custodyShell, type CustodyShell } from '../../../../test/custody';

import CustodyResetPwdPage from './CustodyResetPwdPage';

/** Resetting the deposit password with the ID number and a code to the custody card's reserved mobile. */

let page: PageHarness;
let server: StubServer;
let shell: CustodyShell;
beforeEach(() => {
  server = stubServer(CUSTODY_ROUTES);
  shell = custodyShell();
  page = setUpPage(server, shell);
});
afterEach(tearDownPage);

describe('CustodyResetPwdPage', () => {
  it('sends the code to the reserved mobile typed, then resets with the ID number; a wrong ID number is said under it and nothing typed is lost', async () => {
    server.serve(API_PATHS.depository.resetDepositPwd, refusal(3000), { data: { ok: true } });
    page.renderAt('/custodyResetPwd', <CustodyResetPwdPage />);
    await waitFor(() => expect(screen.getByLabelText('预留手机').getAttribute('placeholder')).toBe('请输入预留手机号137****1111'));
    type('身份证号', '11010519900101001x');
    type('预留手机', '13700001111');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13700001111', type: 'custody' }]));
    type('验证码', '123456');
    type('新密码', 'Depo5678');
    type('确认密码', 'Depo5678');
    fireEvent.click(screen.getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(errorOf('custody-cert')).toBe(ACCOUNT_MESSAGES[3000]));
    expect(valueOf('新密码')).toBe('Depo5678');
    fireEvent.click(screen.getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/depositeSetting', { replace: true }));
    expect(server.sent(API_PATHS.depository.resetDepositPwd)[1]).toEqual({ certId: '11010519900101001X', code: '123456', password: 'Depo5678', confirmPassword: 'Depo5678' });
    expect(shell.alert).toHaveBeenCalledWith(expect.objectContaining({ title: '存管密码重置成功' }));
  });

  it('sends no code without a valid mobile', async () => {
    page.renderAt('/custodyResetPwd', <CustodyResetPwdPage />);
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(errorOf('custody-mobile')).toBe('请输入手机号'));
    expect(server.sent(API_PATHS.sms.send)).toEqual([]);
    expect(formLine()).toBe('');
  });

  it('keeps the bank\'s refusal on the form (an account without a card)', async () => {
    server.serve(API_PATHS.depository.resetDepositPwd, refusal(40403, '存管账户尚未绑定银行卡'));
    page.renderAt('/custodyResetPwd', <CustodyResetPwdPage />);
    type('身份证号', '11010519900101001X');
    type('验证码', '123456');
    type('新密码', 'Depo5678');
    type('确认密码', 'Depo5678');
    fireEvent.click(screen.getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(formLine()).toBe('存管账户尚未绑定银行卡'));
    expect(shell.navigate).not.toHaveBeenCalled();
  });
});
