import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import { CUSTODY_ROUTES, custodyShell, type CustodyShell } from '../../../../test/custody';

import CustodyChangeMobilePage from './CustodyChangeMobilePage';

/** Changing the custody card's reserved mobile: the code to the new mobile and the deposit password. */

let page: PageHarness;
let server: StubServer;
let shell: CustodyShell;
beforeEach(() => {
  server = stubServer(CUSTODY_ROUTES);
  shell = custodyShell();
  page = setUpPage(server, shell);
});
afterEach(tearDownPage);

describe('CustodyChangeMobilePage', () => {
  it('shows the reserved mobile now, sends the code to the new one and changes it; the bank refusing the same mobile is said on the form', async () => {
    server.serve(API_PATHS.depository.changeBindCardPhone, refusal(40403, '新预留手机号不能与原预留手机号相同'), { data: { ok: true } });
    page.renderAt('/custodyChangeMobile', <CustodyChangeMobilePage />);
    expect((await screen.findByTestId('custody-reserved-mobile')).textContent).toBe('137****1111');
    type('新手机号', '13900002222');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(server.sent(API_PATHS.sms.send)).toEqual([{ mobile: '13900002222', type: 'custody' }]));
    type('验证码', '654321');
    type('存管密码', 'Depo1234');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(formLine()).toBe('新预留手机号不能与原预留手机号相同'));
    expect(valueOf('新手机号')).toBe('13900002222');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/depositeSetting', { replace: true }));
    expect(server.sent(API_PATHS.depository.changeBindCardPhone)[1]).toEqual({ mobile: '13900002222', code: '654321', password: 'Depo1234' });
  });

  it('puts a wrong deposit password (2006) under its field', async () => {
    server.serve(API_PATHS.depository.changeBindCardPhone, refusal(2006));
    page.renderAt('/custodyChangeMobile', <CustodyChangeMobilePage />);
    type('新手机号', '13900002222');
    type('验证码', '654321');
    type('存管密码', 'Wrong999');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(errorOf('custody-pwd')).toBe('密码不正确'));
  });
});
