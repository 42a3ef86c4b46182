import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureHttp, http } from '../http/client';
import { resetHost } from '../embedder/detect';
import { storage, STORAGE_KEYS } from '../storage';
import { takeTrackedEvent } from '../session/trackedEvents';
import { initSession, logout } from './session';

/** Spec 4.1, 9: a session repaired from stored data is tracked, at most once per 600000 ms. */

const START = Date.UTC(2026, 10, 27, 8, 0, 0);
let requests: InternalAxiosRequestConfig[];

const server: AxiosAdapter = async (config) => {
  requests.push(config);
  return { data: { status: 1, message: 'ok', data: null }, status: 200, statusText: '', headers: {}, config };
};

/** The tracking event of each call made since the last look. */
async function eventsOfCalls(count = 2): Promise<Array<string | undefined>> {
  requests = [];
  for (let i = 0; i < count; i++) await http.post('/api/x');
  return requests.map((r) => (JSON.parse(decodeURIComponent(String(r.headers.track))) as { event?: string }).event);
}

/** A page load of a user whose common-user data is stored, at `at`. */
function reloadAt(at: number, href = 'http://localhost:3000/#/user') {
  vi.setSystemTime(at);
  return initSession(href);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  sessionStorage.clear();
  resetHost();
  configureHttp({ adapter: server });
  storage.setJSON(STORAGE_KEYS.commonUser, { token: 'tok-stored', isLogin: true });
});
afterEach(() => {
  while (takeTrackedEvent());
  logout();
  configureHttp({});
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('login-repair tracking', () => {
  it('a session taken from the stored common-user data: the next call (only) carries the loginRepair event', async () => {
    expect(reloadAt(START)).toBe('commonUser');
    expect(await eventsOfCalls()).toEqual(['loginRepair', undefined]);
  });

  it('is throttled to once per 600000 ms (10 minutes): not again at 599999 ms, again at 600000 ms', async () => {
    reloadAt(START);
    expect(await eventsOfCalls(1)).toEqual(['loginRepair']);
    reloadAt(START + 599_999);
    expect(await eventsOfCalls(1)).toEqual([undefined]);
    reloadAt(START + 600_000);
    expect(await eventsOfCalls(1)).toEqual(['loginRepair']);
    reloadAt(START + 600_000 + 300_000);
    expect(await eventsOfCalls(1)).toEqual([undefined]);
  });

  it('a session taken from the stored wallet token is a repair too', async () => {
    storage.remove(STORAGE_KEYS.commonUser);
    storage.set(STORAGE_KEYS.walletToken, 'tok-wallet');
    expect(reloadAt(START)).toBe('wallet');
    expect(await eventsOfCalls(1)).toEqual(['loginRepair']);
  });

  it('a guest, or a token adopted from a borrow link, is no repair', async () => {
    storage.remove(STORAGE_KEYS.commonUser);
    expect(reloadAt(START)).toBe('guest');
    expect(await eventsOfCalls(1)).toEqual([undefined]);
    expect(reloadAt(START, 'http://localhost:3000/#/newBorrowCash?token=tok-link')).toBe('url');
    expect(await eventsOfCalls(1)).toEqual([undefined]);
  });
});
