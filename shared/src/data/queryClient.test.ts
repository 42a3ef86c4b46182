import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { installFakeShell, type FakeShell } from '../testing/fakeShell';
import { tokenAtom } from '../session/atoms';
import { logout, setLoggedIn } from '../session/session';
import { sessionStore } from '../session/store';
import { createQueryClient } from './queryClient';

let fake: FakeShell;
let masks: string[];

beforeEach(() => {
  fake = installFakeShell();
  masks = [];
  fake.showLoading = () => void masks.push('show');
  fake.hideLoading = () => void masks.push('hide');
});

afterEach(() => logout());

describe('the one QueryClient (ADR 008)', () => {
  it('covers a mutation with the loading mask, shown once and hidden once, on success and on failure', async () => {
    const client = createQueryClient();
    await new MutationObserver(client, { mutationFn: async () => 'ok' }).mutate();
    expect(masks).toEqual(['show', 'hide']);
    await expect(new MutationObserver(client, { mutationFn: async () => Promise.reject(new Error('refused')) }).mutate()).rejects.toThrow('refused');
    expect(masks).toEqual(['show', 'hide', 'show', 'hide']);
  });

  it('leaves the mask off for a mutation whose page shows its own progress', async () => {
    const client = createQueryClient();
    await new MutationObserver(client, { mutationFn: async () => 'ok', meta: { mask: false } }).mutate();
    expect(masks).toEqual([]);
  });

  it('does not retry a failed query or mutation (the http client has already toasted the failure)', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => Promise.reject(new Error('down')));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('down');
    expect(queryFn).toHaveBeenCalledTimes(1);
    const mutationFn = vi.fn(async () => Promise.reject(new Error('down')));
    await expect(new MutationObserver(client, { mutationFn }).mutate()).rejects.toThrow('down');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('keeps data fresh for a while, so going back shows it without asking again', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'data');
    await client.fetchQuery({ queryKey: ['x'], queryFn });
    const observer = new QueryObserver(client, { queryKey: ['x'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toBe('data');
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("drops one user's data when the token changes (login, logout, another account)", async () => {
    const client = createQueryClient();
    setLoggedIn('user-a');
    await client.fetchQuery({ queryKey: ['bankCards'], queryFn: async () => ['a-card'] });
    expect(client.getQueryData(['bankCards'])).toEqual(['a-card']);
    setLoggedIn('user-b');
    expect(client.getQueryData(['bankCards'])).toBeUndefined();
    await client.fetchQuery({ queryKey: ['bankCards'], queryFn: async () => ['b-card'] });
    // Setting the same token again (a refresh of the stored login) keeps the data.
    sessionStore.set(tokenAtom, 'user-b');
    expect(client.getQueryData(['bankCards'])).toEqual(['b-card']);
    logout();
    expect(client.getQueryData(['bankCards'])).toBeUndefined();
  });
});
