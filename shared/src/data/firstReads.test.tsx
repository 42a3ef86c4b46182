import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../http/client';
import { defineRead, holdFirstReads, isFirstRead, readKey, readQuery, useRead, useReadEach, useReadPages } from './firstReads';

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

describe('one way to read (ADR 046)', () => {
  it("a page's run-time values go into the body as given and into the key in order; undefined leaves the field out", async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ ok: 1 });
    const range = defineRead<{ ok: number }>({ key: ['t', 'range'], path: '/api/t/range', body: { kind: 'a' }, params: ['loanAmt', 'repayType', 'ids'] });
    expect(readKey(range, { loanAmt: 500, repayType: undefined, ids: ['b1', 'b2'] })).toEqual(['t', 'range', 500, null, ['b1', 'b2']]);
    await new QueryClient().fetchQuery(readQuery(range, { suppressErrorToast: true }, { loanAmt: 500, repayType: undefined, ids: ['b1', 'b2'] }));
    expect(post.mock.calls[0]).toEqual(['/api/t/range', { kind: 'a', loanAmt: 500, ids: ['b1', 'b2'] }, { suppressErrorToast: true }]);
  });

  it('useRead takes per-use options (enabled, select) and the request options, under the definition\'s key', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ n: 2 });
    const client = new QueryClient();
    const n = defineRead<{ n: number }>({ key: ['t', 'n'], path: '/api/t/n', params: ['orderNo'] });
    const { result, rerender } = renderHook(({ on }: { on: boolean }) => useRead(n, { orderNo: 'L1' }, { enabled: on, select: (d) => d.n * 10, request: { suppressErrorToast: true } }), {
      wrapper: wrapper(client), initialProps: { on: false },
    });
    expect(post).not.toHaveBeenCalled();
    rerender({ on: true });
    await waitFor(() => expect(result.current.data).toBe(20));
    expect(post.mock.calls[0]).toEqual(['/api/t/n', { orderNo: 'L1' }, { suppressErrorToast: true }]);
    expect(client.getQueryData(['t', 'n', 'L1'])).toEqual({ n: 2 });
  });

  it('useReadEach shows several values of one read as one: data once all answered, a retry asks the failed ones again', async () => {
    let fail = true;
    const post = vi.spyOn(http, 'post').mockImplementation(async (_path, body) => {
      if (body?.type === 'b' && fail) throw new Error('lost');
      return [String(body?.type)];
    });
    const dict = defineRead<string[]>({ key: ['t', 'dict'], path: '/api/t/dict', params: ['type'] });
    // No retry, as the app's client (ADR 008).
    const { result } = renderHook(() => useReadEach(dict, [{ type: 'a' }, { type: 'b' }]), { wrapper: wrapper(new QueryClient({ defaultOptions: { queries: { retry: false } } })) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(result.current.each).toEqual([['a'], undefined]);
    fail = false;
    await result.current.refetch();
    await waitFor(() => expect(result.current.data).toEqual([['a'], ['b']]));
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('useReadPages asks page by page under one key, the page in the body as a string', async () => {
    const post = vi.spyOn(http, 'post').mockImplementation(async (_path, body) => ({ page: Number(body?.page), hasMore: body?.page === '1' }));
    const pages = defineRead<{ page: number; hasMore: boolean }>({ key: ['t', 'pages'], path: '/api/t/pages', body: { pageSize: '20' } });
    const client = new QueryClient();
    const { result } = renderHook(() => useReadPages(pages, {}, { page: 'page', initialPage: 1, nextPage: (last) => (last.hasMore ? last.page + 1 : undefined) }), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(post.mock.calls.map((c) => c[1])).toEqual([{ pageSize: '20', page: '1' }, { pageSize: '20', page: '2' }]);
    expect(result.current.hasNextPage).toBe(false);
    expect(client.getQueryCache().find({ queryKey: ['t', 'pages'], exact: true })).toBeDefined();
  });
});
