import { createHash, webcrypto } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeTrackedEvent } from '@credit/shared';
import {
  failsIntegrity, fetchPinnedManifest, integrityOf, integrityPlugin, REFUSED_INTEGRITY, refreshRefusedFiles, REMOTE_INTEGRITY_EVENT, remoteOf, setPins, watchRefusedFiles, type PinnedRemote,
} from './integrity';
import { REMOTE_COMPATIBILITY_EVENT } from './compatibility';

/** The SRI of some bytes, as the build records it (scripts/integrity.ts). */
const sri = (bytes: string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const FOLDER = 'https://cdn.example.com/repay/r2/';
const MANIFEST = `${FOLDER}mf-manifest.json`;
const ENTRY = 'console.log("repay entry")';
const MANIFEST_BODY = JSON.stringify({ id: 'repay', shared: [], integrity: { 'remoteEntry.js': sri(ENTRY), 'styles.css': 'sha256-notours=' } });

/**
 * A pin of the repay remote. reportRefused says each remote@version once for the page's life, so each
 * test that expects a report pins its own version.
 */
const pinOf = (version: string): PinnedRemote => ({ name: 'repay', manifest: MANIFEST, integrity: sri(MANIFEST_BODY), version });

/** A fetch answering `body` (or `status`) for every URL. */
const answering = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  // failsIntegrity hashes with WebCrypto. Here it is node's, which refuses the ArrayBuffer of the test's
  // (jsdom's) realm that Response#arrayBuffer gives; a browser's takes its own. Node's, fed a copy.
  vi.stubGlobal('crypto', { subtle: { digest: (algorithm: string, data: ArrayBuffer) => webcrypto.subtle.digest(algorithm, new Uint8Array(data)) } });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  while (takeTrackedEvent());
});

describe('fetchPinnedManifest', () => {
  it("fetches a pinned manifest with its pin as the integrity, so the browser checks it, and answers the manifest's body", async () => {
    setPins([pinOf('r1')]);
    const fetchImpl = answering(MANIFEST_BODY);
    const response = await fetchPinnedManifest(MANIFEST, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(MANIFEST, { integrity: pinOf('r1').integrity });
    expect(await response.text()).toBe(MANIFEST_BODY);
  });

  it('rejects a URL the runtime config does not pin, without fetching it', async () => {
    setPins([pinOf('r1')]);
    const fetchImpl = answering(MANIFEST_BODY);
    await expect(fetchPinnedManifest('https://cdn.example.com/repay/r3/mf-manifest.json', fetchImpl)).rejects.toThrow('not pinned');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses a manifest that records no integrity, and reports it once: in the console and on the next call\'s tracking', async () => {
    const bare = JSON.stringify({ id: 'repay' });
    setPins([{ ...pinOf('r2'), integrity: sri(bare) }]);
    await expect(fetchPinnedManifest(MANIFEST, answering(bare))).rejects.toThrow('records no integrity');
    await expect(fetchPinnedManifest(MANIFEST, answering(bare))).rejects.toThrow('records no integrity');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('repay@r2 refused'));
    expect(takeTrackedEvent()).toEqual({ event: REMOTE_INTEGRITY_EVENT, detail: 'repay@r2' });
    expect(REMOTE_INTEGRITY_EVENT).toBe('remoteIntegrity');
    expect(takeTrackedEvent()).toBeNull();
  });

  it('reports a manifest whose fetch failed because its bytes differ from the pin (not the network)', async () => {
    setPins([pinOf('r4')]);
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.integrity) throw new TypeError('Failed to fetch');
      return new Response(`${MANIFEST_BODY} `);
    });
    await expect(fetchPinnedManifest(MANIFEST, fetchImpl)).rejects.toThrow('Failed to fetch');
    expect(takeTrackedEvent()).toEqual({ event: REMOTE_INTEGRITY_EVENT, detail: 'repay@r4' });
  });
});

