import { describe, expect, it, vi } from 'vitest';
import { fetchRuntimeConfig, RUNTIME_CONFIG_URL } from './runtimeConfig';

function stubFetch(status: number, body: unknown) {
  return vi.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response);
}

describe('fetchRuntimeConfig', () => {
  it('keeps only known remotes with non-empty string URLs', async () => {
    const fetchImpl = stubFetch(200, {
      remotes: {
        account: '/remotes/account/mf-manifest.json',
        loan: '',
        repay: 42,
        market: 'https://cdn.example.com/market/mf-manifest.json',
        unknown: '/remotes/unknown/mf-manifest.json',
      },
    });
    await expect(fetchRuntimeConfig(fetchImpl)).resolves.toEqual({
      remotes: {
        account: '/remotes/account/mf-manifest.json',
        market: 'https://cdn.example.com/market/mf-manifest.json',
      },
      routes: {},
      meta: {},
      returnOrigins: [],
    });
    expect(fetchImpl).toHaveBeenCalledWith(RUNTIME_CONFIG_URL, { credentials: 'same-origin' });
  });

  it('keeps the return origins that are strings (spec 2.11: allowed return URLs come from configuration)', async () => {
    const body = { remotes: {}, returnOrigins: ['https://partner.example.com', 7, null] };
    await expect(fetchRuntimeConfig(stubFetch(200, body))).resolves.toMatchObject({ returnOrigins: ['https://partner.example.com'] });
    await expect(fetchRuntimeConfig(stubFetch(200, { returnOrigins: 'https://partner.example.com' }))).resolves.toMatchObject({ returnOrigins: [] });
  });

  it('answers no remotes for a body without remotes', async () => {
    await expect(fetchRuntimeConfig(stubFetch(200, {}))).resolves.toEqual({ remotes: {}, routes: {}, meta: {}, returnOrigins: [] });
  });

  it('keeps route hints that are lists of paths, for remotes it keeps', async () => {
    const body = {
      remotes: { account: '/a/mf-manifest.json', loan: '/l/mf-manifest.json' },
      routes: { account: ['/login', '/user'], loan: '/newBorrowCash', market: ['/discover'] },
    };
    await expect(fetchRuntimeConfig(stubFetch(200, body))).resolves.toEqual({ remotes: body.remotes, routes: { account: ['/login', '/user'] }, meta: {}, returnOrigins: [] });
  });

  it("keeps each remote's well-formed route metadata (ADR 041), leaving out entries it cannot trust", async () => {
    const borrow = { path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请', requiresAuth: true, firstReads: [{ key: ['loan', 'loanparams'], path: '/api/loanorder/loanparams' }] };
    const body = {
      remotes: { loan: '/l/mf-manifest.json' },
      meta: {
        loan: [borrow, { path: '/x', name: 'x', title: 'x', firstReads: [{ key: ['x'], path: 'https://elsewhere.example/steal' }] }, { path: '/y' }],
        market: [{ path: '/discover', name: 'discover', title: '发现' }],
      },
    };
    await expect(fetchRuntimeConfig(stubFetch(200, body))).resolves.toMatchObject({ meta: { loan: [borrow] } });
    await expect(fetchRuntimeConfig(stubFetch(200, body))).resolves.not.toHaveProperty('meta.market');
  });

  it("takes the config index.html's first-paint script already asked for, without asking again", async () => {
    const fetchImpl = stubFetch(500, {});
    const early = Promise.resolve({ remotes: { loan: '/l/mf-manifest.json' }, routes: { loan: ['/newBorrowCash'] } });
    await expect(fetchRuntimeConfig(fetchImpl, early)).resolves.toEqual({ remotes: { loan: '/l/mf-manifest.json' }, routes: { loan: ['/newBorrowCash'] }, meta: {}, returnOrigins: [] });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks again when the early ask failed (null), and reports what that answer says', async () => {
    await expect(fetchRuntimeConfig(stubFetch(503, {}), Promise.resolve(null))).rejects.toThrow('503');
  });

  it('throws on a non-OK answer', async () => {
    await expect(fetchRuntimeConfig(stubFetch(503, {}))).rejects.toThrow('503');
  });
});
