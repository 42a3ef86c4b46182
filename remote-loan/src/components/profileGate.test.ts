import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, http } from '@credit/shared';
import { lostAnswer, setUpPage, stubServer, tearDownPage, type StubServer } from '@credit/shared/testing';
import { ensureProfile } from './profileGate';

let isCustomerInfoExists: 0 | 1;
let fail: boolean;
const navigate = vi.fn();
let server: StubServer;
const calls = () => server.calls.map((c) => c.path);

beforeEach(() => {
  isCustomerInfoExists = 0;
  fail = false;
  navigate.mockReset();
  server = stubServer({}, () => (fail ? lostAnswer : { data: { isCustomerInfoExists } }));
  setUpPage(server, { navigate });
});

afterEach(tearDownPage);

describe('the profile gate before the first loan', () => {
  it('sends a user without a profile to the hub, with where to come back', async () => {
    expect(await ensureProfile()).toBe(false);
    expect(calls()).toEqual([API_PATHS.customer.userStatus]);
    expect(navigate.mock.calls[0]![0]).toBe('/cashAuthentication?returnUrl=%2FnewBorrowCash');
  });

  it('lets a user with a profile through, asking the server each time', async () => {
    isCustomerInfoExists = 1;
    expect(await ensureProfile()).toBe(true);
    expect(await ensureProfile('cashInstallment')).toBe(true);
    expect(calls()).toHaveLength(2);
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
