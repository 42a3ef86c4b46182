// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chainSources, deepLinkLevels, formatChainLevels, requestLevels, serialDepth, type RequestRecord } from './requestLevels';

const HOST = 'http://localhost:8080';
const LOAN = 'http://localhost:8082';
const L = 300;

/** A request asked at `start` that took one round trip. */
const req = (name: string, start: number): RequestRecord => ({ name, startTime: start, responseEnd: start + L });

const RELEASE = {
  manifest: `${LOAN}/r1/mf-manifest.json`,
  preload: ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_routes.0123abcd.js'],
  pages: { '/newBorrowCash': ['page-newBorrowCash.0123abcd.js'], '/other': ['page-other.0123abcd.js'] },
  meta: [{ path: '/newBorrowCash', firstReads: [{ path: '/api/loanorder/loanparams' }, { path: '/api/loanorder/findTemp' }] }],
};
const LINK = { host: HOST, route: '/newBorrowCash', hostFiles: [`${HOST}/main.0123abcd.js`, `${HOST}/app.0123abcd.js`] };

/** The document, then the host's code and the runtime config in one wave. */
const FIRST_TWO = [{ name: `${HOST}/#/newBorrowCash`, startTime: 0, responseEnd: L }, req(`${HOST}/main.0123abcd.js`, L + 5), req(`${HOST}/remotes.json`, L + 6), req(`${HOST}/app.0123abcd.js`, L + 7)];

describe('requestLevels', () => {
  it('puts a request one level above the highest one that had ended when it started', () => {
    const levels = requestLevels([req('c', 2 * L + 30), req('a', 0), req('b', 10), req('d', L + 20)]);
    expect(levels.map((r) => [r.name, r.level])).toEqual([['a', 1], ['b', 1], ['d', 2], ['c', 3]]);
    expect(serialDepth(levels)).toBe(3);
    expect(serialDepth([])).toBe(0);
  });
});

describe('deepLinkLevels', () => {
  it('with the hints: the remote, the page and the first reads in the wave after the runtime config', () => {
    const third = 2 * L + 10;
    const records = [
      ...FIRST_TWO,
      ...RELEASE.preload.map((f) => req(`${LOAN}/r1/${f}`, third)),
      req(`${LOAN}/r1/page-newBorrowCash.0123abcd.js`, third),
      req(`${HOST}/api/loanorder/loanparams`, third + 50),
      req(`${HOST}/api/loanorder/findTemp`, third + 60),
    ];
    const chain = deepLinkLevels(records, RELEASE, LINK);
    expect(chain).toEqual({ document: [1], 'runtime config': [2], 'host files': [2], 'remote start-up': [3], 'page files': [3], 'first reads': [3] });
    expect(formatChainLevels(chain)).toBe('document 1, runtime config 2, host files 2, remote start-up 3, page files 3, first reads 3');
  });

  it('without them: manifest, entry, route table and page one after another, the reads after the page', () => {
    const records = [
      ...FIRST_TWO,
      req(`${LOAN}/r1/mf-manifest.json`, 2 * L + 10),
      req(`${LOAN}/r1/remoteEntry.js`, 3 * L + 20),
      req(`${LOAN}/r1/__federation_expose_routes.0123abcd.js`, 4 * L + 30),
      req(`${LOAN}/r1/page-newBorrowCash.0123abcd.js`, 5 * L + 40),
      req(`${HOST}/api/loanorder/loanparams`, 6 * L + 50),
      req(`${HOST}/api/loanorder/findTemp`, 6 * L + 60),
    ];
    expect(formatChainLevels(deepLinkLevels(records, RELEASE, LINK))).toBe('document 1, runtime config 2, host files 2, remote start-up 3/4/5, page files 6, first reads 7');
  });

  it('counts a named request never made as none, and leaves the other remotes out of the levels', () => {
    const records = [
      ...FIRST_TWO,
      // Another remote's manifest and entry, on a timer of their own: the entry ended before the read
      // started, and would have put it a level higher.
      req('http://localhost:8081/mf-manifest.json', L + 1),
      req('http://localhost:8081/remoteEntry.js', 2 * L + 2),
      ...RELEASE.preload.map((f) => req(`${LOAN}/r1/${f}`, 2 * L + 10)),
      req(`${HOST}/api/loanorder/loanparams`, 3 * L + 5),
    ];
    expect(requestLevels(records).find((r) => r.name.endsWith('loanparams'))?.level).toBe(4);
    expect(deepLinkLevels(records, RELEASE, LINK)).toMatchObject({ 'page files': [null], 'first reads': [3, null] });
  });
});

describe('chainSources', () => {
  it("names the host's start-up files from its index.html and the remote's from its release's routes.json", async () => {
    const served: Record<string, string> = {
      [`${HOST}/remotes.json`]: JSON.stringify({ remotes: { loan: { manifest: RELEASE.manifest } } }),
      [`${LOAN}/r1/routes.json`]: JSON.stringify({ paths: ['/newBorrowCash'], preload: RELEASE.preload, pages: RELEASE.pages, meta: RELEASE.meta }),
      [`${HOST}/`]: '<meta name="start-up-files" content="/react.0123abcd.js /app.0123abcd.js"><script>inline()</script><script defer src="/main.0123abcd.js"></script>',
    };
    const get = async (url: string) => served[url] ?? Promise.reject(new Error(`not served: ${url}`));
    expect(await chainSources(get, HOST, 'loan')).toEqual({
      release: { manifest: RELEASE.manifest, preload: RELEASE.preload, pages: RELEASE.pages, meta: RELEASE.meta },
      hostFiles: [`${HOST}/main.0123abcd.js`, `${HOST}/react.0123abcd.js`, `${HOST}/app.0123abcd.js`],
    });
    await expect(chainSources(get, HOST, 'repay')).rejects.toThrow(/pins no repay remote/);
  });
});
