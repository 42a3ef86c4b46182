import axios from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosResponse } from 'axios';
import { API_HEADERS, SUCCESS_STATUS, type ApiEnvelope } from '../api/paths';
import { PRODUCT_ID, REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_SHORT_MS, TOAST_ERROR_MS } from '../constants';
import { accountMessage, clientToastMessage, MESSAGES } from '../errors/catalogue';
import { browser } from '../embedder/browser';
import { getHost, hashPath, isIndexRoute } from '../embedder/detect';
import { clientVersion } from '../embedder/navigation';
import { baseInfoAtom, isRealToken, tokenAtom } from '../session/atoms';
import { takeTrackedEvent } from '../session/trackedEvents';
import { handleTokenExpired, stripTokenFromUrl } from '../session/session';
import { sessionStore } from '../session/store';
import { shell } from '../shell/facade';

export interface RequestOptions {
  /** No network/status toast: the caller shows its own message. */
  suppressErrorToast?: boolean;
  /** The 10 s timeout variant. */
  short?: boolean;
  /**
   * Beyond the spec: calls that move money (loan submit, repayments, withdraw) pass a key from
   * `newIdempotencyKey()` and reuse it for any retry, so the server creates at most one order.
   */
  idempotencyKey?: string;
  /** JSON body instead of the default form encoding. */
  json?: boolean;
  /**
   * A 1008 answer is not acted on (no logout, no popup): for a read started ahead of the page (ADR 041),
   * whose session the guard and the page's own reads judge. The call still rejects with the ApiError.
   */
  leaveSessionAlone?: boolean;
}

export type HttpFailure = 'network' | 'timeout' | 'http' | 'empty';

/**
 * A call the server answered with a status other than 1 (spec 8). `toasted` is true when the shell
 * already told the user (a general code, or the expired session), so a page adds nothing of its own.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string;
  readonly toasted: boolean;
  constructor(status: number, serverMessage: string, toasted: boolean) {
    super(`api status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.toasted = toasted;
  }
}

/** A call that got no usable answer (spec 8: network failure, timeout, non-200 or empty body). */
export class HttpError extends Error {
  readonly kind: HttpFailure;
  readonly httpStatus?: number;
  constructor(kind: HttpFailure, httpStatus?: number) {
    super(`request failed: ${kind}${httpStatus ? ` ${httpStatus}` : ''}`);
    this.name = 'HttpError';
    this.kind = kind;
    this.httpStatus = httpStatus;
  }
}

/** Spec 3 tracking context, sent with every call. */
export interface TrackingContext {
  operationUrl: string;
  requestTime: number;
  appName: string;
  os: string;
  deviceId: string;
  oaid: string;
  deviceType: string;
  appVersion: string;
  telecomOperator: string;
  /** "lat,lng", or empty without a latitude. */
  location: string;
  /** Beyond the spec's fields: a tracked event this call reports (trackedEvents.ts), once. */
  event?: string;
  /** What that event is about (a remote refused for its integrity: `repay@1.0.0`). */
  detail?: string;
}

const TRACK_HEADER = 'track';
const TIMESTAMP_QUERY = 'timestamp';

let trackingPage = { page: '', uuid: '', time: '' };
let adapter: AxiosAdapter | undefined;
let instance: AxiosInstance | null = null;
const inFlight = new Map<string, Promise<unknown>>();

/** The guard calls this on every navigation (spec 4.2) to feed the page, uuid and time headers. */
export function setTrackingPage(pageName: string, uuid: string, time: number | string): void {
  trackingPage = { page: pageName, uuid, time: String(time) };
}

/** Spec 3: "lat,lng", empty when there is no latitude. */
export function trackingLocation(lat: unknown, lng: unknown): string {
  return lat === undefined || lat === null || lat === '' ? '' : `${String(lat)},${String(lng ?? '')}`;
}

export function trackingContext(now = Date.now()): TrackingContext {
  const host = getHost();
  const position = sessionStore.get(baseInfoAtom)?.position;
  return {
    operationUrl: safeOperationUrl(),
    requestTime: now,
    appName: host.appName,
    os: host.platform,
    deviceId: position?.deviceId ?? '',
    oaid: position?.oaid ?? '',
    deviceType: host.deviceType,
    appVersion: clientVersion(),
    telecomOperator: '',
    location: trackingLocation(position?.lat, position?.lng),
  };
}