describe('fetchPinnedManifest: what the remote needs of the host (ADR 049)', () => {
  /** A release's manifest naming what its build was built with (the MF manifest's shared section). */
  const builtWith = (shared: string, react = '19.3.1') =>
    JSON.stringify({
      id: 'repay',
      shared: [
        { id: 'repay:@credit/shared', name: '@credit/shared', version: shared, singleton: true, requiredVersion: `^${shared}` },
        { id: 'repay:react', name: 'react', version: react, singleton: true, requiredVersion: `^${react}` },
        { id: 'repay:dompurify', name: 'dompurify', version: '3.4.18', requiredVersion: '^3.4.18' },
      ],
      integrity: { 'remoteEntry.js': sri(ENTRY) },
    });
  const GIVES = { '@credit/shared': '2.3.0', react: '19.3.1', 'react-dom': '19.3.1' };
  const pinned = (body: string, version: string) => setPins([{ ...pinOf(version), integrity: sri(body) }]);

  it('answers the manifest of a remote built against an older minor of what the host gives', async () => {
    const body = builtWith('2.1.0', '19.2.0');
    pinned(body, 'c1');
    expect(await (await fetchPinnedManifest(MANIFEST, answering(body), GIVES)).text()).toBe(body);
    expect(consoleError).not.toHaveBeenCalled();
    expect(takeTrackedEvent()).toBeNull();
  });

  it.each([
    ['another major', '1.4.0', '@credit/shared ^1.4.0 (built with 1.4.0); the host gives 2.3.0'],
    ['a newer minor than the host gives', '2.4.0', '@credit/shared ^2.4.0 (built with 2.4.0); the host gives 2.3.0'],
  ])('refuses a remote built against %s, before any of its files, and reports it once, naming what it needs and what the host gives', async (_case, version, named) => {
    const body = builtWith(version);
    pinned(body, `i${version}`);
    const fetchImpl = answering(body);
    await expect(fetchPinnedManifest(MANIFEST, fetchImpl, GIVES)).rejects.toThrow(named);
    await expect(fetchPinnedManifest(MANIFEST, fetchImpl, GIVES)).rejects.toThrow('incompatible');
    // Its files get the digest no file has: nothing of it can load.
    expect(integrityOf(`${FOLDER}remoteEntry.js`)).toBe(REFUSED_INTEGRITY);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(`repay@i${version} refused: incompatible with this host: needs ${named}`));
    expect(takeTrackedEvent()).toEqual({ event: REMOTE_COMPATIBILITY_EVENT, detail: `repay@i${version}` });
  });

  it('refuses a remote needing a singleton the host no longer shares', async () => {
    const body = builtWith('2.3.0');
    pinned(body, 'gone');
    await expect(fetchPinnedManifest(MANIFEST, answering(body), { '@credit/shared': '2.3.0' })).rejects.toThrow('react ^19.3.1 (built with 19.3.1); the host gives none');
  });

  it('refuses a manifest that records nothing of what it needs (it cannot be shown compatible)', async () => {
    const body = JSON.stringify({ id: 'repay', integrity: { 'remoteEntry.js': sri(ENTRY) } });
    pinned(body, 'bare');
    await expect(fetchPinnedManifest(MANIFEST, answering(body), GIVES)).rejects.toThrow('records no shared versions');
  });
});

describe('integrityOf', () => {
  it("answers a file's integrity as its checked manifest records it (files beside the manifest)", async () => {
    setPins([pinOf('r1')]);
    await fetchPinnedManifest(MANIFEST, answering(MANIFEST_BODY));
    expect(integrityOf(`${FOLDER}remoteEntry.js`)).toBe(sri(ENTRY));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('answers a digest no file has for a file its manifest does not list (or lists with another algorithm), and reports it', async () => {
    setPins([pinOf('r3')]);
    await fetchPinnedManifest(MANIFEST, answering(MANIFEST_BODY));
    expect(integrityOf(`${FOLDER}injected.js`)).toBe(REFUSED_INTEGRITY);
    expect(integrityOf(`${FOLDER}styles.css`)).toBe(REFUSED_INTEGRITY);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(takeTrackedEvent()).toEqual({ event: REMOTE_INTEGRITY_EVENT, detail: 'repay@r3' });
  });

  it('forgets the files of a former config: a new set of pins needs its manifests checked again', async () => {
    setPins([pinOf('r1')]);
    await fetchPinnedManifest(MANIFEST, answering(MANIFEST_BODY));
    setPins([pinOf('r5')]);
    expect(remoteOf(`${FOLDER}remoteEntry.js`)).toMatchObject({ version: 'r5' });
    expect(integrityOf(`${FOLDER}remoteEntry.js`)).toBe(REFUSED_INTEGRITY);
  });
});

describe('integrityPlugin', () => {
  it("creates a remote's script with its recorded integrity, cross-origin anonymous, keeping the loader's other attributes", async () => {
    setPins([pinOf('r1')]);
    await fetchPinnedManifest(MANIFEST, answering(MANIFEST_BODY));
    const plugin = integrityPlugin();
    const url = `${FOLDER}remoteEntry.js`;
    // A loader's own integrity or crossorigin never replaces the checked ones.
    const attrs = { 'data-webpack': 'repay:remoteEntry', async: true, integrity: REFUSED_INTEGRITY, crossorigin: 'use-credentials' };
    const script = plugin.createScript!({ url, attrs }) as HTMLScriptElement;
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script.integrity).toBe(sri(ENTRY));
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.src).toBe(url);
    expect(script.getAttribute('data-webpack')).toBe('repay:remoteEntry');
    expect(script.async).toBe(true);
  });
});

