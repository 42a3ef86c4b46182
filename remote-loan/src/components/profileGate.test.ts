import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, configureHttp, createQueryClient, http, logout, registerShell, setLoggedIn } from '@credit/shared';
import { ensureProfile } from './profileGate';

let isCustomerInfoExists: 0 | 1;
let fail: boolean;
const navigate = vi.fn();
const calls: string[] = [];

const stub: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  calls.push(String(config.url));
  if (fail) throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
  return { data: { status: 1, message: 'ok', data: { isCustomerInfoExists } }, status: 200, statusText: '', headers: {}, config };
};

beforeEach(() => {
  isCustomerInfoExists = 0;
  fail = false;
  calls.length = 0;
  navigate.mockReset();
  const client = createQueryClient();
  registerShell({
    toast: () => {}, alert: async () => {}, confirm: async () => true, showLoading: () => {}, hideLoading: () => {},
    payStart: () => ({ done: () => {}, close: () => {} }), closeAll: () => {}, navigate, back: () => {}, queryClient: () => client,
  });
  configureHttp({ adapter: vi.fn(stub) });
  setLoggedIn('tok-1');
});

afterEach(() => {
  logout();
  configureHttp({});
});

describe('the profile gate before the first loan', () => {
  it('sends a user without a profile to the hub, with where to come back', async () => {
    expect(await ensureProfile()).toBe(false);
    expect(calls).toEqual([API_PATHS.customer.userStatus]);
    expect(navigate.mock.calls[0]![0]).toBe('/cashAuthentication?returnUrl=%2FnewBorrowCash');
  });

  it('lets a user with a profile through, asking the server each time', async () => {
    isCustomerInfoExists = 1;
    expect(await ensureProfile()).toBe(true);
    expect(await ensureProfile('cashInstallment')).toBe(true);
    expect(calls).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops (and sends nowhere) when the status cannot be read', async () => {
    fail = true;
    expect(await ensureProfile()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not hide a bug: an error that is neither a refusal nor a lost answer is thrown on', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValueOnce(new TypeError('a defect'));
    await expect(ensureProfile()).rejects.toThrow('a defect');
    expect(navigate).not.toHaveBeenCalled();
    post.mockRestore();
  });
});
