import { describe, expect, it, vi } from 'vitest';
import { fetchRuntimeConfig, RUNTIME_CONFIG_URL } from './runtimeConfig';
import { TELEMETRY_OFF } from '../telemetry/contract';

function stubFetch(status: number, body: unknown) {
  return vi.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response);
}

/** A well-formed SHA-384 SRI string (64 base64 characters); `fill` tells pins apart. */
const sha384 = (fill = 'a') => `sha384-${fill.repeat(64)}`;
/** A remote's entry as /remotes.json pins it (ADR 043). */
const pinned = (manifest: string, version = '1.0.0', fill = 'a') => ({ manifest, integrity: sha384(fill), version });

describe('fetchRuntimeConfig', () => {
  it('keeps only known remotes pinned with a non-empty manifest URL, each named', async () => {
    const fetchImpl = stubFetch(200, {
      remotes: {
        account: pinned('/remotes/account/mf-manifest.json'),
        loan: pinned(''),
        market: pinned('https://cdn.example.com/market/mf-manifest.json', '2.1.0', 'b'),
        unknown: pinned('/remotes/unknown/mf-manifest.json'),
      },
    });
    await expect(fetchRuntimeConfig(fetchImpl)).resolves.toEqual({
      remotes: {
        account: { name: 'account', ...pinned('/remotes/account/mf-manifest.json') },
        market: { name: 'market', ...pinned('https://cdn.example.com/market/mf-manifest.json', '2.1.0', 'b') },
      },
      refused: { loan: 'no manifest URL' },
      routes: {},
      meta: {},
      returnOrigins: [],
      // A config without the field data's setting: off (ADR 061).
      telemetry: TELEMETRY_OFF,
    });
    expect(fetchImpl).toHaveBeenCalledWith(RUNTIME_CONFIG_URL, { credentials: 'same-origin' });
  });

  it('keeps the return origins that are strings (spec 2.11: allowed return URLs come from configuration)', async () => {
    const body = { remotes: {}, returnOrigins: ['https://partner.example.com', 7, null] };
    await expect(fetchRuntimeConfig(stubFetch(200, body))).resolves.toMatchObject({ returnOrigins: ['https://partner.example.com'] });
    await expect(fetchRuntimeConfig(stubFetch(200, { returnOrigins: 'https://partner.example.com' }))).resolves.toMatchObject({ returnOrigins: [] });
  });

  it('answers no remotes (and refuses none) for a body without remotes', async () => {
    await expect(fetchRuntimeConfig(stubFetch(200, {}))).resolves.toEqual({ remotes: {}, routes: {}, meta: {}, returnOrigins: [], telemetry: TELEMETRY_OFF });
  });

  it('keeps route hints that are lists of paths, for remotes it keeps', async () => {
    const body = {
      remotes: { account: pinned('/a/mf-manifest.json'), loan: pinned('/l/mf-manifest.json') },
      routes: { account: ['/login', '/user'], loan: '/newBorrowCash', market: ['/discover'] },
    };
    await expect(fetchRuntimeConfig(stubFetch(200, body))).resolves.toEqual({
      remotes: { account: { name: 'account', ...body.remotes.account }, loan: { name: 'loan', ...body.remotes.loan } },
      routes: { account: ['/login', '/user'] },
      meta: {},
      returnOrigins: [],
      // A config without the field data's setting: off (ADR 061).
      telemetry: TELEMETRY_OFF,
    });
  });

  it("keeps each remote's well-formed route metadata (ADR 041), leaving out entries it cannot trust", async () => {
    const borrow = { path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请', requiresAuth: true, firstReads: [{ key: ['loan', 'loanparams'], path: '/api/loanorder/loanparams' }] };
    const body = {
      remotes: { loan: pinned('/l/mf-manifest.json') },
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
    const early = Promise.resolve({ remotes: { loan: pinned('/l/mf-manifest.json') }, routes: { loan: ['/newBorrowCash'] } });
    await expect(fetchRuntimeConfig(fetchImpl, early)).resolves.toEqual({
      remotes: { loan: { name: 'loan', ...pinned('/l/mf-manifest.json') } },
      routes: { loan: ['/newBorrowCash'] },
      meta: {},
      returnOrigins: [],
      // A config without the field data's setting: off (ADR 061).
      telemetry: TELEMETRY_OFF,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks again when the early ask failed (null), and reports what that answer says', async () => {
    await expect(fetchRuntimeConfig(stubFetch(503, {}), Promise.resolve(null))).rejects.toThrow('503');
  });

  it('throws on a non-OK answer', async () => {
    await expect(fetchRuntimeConfig(stubFetch(503, {}))).rejects.toThrow('503');
  });
});

describe('fetchRuntimeConfig, a remote without a usable pin (ADR 043: fail closed)', () => {
  const { integrity: _removed, ...unpinned } = pinned('/r/mf-manifest.json');
  const refusedEntries = {
    account: '/a/mf-manifest.json', // the old format: a bare manifest URL
    repay: unpinned, // its integrity removed
    market: { ...pinned('/m/mf-manifest.json'), integrity: `sha256-${'b'.repeat(43)}=` }, // not SHA-384
  };
  const meta = (path: string) => [{ path, name: path.slice(1), title: path }];
  const body = {
    remotes: { ...refusedEntries, loan: pinned('/l/mf-manifest.json') },
    routes: { account: ['/login'], repay: ['/billList'], market: ['/discover'], loan: ['/newBorrowCash'] },
    meta: { account: meta('/login'), repay: meta('/billList'), market: meta('/discover'), loan: meta('/newBorrowCash') },
  };

  it('is refused with its reason, never kept as a remote to load', async () => {
    const config = await fetchRuntimeConfig(stubFetch(200, body));
    expect(config.refused).toEqual({ account: 'no pinned integrity', repay: 'no pinned integrity', market: 'no pinned integrity' });
    expect(Object.keys(config.remotes)).toEqual(['loan']);
  });

  it('has its route hints and metadata dropped: a deep link to it is not preloaded nor titled from an unchecked release', async () => {
    const config = await fetchRuntimeConfig(stubFetch(200, body));
    expect(config.routes).toEqual({ loan: ['/newBorrowCash'] });
    expect(config.meta).toEqual({ loan: meta('/newBorrowCash') });
  });

  it('refuses an entry that is no object (a number) the same way', async () => {
    await expect(fetchRuntimeConfig(stubFetch(200, { remotes: { repay: 42 } }))).resolves.toMatchObject({ remotes: {}, refused: { repay: 'no pinned integrity' } });
  });
});

describe('fetchRuntimeConfig, a pin without a version', () => {
  it("reports it as version 'unknown' (the version only names the release in reports)", async () => {
    const { version: _none, ...noVersion } = pinned('/l/mf-manifest.json');
    const config = await fetchRuntimeConfig(stubFetch(200, { remotes: { loan: noVersion, repay: { ...pinned('/r/mf-manifest.json'), version: '' } } }));
    expect(config.remotes.loan).toEqual({ name: 'loan', manifest: '/l/mf-manifest.json', integrity: sha384(), version: 'unknown' });
    expect(config.remotes.repay?.version).toBe('unknown');
  });
});
