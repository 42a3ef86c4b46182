import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, initHost, logout, resetHost, setLoggedIn, type RouteMeta } from '@credit/shared';
import { addressValues, metaFor, readsToStart, releaseFirstReads, startFirstReads } from './firstReads';

const reads = [{ key: ['loan', 'loanparams'], path: '/api/loanorder/loanparams' }, { key: ['loan', 'findTemp'], path: '/api/loanorder/findTemp', body: { withTrial: '1' }, staleTime: 0, gcTime: 0 }];
const borrow: RouteMeta = { path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请', requiresAuth: true, requiresBorrowReady: true, firstReads: reads };
const bill: RouteMeta = { path: '/billDetail/:id', name: 'billDetail', title: '账单详情', requiresAuth: true };
const config = { remotes: { loan: { name: 'loan' as const, manifest: '/l/mf-manifest.json', integrity: `sha384-${'a'.repeat(64)}`, version: '1.0.0' } }, meta: { loan: [borrow] } };

beforeEach(() => initHost('http://localhost/#/', 'Mozilla/5.0'));
afterEach(() => {
  releaseFirstReads();
  logout();
  resetHost();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a deep link\'s first reads (ADR 041)', () => {
  it('finds the route by its pattern', () => {
    expect(metaFor('/billDetail/B1', [borrow, bill])).toBe(bill);
    expect(metaFor('/billDetail', [borrow, bill])).toBeNull();
  });

  it('starts for a logged-in user while the guard still waits for the status (asked beside them)', () => {
    setLoggedIn('tok-1');
    expect(readsToStart(borrow, '/newBorrowCash', '')).toBe(reads);
  });

  it('never for a guest on a login-only route, nor for a link carrying a token the guard has to judge first', () => {
    expect(readsToStart(borrow, '/newBorrowCash', '')).toEqual([]);
    expect(readsToStart(borrow, '/newBorrowCash', 'token=abc123')).toEqual([]);
    setLoggedIn('tok-1');
    expect(readsToStart(borrow, '/newBorrowCash', 'token=abc123')).toEqual([]);
  });

  it('asks each read once, quietly, and holds it until the address leaves the route', async () => {
    setLoggedIn('tok-1');
    const post = vi.spyOn(http, 'post').mockResolvedValue({});
    const client = new QueryClient();
    startFirstReads(client, config, '/newBorrowCash', '');
    expect(post.mock.calls).toEqual([
      ['/api/loanorder/loanparams', undefined, { suppressErrorToast: true, leaveSessionAlone: true }],
      ['/api/loanorder/findTemp', { withTrial: '1' }, { suppressErrorToast: true, leaveSessionAlone: true }],
    ]);
    await vi.waitFor(() => expect(client.getQueryData(['loan', 'findTemp'])).toEqual({}));
    // Same route: still held (gcTime 0 would drop it otherwise).
    releaseFirstReads('/newBorrowCash');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(client.getQueryData(['loan', 'findTemp'])).toEqual({});
    releaseFirstReads('/user');
    await vi.waitFor(() => expect(client.getQueryCache().find({ queryKey: ['loan', 'findTemp'] })).toBeUndefined());
  });

  it('asks nothing for a guest', () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({});
    startFirstReads(new QueryClient(), config, '/newBorrowCash', '');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('addressValues', () => {
  it('takes the query string\'s parameters and the route path\'s', () => {
    expect(addressValues('/cashier_desk', '/cashier_desk', 'orderNo=L1&periods=2')).toEqual({ orderNo: 'L1', periods: '2' });
    expect(addressValues('/prepaymentApply/:appId', '/prepaymentApply/A7', '')).toEqual({ appId: 'A7' });
  });
});
