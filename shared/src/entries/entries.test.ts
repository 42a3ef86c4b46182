import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryTarget, mergeEntries, openEntry } from './entries';
import { DEFAULT_HOME_TILES, DEFAULT_MINE_MENU, type EntryItem } from '../api/defaultEntries';
import { installFakeShell, type FakeShell } from '../testing/fakeShell';
import { sessionStore } from '../session/store';
import { baseInfoAtom, tokenAtom, userStatusAtom, clientLoginStateAtom, INITIAL_CLIENT_LOGIN_STATE } from '../session/atoms';
import { toBaseInfo } from '../session/session';
import { GUEST_TOKEN } from '../constants';
import { initHost, resetHost } from '../embedder/detect';
import { switchesAtom } from '../data/serverSwitches';
import { DEFAULT_SWITCHES } from '../constants';
import type { AxiosAdapter } from 'axios';
import { browser } from '../embedder/browser';
import { configureHttp } from '../http/client';

describe('home tiles and Mine menu (spec 2.1)', () => {
  it('has the five home tiles, all needing login, credit inquiry flagged "2"', () => {
    expect(DEFAULT_HOME_TILES.map((t) => t.title)).toEqual(['极速提额', '兑换现金', '信用查询', '手机充值', '红包卡券']);
    expect(DEFAULT_HOME_TILES.map((t) => t.isNeedLogin)).toEqual(['1', '1', '2', '1', '1']);
  });

  it('has the eight Mine menu items, invite with the hot badge', () => {
    expect(DEFAULT_MINE_MENU).toHaveLength(8);
    expect(DEFAULT_MINE_MENU.find((m) => m.key === 'inviteNewCutomer')?.corner).toBe('热');
    expect(DEFAULT_MINE_MENU.at(-1)?.title).toBe('我的客服');
  });

  it('starts unconfigured: no server config keeps the defaults', () => {
    expect(mergeEntries(DEFAULT_HOME_TILES, null)).toEqual(DEFAULT_HOME_TILES);
    expect(mergeEntries(DEFAULT_HOME_TILES, [])).toEqual(DEFAULT_HOME_TILES);
  });

  it('takes only the fields the server marks as configured', () => {
    const merged = mergeEntries(DEFAULT_HOME_TILES, [
      { key: 'quota', title: '提额啦', corner: 'new', configured: { title: true, corner: false } },
    ]);
    expect(merged[0]).toMatchObject({ key: 'quota', title: '提额啦', corner: '' });
    expect(merged.slice(1)).toEqual(DEFAULT_HOME_TILES.slice(1));
  });

  it('an unknown server item without a configured title is not shown', () => {
    const merged = mergeEntries(DEFAULT_HOME_TILES, [{ key: 'mystery', title: '', configured: { title: false } }]);
    expect(merged).toEqual(DEFAULT_HOME_TILES);
  });

  it('without flags, every field the server sends counts; unknown keys are appended', () => {
    const merged = mergeEntries(DEFAULT_HOME_TILES, [{ key: 'newActivity', title: '活动', h5JumpUrl: '/internalLetter' }]);
    expect(merged).toHaveLength(6);
    expect(merged[5]).toMatchObject({ key: 'newActivity', title: '活动', h5JumpUrl: '/internalLetter' });
  });

  it('keys every tile and menu item by a tab name of spec 9 (the bill item is billList)', () => {
    const spec9 = 'index, makeMoney, sc, cashLoan, cashLoanMall, my, helpYouPay, billList, inviteNewCutomer, creditInquiry, bankCard, quota, creditCardAsset, pointMall, newActivity, robot'.split(', ');
    for (const item of [...DEFAULT_HOME_TILES, ...DEFAULT_MINE_MENU]) expect(spec9).toContain(item.key);
    expect(DEFAULT_MINE_MENU[0]).toMatchObject({ key: 'billList', title: '我的账单' });
  });

  it('a server item keyed outside the tab names is not shown, even with a title', () => {
    expect(mergeEntries(DEFAULT_HOME_TILES, [{ key: 'bill', title: '账单', h5JumpUrl: '/billList' }])).toEqual(DEFAULT_HOME_TILES);
    expect(mergeEntries(DEFAULT_HOME_TILES, [{ key: 'cashLoanMall', title: '商城', h5JumpUrl: '/mall' }])).toHaveLength(6);
  });

  it('leads to the configured jump URL, else the built-in target', () => {
    const tile = DEFAULT_HOME_TILES[1] as EntryItem;
    expect(entryTarget(tile)).toBe('/newBorrowCash');
    expect(entryTarget({ ...tile, h5JumpUrl: '/myCoupons' })).toBe('/myCoupons');
  });
});

