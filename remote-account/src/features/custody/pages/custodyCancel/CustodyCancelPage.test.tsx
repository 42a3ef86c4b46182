import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@credit/shared';
import { errorOf, formLine, refusal, setUpPage, stubServer, tearDownPage, type, valueOf, type PageHarness, type StubServer } from '@credit/shared/testing';
import { CUSTODY_ROUTES, custodyShell, type CustodyShell } from '../../../../test/custody';

import CustodyCancelPage from './CustodyCancelPage';

/** Cancelling the custody account: refused with the bank's reason while money remains, then done once empty. */

let page: PageHarness;
let server: StubServer;
let shell: CustodyShell;
beforeEach(() => {
  server = stubServer(CUSTODY_ROUTES);
  shell = custodyShell();
  page = setUpPage(server, shell);
});
afterEach(tearDownPage);

describe('CustodyCancelPage', () => {
  it('shows the reason of a refusal, keeps the password typed, and cancels once the account is empty', async () => {
    server.serve(API_PATHS.depository.accountCancellation, refusal(40403, '存管账户尚有余额，请先提现后再注销'), { data: { ok: true } });
    page.renderAt('/custodyCancel', <CustodyCancelPage />);
    type('存管密码', 'Depo1234');
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    expect(await screen.findByText('存管账户尚有余额，请先提现后再注销')).toBeTruthy();
    expect(valueOf('存管密码')).toBe('Depo1234');
    expect(shell.navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/depositeSetting', { replace: true }));
    expect(shell.alert).toHaveBeenCalledWith(expect.objectContaining({ title: '存管账户已注销' }));
    expect(server.sent(API_PATHS.depository.accountCancellation)).toEqual([{ password: 'Depo1234' }, { password: 'Depo1234' }]);
  });

  it('puts a wrong deposit password (2006) under its field', async () => {
    server.serve(API_PATHS.depository.accountCancellation, refusal(2006));
    page.renderAt('/custodyCancel', <CustodyCancelPage />);
    type('存管密码', 'Wrong999');
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(errorOf('custody-pwd')).toBe('密码不正确'));
    expect(formLine()).toBe('');
  });
});