/** The tracking context of one call: with the next pending tracked event, which it then consumes. */
function trackedContext(): TrackingContext {
  const tracked = takeTrackedEvent();
  return tracked ? { ...trackingContext(), ...tracked } : trackingContext();
}

/** The page URL without any token, so tracking never carries one. */
function safeOperationUrl(): string {
  try {
    return stripTokenFromUrl(browser.href());
  } catch {
    return '';
  }
}

/** Test seam and stand-alone set-up: a custom axios adapter (e.g. a stub). */
export function configureHttp(options: { adapter?: AxiosAdapter }): void {
  adapter = options.adapter;
  instance = null;
}

function client(): AxiosInstance {
  // Same origin: every contract path already starts with /api. Status handling is ours, so accept all.
  instance ??= axios.create({ adapter, validateStatus: () => true });
  return instance;
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Form encoding (spec 7.1): scalars as text, objects and arrays as JSON, null/undefined left out. */
export function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    params.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return params.toString();
}

function headers(options: RequestOptions, json: boolean): Record<string, string> {
  const host = getHost();
  const h: Record<string, string> = {
    deviceType: host.deviceType,
    proId: PRODUCT_ID,
    version: clientVersion(),
    [API_HEADERS.token]: sessionStore.get(tokenAtom),
    [API_HEADERS.timestamp]: String(Date.now()),
    page: trackingPage.page,
    uuid: trackingPage.uuid,
    time: trackingPage.time,
    [TRACK_HEADER]: encodeURIComponent(JSON.stringify(trackedContext())),
    'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
  };
  if (options.idempotencyKey) h[API_HEADERS.idempotencyKey] = options.idempotencyKey;
  return h;
}

function isEnvelope(data: unknown): data is ApiEnvelope<unknown> {
  return typeof data === 'object' && data !== null && typeof (data as { status?: unknown }).status === 'number';
}

/** Why a call was given up: its time ran out (spec 8's timeout, told apart from a network failure). */
const TIMED_OUT = 'ETIMEDOUT';

/**
 * One axios request given up after `ms` by a timer of the page's own clock, not the XHR's native
 * `timeout`: the same 20 s for the user, and a clock a test can move on (Playwright's `page.clock`,
 * vitest's fake timers) instead of waiting it out (ADR 063).
 */
async function withDeadline<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await run(controller.signal);
  } catch (err) {
    throw controller.signal.aborted ? Object.assign(new Error('timeout'), { code: TIMED_OUT }) : err;
  } finally {
    clearTimeout(timer);
  }
}

async function send(method: 'get' | 'post', path: string, body: Record<string, unknown>, options: RequestOptions): Promise<AxiosResponse> {
  const json = !!options.json;
  const isGet = method === 'get';
  return withDeadline(options.short ? REQUEST_TIMEOUT_SHORT_MS : REQUEST_TIMEOUT_MS, (signal) =>
    client().request({
      method,
      url: path,
      params: { ...(isGet ? body : {}), [TIMESTAMP_QUERY]: Date.now() },
      data: isGet ? undefined : json ? JSON.stringify(body) : formEncode(body),
      headers: headers(options, json),
      signal,
    }),
  );
}

/** One attempt, plus one retry with the same key when a keyed call got no answer at all. */
async function attempt(method: 'get' | 'post', path: string, body: Record<string, unknown>, options: RequestOptions): Promise<AxiosResponse> {
  try {
    return await send(method, path, body, options);
  } catch (err) {
    if (!options.idempotencyKey) throw err;
    return send(method, path, body, options);
  }
}

function failure(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  return new HttpError(code === 'ECONNABORTED' || code === TIMED_OUT ? 'timeout' : 'network');
}

