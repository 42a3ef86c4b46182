// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RUNTIME_CONFIG, FIRST_PAINT_SCRIPT } from './firstPaint';

/** The pre-rendered guest home's header, as index.html carries it. */
const PRERENDERED = '<div id="root"><header class="app-header"><span></span><h1 data-testid="header-title">借钱</h1><span></span></header><main class="app-main"></main></div>';

const CONFIG = {
  remotes: { loan: 'http://loan.example/mf-manifest.json' },
  routes: { loan: ['/newBorrowCash', '/cashResult/:orderNo'] },
  meta: { loan: [{ path: '/newBorrowCash', name: 'newBorrowCash', title: '借款申请' }, { path: '/cashResult/:orderNo', name: 'cashResult', title: '借款结果' }] },
};

/** Runs index.html's inline script on `hash` with the runtime config answering `config`; resolves once it has used the answer. */
async function runOn(hash: string, config: unknown) {
  document.documentElement.className = '';
  document.head.innerHTML = '';
  document.body.innerHTML = PRERENDERED;
  window.location.hash = hash;
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(config) })));
  new Function(FIRST_PAINT_SCRIPT)();
  await (window as unknown as Record<string, Promise<unknown>>)[EARLY_RUNTIME_CONFIG];
  await new Promise((resolve) => setTimeout(resolve, 0));
  return document.querySelector('#root .app-header h1') as HTMLElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the first-paint script (index.html)', () => {
  it('a deep link: the route\'s title from its metadata shows in the header bar, marked pending, before the app\'s code', async () => {
    const title = await runOn('#/newBorrowCash', CONFIG);
    expect(title.textContent).toBe('借款申请');
    expect(title.dataset.testid).toBe('header-title-pending');
    expect(title.style.visibility).toBe('visible');
    expect(document.documentElement.classList.contains('deep-link')).toBe(true);
  });

  it('a path with a parameter and a query string matches its route', async () => {
    expect((await runOn('#/cashResult/L123?from=x', CONFIG)).textContent).toBe('借款结果');
  });

  it('no metadata for the path (or no runtime config): the bar stays empty, the home\'s title stays hidden', async () => {
    for (const config of [CONFIG, null, { remotes: {} }, { meta: { loan: [{ path: '/x', title: 7 }] } }]) {
      const title = await runOn('#/nowhere', config);
      expect(title.dataset.testid).toBe('header-title');
      expect(title.style.visibility).toBe('');
    }
  });

  it('the home: nothing is changed (it is painted already)', async () => {
    const title = await runOn('', CONFIG);
    expect(title.textContent).toBe('借钱');
    expect(document.documentElement.classList.contains('deep-link')).toBe(false);
  });

  it('the app has rendered already (deep-link class gone): the script leaves its header alone', async () => {
    document.documentElement.className = '';
    document.body.innerHTML = PRERENDERED;
    window.location.hash = '#/newBorrowCash';
    let answer!: (value: unknown) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise((resolve) => (answer = resolve))));
    new Function(FIRST_PAINT_SCRIPT)();
    document.documentElement.classList.remove('deep-link');
    answer({ ok: true, json: () => Promise.resolve(CONFIG) });
    await (window as unknown as Record<string, Promise<unknown>>)[EARLY_RUNTIME_CONFIG];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((document.querySelector('#root .app-header h1') as HTMLElement).textContent).toBe('借钱');
  });
});