describe('openEntry', () => {
  let shell: FakeShell;
  beforeEach(() => {
    shell = installFakeShell();
    sessionStore.set(tokenAtom, GUEST_TOKEN);
    sessionStore.set(userStatusAtom, null);
    sessionStore.set(clientLoginStateAtom, INITIAL_CLIENT_LOGIN_STATE);
    sessionStore.set(baseInfoAtom, null);
  });
  afterEach(() => vi.restoreAllMocks());

  const tile = (extra: Partial<EntryItem>): EntryItem => ({ ...(DEFAULT_HOME_TILES[1] as EntryItem), ...extra });

  it('needs no login when isNeedLogin is "0": goes straight to the target', async () => {
    await openEntry(tile({ isNeedLogin: '0' }));
    expect(shell.navigations.map((n) => n.to)).toEqual(['/newBorrowCash']);
  });

  it('sends a guest to login instead of the target, to land on the target after login', async () => {
    await openEntry(tile({ isNeedLogin: '1' }));
    expect(shell.confirms).toEqual([{ content: '您还未登陆，请尝试去登陆？' }]);
    expect(shell.navigations.map((n) => n.to)).toEqual(['/login?redirect=%2FnewBorrowCash']);
  });

  it('a logged-in user needing real name is asked to open the card first', async () => {
    sessionStore.set(tokenAtom, 'real-token');
    sessionStore.set(baseInfoAtom, toBaseInfo({}, 'real-token'));
    shell.confirmAnswer = false;
    await openEntry(tile({ isNeedRealName: '1' }));
    expect(shell.confirms).toEqual([{ content: '您还未开卡，是否立即前往开卡？' }]);
    expect(shell.navigations).toEqual([]);
  });

  describe('an external page (urlType url, ADR 050)', () => {
    let assign: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      vi.spyOn(browser, 'href').mockReturnValue('http://localhost/#/');
    });
    afterEach(() => configureHttp({}));

    /** The back end's handoff/code: answers `code` (or fails), recording what it was asked. */
    function handoffCode(answer: { status: number; message?: string; data?: unknown }) {
      const adapter = vi.fn<AxiosAdapter>(async (config) => ({ data: { message: '', data: null, ...answer }, status: 200, statusText: 'OK', headers: {}, config }));
      configureHttp({ adapter });
      return adapter;
    }
    const opened = () => new URL(String(assign.mock.calls[0]?.[0]));

    it('a configured partner gets the one-time code the back end bound to the page, never the session token', async () => {
      sessionStore.set(tokenAtom, 'real-token');
      const adapter = handoffCode({ status: 1, data: { code: 'one-time-code' } });
      await openEntry(tile({ h5JumpUrl: 'https://partner.example/mall?a=1', urlType: 'url' }));
      expect(adapter.mock.calls.map(([config]) => [config.url, Object.fromEntries(new URLSearchParams(String(config.data)))])).toEqual([['/api/handoff/code', { target: 'https://partner.example/mall?a=1' }]]);
      expect(assign).toHaveBeenCalledTimes(1);
      expect(opened().origin + opened().pathname).toBe('https://partner.example/mall');
      expect(Object.fromEntries(opened().searchParams)).toEqual({ a: '1', code: 'one-time-code', fromModule: 'cashLoan', callBackUrl: 'http://localhost/#/', version: '1.0.0' });
      expect(opened().toString()).not.toContain('real-token');
    });

    it('any other site opens without credentials: no token, no code', async () => {
      sessionStore.set(tokenAtom, 'real-token');
      handoffCode({ status: 1, data: { code: null } });
      await openEntry(tile({ h5JumpUrl: 'https://elsewhere.example.net/page', urlType: 'url' }));
      expect(assign).toHaveBeenCalledTimes(1);
      expect(opened().searchParams.has('token')).toBe(false);
      expect(opened().searchParams.has('code')).toBe(false);
      expect(opened().toString()).not.toContain('real-token');
    });

    it('a page of the product\'s own origin opens inside the shell (/thirdPage) under the entry\'s title, with no code', async () => {
      sessionStore.set(tokenAtom, 'real-token');
      const adapter = handoffCode({ status: 1, data: { code: 'never' } });
      await openEntry(tile({ title: '服务说明', h5JumpUrl: 'http://localhost/help/service.html', urlType: 'url' }));
      expect(adapter).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      expect(shell.navigations.map((n) => n.to)).toEqual([`/thirdPage?${new URLSearchParams({ url: 'http://localhost/help/service.html', title: '服务说明' })}`]);
    });

    it('a guest (isNeedLogin "0") opens it without asking for a code', async () => {
      const adapter = handoffCode({ status: 1, data: { code: 'never' } });
      await openEntry(tile({ h5JumpUrl: 'https://partner.example/mall', urlType: 'url', isNeedLogin: '0' }));
      expect(adapter).not.toHaveBeenCalled();
      expect(Object.fromEntries(opened().searchParams)).toEqual({ fromModule: 'cashLoan', callBackUrl: 'http://localhost/#/', version: '1.0.0' });
    });

    it('stays when the code cannot be asked (the http client has told the user)', async () => {
      sessionStore.set(tokenAtom, 'real-token');
      handoffCode({ status: 40403, message: '系统繁忙' });
      await openEntry(tile({ h5JumpUrl: 'https://partner.example/mall', urlType: 'url' }));
      expect(assign).not.toHaveBeenCalled();
    });
  });

  it('an alternate-shell ("majia") edition is told to get the full app instead of raising the limit (spec 6)', async () => {
    initHost('http://localhost/?APPSOURCE=10#/', 'Mozilla/5.0');
    try {
      await openEntry(DEFAULT_HOME_TILES.find((t) => t.key === 'quota')!);
      expect(shell.confirms).toEqual([{ content: '本应用暂不支持提额，请下载完整版APP激活更高额度', confirmText: '去下载' }]);
      expect(shell.navigations.map((n) => n.to)).toEqual(['/maJiaBao']);
      // Other entries are unaffected.
      await openEntry(tile({ isNeedLogin: '0' }));
      expect(shell.navigations.map((n) => n.to)).toEqual(['/maJiaBao', '/newBorrowCash']);
    } finally {
      sessionStorage.clear();
      resetHost();
    }
  });

  it('the bill item opens the super bill while superOrBillSwitch is open, else the month bill (spec 6)', async () => {
    const bill = { ...(DEFAULT_MINE_MENU.find((m) => m.key === 'billList') as EntryItem), isNeedLogin: '0' as const };
    sessionStore.set(switchesAtom, { ...DEFAULT_SWITCHES, superOrBillSwitch: 'open' });
    await openEntry(bill);
    sessionStore.set(switchesAtom, { ...DEFAULT_SWITCHES, superOrBillSwitch: 'close' });
    await openEntry(bill);
    expect(shell.navigations.map((n) => n.to)).toEqual(['/billListTripartite', '/billList']);
    sessionStore.set(switchesAtom, null);
  });
});
