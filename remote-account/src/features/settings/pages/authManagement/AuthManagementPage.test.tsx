import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, API_PATHS } from '@credit/shared';
import { refusal, setUpPage, stubServer, tearDownPage, type PageHarness, type StubServer } from '@credit/shared/testing';
import AuthManagementPage from './AuthManagementPage';

/** Revoking and granting again an authorisation against a stubbed server, on the shared harness. */

let page: PageHarness;
let server: StubServer;
const toast = vi.fn();
const confirm = vi.fn(async () => true);
const item = (status: 'granted' | 'cancelled') => ({ id: 3, kind: 'credit', title: '征信查询授权', status, grantedAt: 1_700_000_000_000, cancelledAt: status === 'cancelled' ? 1_700_100_000_000 : null });

beforeEach(() => {
  toast.mockReset();
  confirm.mockClear();
  server = stubServer();
  server.serve(API_PATHS.authorization.info, { data: { list: [item('granted')] } }, { data: { list: [item('cancelled')] } });
  page = setUpPage(server, { toast, confirm });
});

afterEach(tearDownPage);

describe('AuthManagementPage', () => {
  it('revokes after the confirmation and shows the list again', async () => {
    page.renderAt('/authManagement', <AuthManagementPage />);
    const row = await screen.findByRole('listitem', { name: '征信查询授权' });
    fireEvent.click(within(row).getByRole('button', { name: '取消授权' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已取消授权', undefined));
    expect(server.sent(API_PATHS.authorization.cancel)).toEqual([{ id: '3' }]);
    expect(await screen.findByRole('button', { name: '重新授权' })).toBeTruthy();
  });

  it('grants a cancelled authorisation again (authorization/open) and shows it granted', async () => {
    server.serve(API_PATHS.authorization.info, { data: { list: [item('cancelled')] } });
    server.serve(API_PATHS.authorization.open, { data: { list: [{ ...item('granted'), id: 4 }] } });
    page.renderAt('/authManagement', <AuthManagementPage />);
    const row = await screen.findByRole('listitem', { name: '征信查询授权' });
    fireEvent.click(within(row).getByRole('button', { name: '重新授权' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已重新授权', undefined));
    expect(server.sent(API_PATHS.authorization.open)).toEqual([{ kind: 'credit' }]);
    expect(await within(await screen.findByRole('listitem', { name: '征信查询授权' })).findByRole('button', { name: '取消授权' })).toBeTruthy();
  });

  it('sends nothing when the user thinks again, and shows a refusal under the list', async () => {
    server.serve(API_PATHS.authorization.cancel, refusal(3001));
    confirm.mockResolvedValueOnce(false);
    page.renderAt('/authManagement', <AuthManagementPage />);
    const row = await screen.findByRole('listitem', { name: '征信查询授权' });
    fireEvent.click(within(row).getByRole('button', { name: '取消授权' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(server.sent(API_PATHS.authorization.cancel)).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: '取消授权' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES[3001])).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['close', false],
    ['open', true],
  ] as const)('creditReportSwitch %s: the credit-report authorisation is offered again only while open (ADR 040)', async (status, offered) => {
    server.serve(API_PATHS.authorization.info, { data: { list: [{ ...item('cancelled'), kind: 'creditQuery' }, { ...item('cancelled'), id: 5, kind: 'dataShare', title: '个人信息共享授权' }] } });
    server.serve(API_PATHS.contentConfig.creditReportSwitch, { data: { status } });
    page.renderAt('/authManagement', <AuthManagementPage />);
    const row = await screen.findByRole('listitem', { name: '征信查询授权' });
    if (offered) expect(await within(row).findByRole('button', { name: '重新授权' })).toBeTruthy();
    else {
      expect(await within(row).findByText('暂不可授权')).toBeTruthy();
      expect(within(row).queryByRole('button', { name: '重新授权' })).toBeNull();
    }
    // Other kinds are not gated by it.
    expect(within(screen.getByRole('listitem', { name: '个人信息共享授权' })).getByRole('button', { name: '重新授权' })).toBeTruthy();
  });
});
