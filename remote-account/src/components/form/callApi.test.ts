import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, HttpError, logout, registerShell, setLoggedIn, type ApiEnvelope, type ShellFacade } from '@credit/shared';
import { callApi } from './callApi';

const answer = <T>(status: number, data: T | null = null, message = ''): Promise<ApiEnvelope<T>> => Promise.resolve({ status, message, data });

describe('callApi', () => {
  let shell: { showLoading: ReturnType<typeof vi.fn>; hideLoading: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    shell = { showLoading: vi.fn(), hideLoading: vi.fn() };
    registerShell(shell as unknown as ShellFacade);
  });
  afterEach(() => logout());

  it('returns the data of a success, under the loading mask', async () => {
    expect(await callApi(() => answer(1, { token: 't' }))).toEqual({ ok: true, data: { token: 't' } });
    expect(shell.showLoading).toHaveBeenCalledTimes(1);
    expect(shell.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('gives an account code its spec 8 words, whatever the server wrote', async () => {
    expect(await callApi(() => answer(2020, null, 'x'))).toEqual({ ok: false, status: 2020, message: ACCOUNT_MESSAGES[2020] });
    expect(await callApi(() => answer(2001, null, ''), { loading: false })).toEqual({ ok: false, status: 2001, message: '10分钟之内已发送3次，请稍后' });
    expect(shell.showLoading).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's wording for 2000 (it names the provider)", async () => {
    expect(await callApi(() => answer(2000, null, '您已是某某用户，请直接登录'))).toMatchObject({ message: '您已是某某用户，请直接登录' });
  });

  it('has nothing to add when the shell already toasted a general code (logged-in user)', async () => {
    setLoggedIn('token-abc');
    expect(await callApi(() => answer(1005, null, ''))).toEqual({ ok: false, status: 1005, message: null });
  });

  it('a guest gets no toast for general codes, so the page shows the words', async () => {
    expect(await callApi(() => answer(1006, null, ''))).toMatchObject({ ok: false, status: 1006, message: expect.any(String) });
  });

  it('after a network failure (already toasted) says nothing more and still hides the mask', async () => {
    expect(await callApi(() => Promise.reject(new HttpError('network')))).toEqual({ ok: false, status: null, message: null });
    expect(shell.hideLoading).toHaveBeenCalledTimes(1);
    await expect(callApi(() => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
  });
});
