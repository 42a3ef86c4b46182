import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../http/client';
import { defineRead, holdFirstReads, isFirstRead, readQuery } from './firstReads';

afterEach(() => vi.restoreAllMocks());

/** Read fresh on every visit, as the borrow page's saved choice is. */
const saved = defineRead({ key: ['t', 'saved'], path: '/api/t/saved', body: { withTrial: '1' }, staleTime: 0, gcTime: 0 });

const wrapper = (client: QueryClient) => ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);

describe('route first reads (ADR 041)', () => {
  it('the page mounting after a held read has answered takes that answer: one call, even at staleTime 0 and gcTime 0', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ n: 1 });
    const client = new QueryClient();
    const { release } = holdFirstReads(client, [saved]);
    await waitFor(() => expect(client.getQueryData(saved.key)).toEqual({ n: 1 }));
    // Answered before the page is there: still in the cache (gcTime 0 would have dropped it unobserved).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { result } = renderHook(() => useQuery(readQuery(saved)), { wrapper: wrapper(client) });
    expect(result.current.data).toEqual({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(post).toHaveBeenCalledTimes(1);
    // Quietly: no toast, no logout from the read ahead of the page.
    expect(post.mock.calls[0]).toEqual(['/api/t/saved', { withTrial: '1' }, { suppressErrorToast: true, leaveSessionAlone: true }]);
    release();
  });

  it('the page mounting while the held read is on its way shares it (no second call)', async () => {
    let answer!: (value: unknown) => void;
    const post = vi.spyOn(http, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const client = new QueryClient();
    const { release } = holdFirstReads(client, [saved]);
    const { result } = renderHook(() => useQuery(readQuery(saved)), { wrapper: wrapper(client) });
    answer({ n: 2 });
    await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
    expect(post).toHaveBeenCalledTimes(1);
    release();
  });

  it('once released (the visit is over), a later visit asks again: the read is fresh on every visit', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ n: 3 });
    const client = new QueryClient();
    const { release } = holdFirstReads(client, [saved]);
    await waitFor(() => expect(client.getQueryData(saved.key)).toEqual({ n: 3 }));
    release();
    // gcTime 0: gone once nobody holds it.
    await waitFor(() => expect(client.getQueryCache().find({ queryKey: saved.key })).toBeUndefined());
    renderHook(() => useQuery(readQuery(saved)), { wrapper: wrapper(client) });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  });

  it('a held read that failed is asked again by the page, with the page\'s own handling', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValueOnce(new Error('1008')).mockResolvedValue({ n: 4 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { release } = holdFirstReads(client, [saved]);
    await waitFor(() => expect(client.getQueryState(saved.key)?.status).toBe('error'));
    const { result } = renderHook(() => useQuery(readQuery(saved)), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.data).toEqual({ n: 4 }));
    expect(post.mock.calls[1]).toEqual(['/api/t/saved', { withTrial: '1' }, {}]);
    release();
  });

  it('settled: once every read has answered or failed, not before', async () => {
    let answer!: (value: unknown) => void;
    vi.spyOn(http, 'post').mockImplementation((path) => (path === '/api/t/saved' ? new Promise((resolve) => (answer = resolve)) : Promise.reject(new Error('down'))));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const other = defineRead({ key: ['t', 'other'], path: '/api/t/other' });
    const { settled, release } = holdFirstReads(client, [saved, other]);
    let done = false;
    void settled.then(() => (done = true));
    await waitFor(() => expect(client.getQueryState(other.key)?.status).toBe('error'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    answer({ n: 5 });
    await settled;
    expect(client.getQueryData(saved.key)).toEqual({ n: 5 });
    release();
  });

  it('a read taking the address\'s parameters: each goes into its body and its key, the page and the host alike', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ n: 6 });
    const ofOrder = defineRead({ key: ['t', 'bills'], path: '/api/t/bills', body: { status: 'unpaid' }, params: ['orderNo'] });
    expect(readQuery(ofOrder, {}, { orderNo: 'L1' }).queryKey).toEqual(['t', 'bills', 'L1']);
    const client = new QueryClient();
    const { release, settled } = holdFirstReads(client, [ofOrder], { orderNo: 'L1', other: 'x' });
    await settled;
    expect(post.mock.calls[0]).toEqual(['/api/t/bills', { status: 'unpaid', orderNo: 'L1' }, { suppressErrorToast: true, leaveSessionAlone: true }]);
    const { result } = renderHook(() => useQuery(readQuery(ofOrder, {}, { orderNo: 'L1' })), { wrapper: wrapper(client) });
    expect(result.current.data).toEqual({ n: 6 });
    expect(post).toHaveBeenCalledTimes(1);
    release();
  });

  it('without the parameter in the address, or with one no such call takes, nothing is asked ahead of the page', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({});
    const ofOrder = defineRead({ key: ['t', 'bills'], path: '/api/t/bills', params: ['orderNo'] });
    for (const address of [{}, { orderNo: '' }, { orderNo: 'L1?x=<script>' }, { orderNo: 'x'.repeat(65) }]) {
      const client = new QueryClient();
      const { release, settled } = holdFirstReads(client, [ofOrder], address);
      await settled;
      expect(client.getQueryCache().getAll()).toHaveLength(0);
      release();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('routes.json reads are checked: only API paths, string bodies, a non-empty key', () => {
    expect(isFirstRead(saved)).toBe(true);
    expect(isFirstRead({ key: [], path: '/api/x' })).toBe(false);
    expect(isFirstRead({ key: ['x'], path: 'https://elsewhere.example/api/x' })).toBe(false);
    expect(isFirstRead({ key: ['x'], path: '/api/x', body: { n: 1 } })).toBe(false);
    expect(isFirstRead({ key: ['x'], path: '/api/x', staleTime: -1 })).toBe(false);
    expect(isFirstRead({ key: ['x'], path: '/api/x', params: ['orderNo'] })).toBe(true);
    expect(isFirstRead({ key: ['x'], path: '/api/x', params: ['order-no'] })).toBe(false);
    expect(isFirstRead({ key: ['x'], path: '/api/x', params: 'orderNo' })).toBe(false);
  });
});
