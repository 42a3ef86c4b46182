import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, type PageHarness, type StubServer } from '@credit/shared/testing';
import { CUSTODY_ROUTES, custodyShell, type CustodyShell } from '../../../../test/custody';

import CustodyChangeCardPage from './CustodyChangeCardPage';

/** Changing the custody card: the old card proved, then the new one checked and proved by SMS with the ticket. */

let page: PageHarness;
let server: StubServer;
let shell: CustodyShell;
beforeEach(() => {
  server = stubServer(CUSTODY_ROUTES);
  shell = custodyShell();
  page = setUpPage(server, shell);
});
afterEach(tearDownPage);

const provedOld = async () => {
  type('原卡号', '6222020000000001');
  type('存管密码', 'Depo1234');
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByRole('form', { name: '绑定新银行卡' });
};

describe('CustodyChangeCardPage', () => {
  it('proves the old card, then binds the new one with the ticket and the code sent to its reserved mobile', async () => {
    server.serve(API_PATHS.depository.changeBindingCard, { data: { changeTicket: 'tkt_0123456789abcdef', expiresAt: 1 } });
    server.serve(API_PATHS.bindCard.cardNoBackView, { data: { supported: true, bankCode: 'CCB', bankName: '建设银行', cardNoView: '6227 00** **** 0002' } });
    page.renderAt('/custodyChangeCard', <CustodyChangeCardPage />);
    await waitFor(() => expect(screen.getByLabelText('原卡号').getAttribute('placeholder')).toBe('请输入工商银行尾号0001的完整卡号'));
    await provedOld();
    expect(server.sent(API_PATHS.depository.changeBindingCard)).toEqual([{ cardNo: '6222020000000001', password: 'Depo1234' }]);
    type('卡号', '6227000000000002');
    type('预留手机', '13900002222');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13900002222', type: 'custody' }]));
    expect(screen.getByTestId('custody-card-view').textContent).toBe('请核对卡号：建设银行 6227 00** **** 0002');
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/depositeSetting', { replace: true }));
    expect(server.sent(API_PATHS.depository.changeBindingCardNew)).toEqual([{ cardNo: '6227000000000002', mobile: '13900002222', code: '123456', changeTicket: 'tkt_0123456789abcdef' }]);
    expect(shell.alert).toHaveBeenCalledWith(expect.objectContaining({ title: '银行卡更换成功' }));
  });

  it('says a wrong old card on the form and stays at step 1', async () => {
    server.serve(API_PATHS.depository.changeBindingCard, refusal(40403, '原银行卡号不正确'));
    page.renderAt('/custodyChangeCard', <CustodyChangeCardPage />);
    type('原卡号', '6222020000000009');
    type('存管密码', 'Depo1234');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(formLine()).toBe('原银行卡号不正确'));
    expect(screen.getByRole('form', { name: '验证原银行卡' })).toBeTruthy();
    expect(errorOf('custody-pwd')).toBeNull();
  });

  it('an expired ticket goes back to step 1 with what the bank said', async () => {
    server.serve(API_PATHS.depository.changeBindingCard, { data: { changeTicket: 'tkt_0123456789abcdef', expiresAt: 1 } });
    server.serve(API_PATHS.depository.changeBindingCardNew, refusal(40403, '更换银行卡已超时，请重新验证原银行卡'));
    page.renderAt('/custodyChangeCard', <CustodyChangeCardPage />);
    await provedOld();
    type('卡号', '6227000000000002');
    type('预留手机', '13900002222');
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await screen.findByRole('form', { name: '验证原银行卡' });
    expect(screen.getByRole('status').textContent).toBe('更换银行卡已超时，请重新验证原银行卡');
  });
});