async function perform<T>(method: 'get' | 'post', path: string, body: Record<string, unknown>, options: RequestOptions): Promise<T> {
  let result: ApiEnvelope<T>;
  try {
    const res = await attempt(method, path, body, options);
    if (res.status !== 200) throw new HttpError('http', res.status);
    if (!isEnvelope(res.data)) throw new HttpError('empty');
    result = res.data as ApiEnvelope<T>;
  } catch (err) {
    if (!options.suppressErrorToast) shell.toast(MESSAGES.network, { kind: 'error', durationMs: TOAST_ERROR_MS });
    throw failure(err);
  }
  if (result.status === SUCCESS_STATUS) return result.data as T;
  const isGuest = !isRealToken(sessionStore.get(tokenAtom));
  let toasted = false;
  if (result.status === 1008 && options.leaveSessionAlone) {
    toasted = false;
  } else if (result.status === 1008) {
    // Spec 4.1: the message only off the index route (and never to a guest, who had no login to lose).
    void handleTokenExpired({ silent: isGuest || isIndexRoute(hashPath(browser.href())) });
    toasted = true;
  } else if (!options.suppressErrorToast) {
    const text = clientToastMessage(result.status, result.message ?? '', isGuest);
    if (text) shell.toast(text, { kind: 'error', durationMs: TOAST_ERROR_MS });
    toasted = text !== null;
  }
  throw new ApiError(result.status, result.message ?? '', toasted);
}

function request<T>(method: 'get' | 'post', path: string, body: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<T> {
  const key = options.idempotencyKey;
  if (!key) return perform<T>(method, path, body, options);
  // A double tap while the first call is under way gets the first call's answer.
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const p = perform<T>(method, path, body, options).finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

/**
 * The one http client (spec 7.1, 8). Resolves with the answer's `data` when its status is 1;
 * rejects with ApiError for any other status and HttpError when no usable answer came, after the
 * shell showed what spec 8 says to show.
 */
export const http = {
  post<T>(path: string, body?: Record<string, unknown>, options?: RequestOptions): Promise<T> {
    return request<T>('post', path, body, options);
  },
  get<T>(path: string, query?: Record<string, unknown>, options?: RequestOptions): Promise<T> {
    return request<T>('get', path, query, options);
  },
  /**
   * A file of the session's own data (a contract PDF): GET with the same headers (the token in its
   * header, never in the URL), answered as a Blob. 401 is the expired session (ApiError 1008, handled as
   * every 1008); another refusal (404) or no answer rejects with HttpError after the network toast, unless suppressed.
   */
  async file(path: string, query: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<Blob> {
    let expired = false;
    try {
      const res = await withDeadline(REQUEST_TIMEOUT_MS, (signal) =>
        client().request<Blob>({
          method: 'get',
          url: path,
          params: { ...query, [TIMESTAMP_QUERY]: Date.now() },
          headers: headers(options, false),
          responseType: 'blob',
          signal,
        }),
      );
      // 401: the session is gone, as a 1008 answer says for the other calls (spec 4.1).
      expired = res.status === 401;
      if (res.status !== 200 || !(res.data instanceof Blob) || res.data.size === 0) throw new HttpError(res.status !== 200 ? 'http' : 'empty', res.status);
      return res.data;
    } catch (err) {
      if (expired) {
        const isGuest = !isRealToken(sessionStore.get(tokenAtom));
        void handleTokenExpired({ silent: isGuest || isIndexRoute(hashPath(browser.href())) });
        throw new ApiError(1008, '', true);
      }
      if (!options.suppressErrorToast) shell.toast(MESSAGES.network, { kind: 'error', durationMs: TOAST_ERROR_MS });
      throw failure(err);
    }
  },
};

/**
 * What a page says about a failed call, beside the shell's toast: the spec 8 account message of a
 * refused call (the server's wording for 2000, which carries the provider's name), or null when the
 * user was already told (network failure, general codes, expired session).
 */
export function failureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.toasted) return null;
  return error.status === 2000 && error.serverMessage ? error.serverMessage : accountMessage(error.status, error.serverMessage);
}

/**
 * What a failed load says where its content would be (QueryView's failure block): the page message
 * above, else what the refusal was (the server's wording of 40403, a general code's catalogue message),
 * even though a toast said it too; null after a network failure (the block then says 网络不给力).
 */
export function loadFailureText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return failureMessage(error) ?? clientToastMessage(error.status, error.serverMessage, false) ?? (error.serverMessage || null);
}

/**
 * The `.catch` of a best-effort call nobody waits for (a click record, a pop-up): a refusal or a lost
 * answer is dropped on purpose; anything else is a bug and is rethrown, to be reported, not lost.
 */
export function dropCallFailure(error: unknown): void {
  if (!(error instanceof ApiError || error instanceof HttpError)) throw error;
}

/** The status a refused call answered with (null after a network failure or a non-API error). */
export function failureStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