describe('failsIntegrity', () => {
  const FILE = `${FOLDER}remoteEntry.js`;

  it('is true when the file, fetched again, has another digest (the browser refused it for its bytes)', async () => {
    await expect(failsIntegrity(FILE, sri(ENTRY), answering(`${ENTRY};evil()`))).resolves.toBe(true);
  });

  it('is false when the digest matches: the load failed for another reason', async () => {
    await expect(failsIntegrity(FILE, sri(ENTRY), answering(ENTRY))).resolves.toBe(false);
  });

  it('is false on a 404 and when the fetch throws: a network failure is not a refusal', async () => {
    await expect(failsIntegrity(FILE, sri(ENTRY), answering('not found', 404))).resolves.toBe(false);
    await expect(failsIntegrity(FILE, sri(ENTRY), vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))).resolves.toBe(false);
  });

  it('is false without WebCrypto (a page on a non-secure origin): it cannot tell', async () => {
    const checking = globalThis.crypto;
    vi.stubGlobal('crypto', {});
    try {
      await expect(failsIntegrity(FILE, sri(ENTRY), answering(`${ENTRY};evil()`))).resolves.toBe(false);
    } finally {
      vi.stubGlobal('crypto', checking);
    }
  });

  it('fetches again past the cache, so it sees what the origin serves now', async () => {
    const fetchImpl = answering(ENTRY);
    await failsIntegrity(FILE, sri(ENTRY), fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(FILE, { cache: 'no-store' });
  });
});

describe('a refused file and the retry (watchRefusedFiles, refreshRefusedFiles)', () => {
  it('keeps the refused file, reports it, and before a retry fetches it again past the cache (which keeps the answer), once', async () => {
    setPins([pinOf('r7')]);
    // What the origin serves at the time of the refusal: other bytes than the script expects.
    vi.stubGlobal('fetch', answering('console.log("changed")'));
    watchRefusedFiles();
    const script = document.createElement('script');
    script.integrity = sri(ENTRY);
    script.src = `${FOLDER}page-billList.0123abcd.js`;
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(takeTrackedEvent()).toEqual({ event: REMOTE_INTEGRITY_EVENT, detail: 'repay@r7' }));

    const refresh = answering(ENTRY);
    await refreshRefusedFiles(refresh);
    expect(refresh).toHaveBeenCalledWith(`${FOLDER}page-billList.0123abcd.js`, { cache: 'reload' });
    refresh.mockClear();
    await refreshRefusedFiles(refresh);
    expect(refresh).not.toHaveBeenCalled();
    script.remove();
  });

  it('ignores a failed script of no pinned remote, and one without integrity', async () => {
    setPins([pinOf('r8')]);
    const fetchImpl = answering('anything');
    vi.stubGlobal('fetch', fetchImpl);
    watchRefusedFiles();
    for (const [src, integrity] of [['https://elsewhere.example.com/x.js', sri(ENTRY)], [`${FOLDER}y.js`, '']]) {
      const script = document.createElement('script');
      script.integrity = integrity!;
      script.src = src!;
      document.head.appendChild(script);
      script.dispatchEvent(new Event('error'));
      script.remove();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
