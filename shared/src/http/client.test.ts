import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { browser } from '../embedder/browser';
import { initHost, resetHost } from '../embedder/detect';
import { installFakeShell } from '../testing/fakeShell';
import type { FakeShell } from '../testing/fakeShell';
import { baseInfoAtom, tokenAtom } from '../session/atoms';
import { logout, setLoggedIn, toBaseInfo } from '../session/session';
import { sessionStore } from '../session/store';
import { API_HEADERS } from '../api/paths';
import {
  ApiError, configureHttp, failureMessage, failureStatus, loadFailureText, formEncode, http, HttpError, newIdempotencyKey, setTrackingPage, trackingContext, trackingLocation,
} from './client';

let fake: FakeShell;
let requests: InternalAxiosRequestConfig[];
let href: string;

/** A stub network answering with `reply` for each request in turn (the last one repeats). */
function stub(...replies: Array<{ status?: number; data?: unknown } | Error>) {
  const adapter = vi.fn<AxiosAdapter>(async (config) => {
    requests.push(config);
    const r = replies.length > 1 ? replies.shift()! : replies[0];
    if (r instanceof Error) throw r;
    return { data: r.data, status: r.status ?? 200, statusText: '', headers: {}, config };
  });
  configureHttp({ adapter });
  return adapter;
}
/** A network that never answers: each request hangs until its signal aborts it, as the browser's XHR does. */
function hang() {
  configureHttp({
    adapter: (config) => {
      requests.push(config);
      return new Promise((_resolve, reject) => config.signal?.addEventListener?.('abort', () => reject(Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' }))));
    },
  });
}
const answer = (status: number, message = '', data: unknown = null) => ({ data: { status, message, data } });
const networkError = () => Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });

beforeEach(() => {
  fake = installFakeShell();
  requests = [];
  href = 'http://localhost:3000/#/user';
  vi.spyOn(browser, 'href').mockImplementation(() => href);
  initHost('http://localhost:3000/?APPSOURCE=1&APPVERSION=3.6.0#/', 'Mozilla/5.0 (Linux; Android 13)');
  setLoggedIn('tok-1');
});

afterEach(() => {
  vi.restoreAllMocks();
  logout();
  sessionStorage.clear();
  resetHost();
});

describe('request shape (spec 7.1)', () => {
  it('posts form-encoded with the timestamp query and the spec headers', async () => {
    stub(answer(1, 'ok', { a: 1 }));
    setTrackingPage('user', 'uuid-1', 1700000000000);
    const r = await http.post<{ a: number }>('/api/x', { mobile: '138', n: 2, skip: undefined, list: [1, 2] });
    // Status 1 resolves with the answer's data alone.
    expect(r).toEqual({ a: 1 });
    const req = requests[0];
    expect(req.method).toBe('post');
    expect(req.url).toBe('/api/x');
    expect(req.data).toBe('mobile=138&n=2&list=%5B1%2C2%5D');
    expect(typeof req.params.timestamp).toBe('number');
    const h = req.headers;
    expect(h['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(h).toMatchObject({ deviceType: 'android', proId: 'credit-h5', version: '3.6.0', token: 'tok-1', page: 'user', uuid: 'uuid-1', time: '1700000000000' });
    expect(Number(h.t)).toBeGreaterThan(0);
    expect(JSON.parse(decodeURIComponent(h.track as string))).toMatchObject({ appName: 'android app', deviceType: 'android', appVersion: '3.6.0' });
  });

  it('has JSON bodies and GET queries', async () => {
    stub(answer(1));
    await http.post('/api/x', { a: 1 }, { json: true });
    expect(requests[0].data).toBe('{"a":1}');
    expect(requests[0].headers['Content-Type']).toBe('application/json');
    await http.get('/api/y', { q: 'z' });
    expect(requests[1].method).toBe('get');
    expect(requests[1].params).toMatchObject({ q: 'z' });
    await http.post('/api/z');
    expect(requests[2].data).toBe('');
  });

  it('sends the guest token for guests', async () => {
    logout();
    stub(answer(1));
    await http.post('/api/x');
    expect(requests[0].headers.token).toBe('token');
  });
});

describe('tracking context (spec 3)', () => {
  it('carries the operation URL without a token, the location as "lat,lng" and the device from base info', () => {
    href = 'http://localhost:3000/?token=secret#/user?token=secret&a=1';
    sessionStore.set(baseInfoAtom, toBaseInfo({ position: { lat: '30.5', lng: '114.3', deviceId: 'dev-1', oaid: 'oa-1' } }, 'tok-1'));
    const ctx = trackingContext(42);
    expect(ctx).toEqual({
      operationUrl: 'http://localhost:3000/#/user?a=1', requestTime: 42, appName: 'android app', os: 'android', deviceId: 'dev-1',
      oaid: 'oa-1', deviceType: 'android', appVersion: '3.6.0', telecomOperator: '', location: '30.5,114.3',
    });
    expect(trackingLocation('', '1')).toBe('');
    expect(trackingLocation(undefined, undefined)).toBe('');
    expect(trackingLocation(1, 2)).toBe('1,2');
  });
});

describe('answers (spec 8)', () => {
  it.each([
    [1001, '请求参数有误！'], [1002, '请求参数有误！'], [1003, '来源错误，请重新登录'], [1005, '请求信息异常'],
    [1007, '非法请求，请重新登录'], [1009, '系统当前时间异常，请核对当前时间'],
  ])('general code %i toasts "%s" for 2 s and rejects with a toasted ApiError', async (status, message) => {
    stub(answer(status, 'server text'));
    const err = await http.post('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status, serverMessage: 'server text', toasted: true });
    expect(fake.toasts).toEqual([{ message, options: { kind: 'error', durationMs: 2000 } }]);
    // The page adds nothing: the shell said it.
    expect(failureMessage(err)).toBeNull();
    expect(failureStatus(err)).toBe(status);
  });

  it('general codes do not toast for the guest token', async () => {
    logout();
    stub(answer(1001));
    await expect(http.post('/api/x')).rejects.toMatchObject({ status: 1001, toasted: false });
    expect(fake.toasts).toEqual([]);
  });

  it('40403 shows the server message', async () => {
    stub(answer(40403, '活动已结束'));
    await expect(http.post('/api/x')).rejects.toMatchObject({ status: 40403, toasted: true });
    expect(fake.toasts).toEqual([{ message: '活动已结束', options: { kind: 'error', durationMs: 2000 } }]);
  });

  it.each([1006, 2012, 2009, 3000, 3001, 3002, 888111, 2003])('status %i shows no toast: the page shows it', async (status) => {
    stub(answer(status, 'x'));
    await expect(http.post('/api/x')).rejects.toMatchObject({ status, toasted: false });
    expect(fake.toasts).toEqual([]);
  });

  it('status 1 shows no toast', async () => {
    stub(answer(1, 'x', { ok: true }));
    await expect(http.post('/api/x')).resolves.toEqual({ ok: true });
    expect(fake.toasts).toEqual([]);
  });

  it("a refused account call gives the page the catalogue's words; 2000 the server's, with the provider's name", () => {
    expect(failureMessage(new ApiError(2006, 'server', false))).toBe('密码不正确');
    expect(failureMessage(new ApiError(888111, '服务器的话', false))).toBe('服务器的话');
    expect(failureMessage(new ApiError(2000, '该手机号已在某某注册', false))).toBe('该手机号已在某某注册');
    expect(failureMessage(new ApiError(2006, 'server', true))).toBeNull();
    expect(failureMessage(new HttpError('network'))).toBeNull();
    expect(failureStatus(new HttpError('network'))).toBeNull();
  });

  it('a failed load says what the refusal was even when a toast said it too; a network failure is left to the block', () => {
    expect(loadFailureText(new ApiError(40403, '借款订单不存在', true))).toBe('借款订单不存在');
    expect(loadFailureText(new ApiError(1001, '', true))).toBe('请求参数有误！');
    expect(loadFailureText(new ApiError(2006, 'server', false))).toBe('密码不正确');
    expect(loadFailureText(new HttpError('timeout'))).toBeNull();
  });

  it('the caller can suppress the status toast', async () => {
    stub(answer(1001));
    // Not toasted, so the page's own words are wanted.
    await expect(http.post('/api/x', {}, { suppressErrorToast: true })).rejects.toMatchObject({ status: 1001, toasted: false });
    expect(fake.toasts).toEqual([]);
  });

  it('1008 off the index clears the session and shows the expiry popup, then login', async () => {
    stub(answer(1008, '用户信息失效，请重新登录'));
    // The expiry popup speaks for the page.
    await expect(http.post('/api/x')).rejects.toMatchObject({ status: 1008, toasted: true });
    await vi.waitFor(() => expect(fake.navigations).toHaveLength(1));
    expect(sessionStore.get(tokenAtom)).toBe('token');
    expect(fake.toasts).toEqual([]);
    expect(fake.alerts).toEqual([{ content: '您的账户登录信息失效，请重新登录', confirmText: '重新登录' }]);
    // Login returns to the page the expired call was made from.
    expect(fake.navigations[0].to).toBe('/login?loginType=tokenExpired&redirect=%2Fuser');
  });

  it('1008 of a read started ahead of its page (leaveSessionAlone) keeps the session: no popup, no navigation, no toast', async () => {
    stub(answer(1008));
    await expect(http.post('/api/x', {}, { suppressErrorToast: true, leaveSessionAlone: true })).rejects.toMatchObject({ status: 1008, toasted: false });
    await Promise.resolve();
    expect(sessionStore.get(tokenAtom)).toBe('tok-1');
    expect(fake.alerts).toEqual([]);
    expect(fake.navigations).toEqual([]);
    expect(fake.toasts).toEqual([]);
  });

  it('1008 for a guest sends to login without the message', async () => {
    logout();
    stub(answer(1008));
    await http.post('/api/x').catch(() => undefined);
    await vi.waitFor(() => expect(fake.navigations).toHaveLength(1));
    expect(fake.alerts).toEqual([]);
  });

  it('1008 on the index clears the session without the message', async () => {
    href = 'http://localhost:3000/#/';
    delete window.nativeBridge;
    initHost('http://localhost:3000/#/', 'Android');
    stub(answer(1008));
    await http.post('/api/x').catch(() => undefined);
    await vi.waitFor(() => expect(fake.navigations).toHaveLength(1));
    expect(fake.alerts).toEqual([]);
    expect(sessionStore.get(tokenAtom)).toBe('token');
  });
});

describe('timeouts (spec 7.1: 20 s, 10 s for the short variant)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hang();
  });
  afterEach(() => vi.useRealTimers());

  /** Whether the call has settled after `ms` more of the page's clock, and how. */
  async function after(call: Promise<unknown>, ms: number): Promise<unknown> {
    let outcome: unknown = 'pending';
    call.then(() => (outcome = 'answered'), (e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(ms);
    return outcome;
  }

  it.each([
    ['a call', 20_000, {}],
    ['a short call', 10_000, { short: true }],
  ] as const)('%s unanswered is given up after %i ms as a timeout, with the network toast', async (_name, ms, options) => {
    const call = http.post('/api/x', {}, options);
    expect(await after(call, ms - 1)).toBe('pending');
    const outcome = await after(call, 1);
    expect(outcome).toBeInstanceOf(HttpError);
    expect((outcome as HttpError).kind).toBe('timeout');
    expect(requests).toHaveLength(1);
    expect(fake.toasts.map((t) => t.message)).toEqual(['网络不给力，请重新尝试']);
  });

  it('a keyed call unanswered is tried once more with the same key: two waits, then the timeout', async () => {
    const call = http.post('/api/pay', {}, { idempotencyKey: 'k-1' });
    expect(await after(call, 20_000)).toBe('pending');
    expect(requests.map((r) => r.headers[API_HEADERS.idempotencyKey])).toEqual(['k-1', 'k-1']);
    const outcome = await after(call, 20_000);
    expect((outcome as HttpError).kind).toBe('timeout');
    expect(requests).toHaveLength(2);
  });

  it('a file download unanswered is given up after 20 s', async () => {
    const call = http.file('/api/contract.pdf');
    expect(await after(call, 19_999)).toBe('pending');
    expect(((await after(call, 1)) as HttpError).kind).toBe('timeout');
  });
});

describe('failures (spec 8: "网络不给力，请重新尝试")', () => {
  const network = { message: '网络不给力，请重新尝试', options: { kind: 'error', durationMs: 2000 } };

  it.each([
    ['network failure', networkError(), 'network'],
    ['timeout', Object.assign(new Error('timeout'), { code: 'ECONNABORTED' }), 'timeout'],
    ['non-200 answer', { status: 502, data: 'Bad Gateway' }, 'http'],
    ['empty body', { status: 200, data: '' }, 'empty'],
    ['body without status', { status: 200, data: { message: 'x' } }, 'empty'],
  ] as const)('%s toasts and rejects', async (_name, reply, kind) => {
    stub(reply as never);
    const err = await http.post('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).kind).toBe(kind);
    expect(fake.toasts).toEqual([network]);
  });

  it('is silent when the caller suppresses it', async () => {
    stub(networkError());
    await expect(http.post('/api/x', {}, { suppressErrorToast: true })).rejects.toBeInstanceOf(HttpError);
    expect(fake.toasts).toEqual([]);
  });
});

describe('idempotency keys (beyond the spec)', () => {
  it('are unique', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('a double tap with the same key sends one request and shares its answer', async () => {
    const adapter = stub(answer(1, 'ok', { orderId: 'o1' }));
    const key = newIdempotencyKey();
    const [a, b] = await Promise.all([
      http.post('/api/loanorder/submit', { amt: 100 }, { idempotencyKey: key }),
      http.post('/api/loanorder/submit', { amt: 100 }, { idempotencyKey: key }),
    ]);
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(requests[0].headers['Idempotency-Key']).toBe(key);
  });

  it('a keyed call that got no answer is retried once with the same key', async () => {
    stub(networkError(), answer(1, 'ok'));
    const r = await http.post('/api/withdraw', {}, { idempotencyKey: 'k-1' });
    expect(r).toBeNull();
    expect(requests.map((q) => q.headers['Idempotency-Key'])).toEqual(['k-1', 'k-1']);
    expect(fake.toasts).toEqual([]);
  });

  it('an unkeyed call is never retried', async () => {
    stub(networkError(), answer(1));
    await expect(http.post('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(requests).toHaveLength(1);
  });
});

describe('formEncode', () => {
  it('leaves out null and undefined', () => {
    expect(formEncode({ a: null, b: undefined, c: false, d: { e: 1 } })).toBe('c=false&d=%7B%22e%22%3A1%7D');
  });
});

describe('http.file (a PDF of the session own data)', () => {
  it('GETs with the token in its header, never in the URL, and resolves with the Blob', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    stub({ status: 200, data: pdf });
    const got = await http.file('/api/loanorder/loanContractFile/L0000000000000001', { key: 'loanContract' });
    expect(got).toBe(pdf);
    const req = requests[0];
    expect(req.method).toBe('get');
    expect(req.responseType).toBe('blob');
    expect(req.headers.token).toBe('tok-1');
    expect(JSON.stringify(req.params)).not.toContain('tok-1');
    expect(req.url).not.toContain('tok-1');
  });

  it('401 is the expired session: no network toast, the expiry popup, then login (as 1008)', async () => {
    stub({ status: 401, data: new Blob(['{"status":1008}']) });
    await expect(http.file('/api/x')).rejects.toMatchObject({ status: 1008, toasted: true });
    await vi.waitFor(() => expect(fake.navigations).toHaveLength(1));
    expect(sessionStore.get(tokenAtom)).toBe('token');
    expect(fake.toasts).toEqual([]);
    expect(fake.alerts).toEqual([{ content: '您的账户登录信息失效，请重新登录', confirmText: '重新登录' }]);
  });

  it('rejects a refusal (404) and an empty file with HttpError', async () => {
    stub({ status: 404, data: new Blob(['{}']) });
    await expect(http.file('/api/x', {}, { suppressErrorToast: true })).rejects.toMatchObject({ kind: 'http', httpStatus: 404 });
    stub({ status: 200, data: new Blob([]) });
    await expect(http.file('/api/x', {}, { suppressErrorToast: true })).rejects.toMatchObject({ kind: 'empty' });
  });
});
