import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { API_HEADERS } from '@credit/shared/api';
import { configureHttp } from '../http';
import { createQueryClient } from '../data';
import type { PrimitiveAtom } from 'jotai';
import { resetHost, setReturnOrigins } from '../embedder';
import * as sessionAtoms from '../session/atoms';
import { logout, sessionStore, setLoggedIn, takeTrackedEvent } from '../session';
import { registerShell, type ShellFacade } from '../shell/facade';

/** A shell that records what it is asked (toasts, alerts, confirms, navigations), for the shell's own tests. */
export { installFakeShell, type FakeShell } from '../testing/fakeShell';

/**
 * `@credit/shared/testing`: the one harness of a remote's page tests (vitest, jsdom). A page renders
 * against a stub server (`stubServer`: paths answering envelopes, every call recorded), a quiet shell
 * whose spies the test passes in, a fresh QueryClient and, unless told otherwise, a logged-in session.
 */

/** An HTTP 200 envelope (spec 7.1): status 1 and `data` unless told otherwise. */
export function answer(config: InternalAxiosRequestConfig, data: unknown, status = 1, message = 'ok'): AxiosResponse {
  return { data: { status, message, data }, status: 200, statusText: '', headers: {}, config };
}

/** A transport-level answer (a 500, an empty body). */
export function httpAnswer(config: InternalAxiosRequestConfig, httpStatus: number, body: unknown = '', headers: Record<string, string> = {}): AxiosResponse {
  return { data: body, status: httpStatus, statusText: '', headers, config };
}

/** No answer at all (the connection dropped): what the client treats as a lost answer. */
export async function noAnswer(): Promise<never> {
  throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
}

/**
 * One answer of the stub server: an envelope (status 1 and data null unless told otherwise); `lost`:
 * no answer at all (the network failed); `httpStatus`: a transport-level answer whose body is `body`
 * (default ''); `body` alone: a raw HTTP 200 body (a file).
 */
export interface Reply {
  status?: number;
  data?: unknown;
  message?: string;
  lost?: boolean;
  httpStatus?: number;
  body?: unknown;
  /** The raw answer's headers (a file's content type). */
  headers?: Record<string, string>;
  /** The answer comes once this settles (a late answer). */
  after?: Promise<unknown>;
}

/** A refusal envelope: `status` with its message. */
export const refusal = (status: number, message = ''): Reply => ({ status, message });
/** No answer at all (the connection dropped). */
export const lostAnswer: Reply = { lost: true };
/** A transport failure: HTTP `status` (a 500, a 502) with an empty body. */
export const httpFailure = (status: number): Reply => ({ httpStatus: status });
/** Resolves after `ms`: a slow server, so a test can act while a call is on its way. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A request the stub server received. */
export interface StubCall {
  path: string;
  method: string | undefined;
  /** The body as fields (form-encoded or JSON). */
  body: Record<string, string>;
  /** The body as it was sent ('' for none). */
  text: string;
  idempotencyKey: string | undefined;
  /** The query parameters, if any. */
  params: unknown;
  headers: Record<string, unknown>;
}

/** What a path answers: one reply (every time), replies in turn (the last repeating), or a handler of the request. */
export type Route = Reply | Reply[] | ((call: StubCall) => Reply | Promise<Reply>);

function bodyOf(raw: unknown): Record<string, string> {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw === 'string') {
    if (raw.startsWith('{')) return JSON.parse(raw) as Record<string, string>;
    return Object.fromEntries(new URLSearchParams(raw));
  }
  if (raw instanceof URLSearchParams) return Object.fromEntries(raw);
  return raw as Record<string, string>;
}

/**
 * The stub server of a page test: `routes` maps each path to what it answers; any other path answers
 * `otherwise` (an empty envelope unless told). Hand it to `setUpPage`; `calls` records every request.
 */
export function stubServer(routes: Record<string, Route> = {}, otherwise: Route = {}) {
  const table = new Map<string, Route>(Object.entries(routes));
  const calls: StubCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    const headers = config.headers as Record<string, unknown> | undefined;
    const key = headers?.[API_HEADERS.idempotencyKey];
    const call: StubCall = {
      path,
      method: config.method,
      body: bodyOf(config.data),
      text: config.data === undefined || config.data === null ? '' : String(config.data),
      idempotencyKey: typeof key === 'string' ? key : undefined,
      params: config.params,
      headers: headers ?? {},
    };
    calls.push(call);
    const route = table.get(path) ?? otherwise;
    const reply = typeof route === 'function' ? await route(call) : Array.isArray(route) ? (route.length > 1 ? route.shift()! : route[0]!) : route;
    if (reply.after) await reply.after;
    if (reply.lost) return noAnswer();
    if (reply.httpStatus !== undefined) return httpAnswer(config, reply.httpStatus, reply.body ?? '', reply.headers);
    if ('body' in reply) return httpAnswer(config, 200, reply.body, reply.headers);
    return answer(config, reply.data ?? null, reply.status ?? 1, reply.message ?? 'ok');
  };
  return {
    adapter,
    calls,
    /** `path` answers these in turn, the last one repeating. */
    serve(path: string, ...answers: Reply[]) {
      table.set(path, answers.length === 1 ? answers[0]! : answers);
    },
    /** What was sent to `path`, in order. */
    sent(path: string): Array<Record<string, string>> {
      return calls.filter((c) => c.path === path).map((c) => c.body);
    },
  };
}

export type StubServer = ReturnType<typeof stubServer>;

/** Types into the input labelled `label`. */
export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** A field's own message line (the kit's `<id>-error`). */
export const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;
/** The form's line (the page's `.ui-error` alert; a field's own line has an id). */
export const formLine = () => document.querySelector('p.ui-error:not([id])')?.textContent ?? '';
/** The value now in the input labelled `label`. */
export const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
/** Taps `name` twice in a row (a double tap). */
export const doubleTap = (name: string) => {
  const button = screen.getByRole('button', { name });
  fireEvent.click(button);
  fireEvent.click(button);
};

export interface PageHarness {
  /** The data layer's client; a test may replace it to act as a reload. */
  client: QueryClient;
  /** Renders `page` at the hash route `entry` (path and query). */
  renderAt(entry: string, page: ReactElement): RenderResult;
}

const quietShell = (harness: PageHarness): ShellFacade => ({
  toast: () => {}, alert: async () => {}, confirm: async () => true, showLoading: () => {}, hideLoading: () => {},
  payStart: () => ({ done: () => {}, close: () => {} }), closeAll: () => {}, navigate: () => {}, back: () => {},
  queryClient: () => harness.client,
});

/** For `beforeEach`: the stub server, the shell (with the test's spies), a fresh client and a session. */
export function setUpPage(server: StubServer | AxiosAdapter, shell: Partial<ShellFacade> = {}, options: { loggedIn?: boolean } = {}): PageHarness {
  const harness: PageHarness = {
    client: createQueryClient(),
    renderAt: (entry, page) =>
      render(
        <QueryClientProvider client={harness.client}>
          <MemoryRouter initialEntries={[entry]}>{page}</MemoryRouter>
        </QueryClientProvider>,
      ),
  };
  registerShell({ ...quietShell(harness), ...shell });
  configureHttp({ adapter: typeof server === 'function' ? server : server.adapter });
  if (options.loggedIn ?? true) setLoggedIn('tok-1');
  return harness;
}

/** For `afterEach`: unmount, end the session, restore the real network and the real picture decoding. */
export function tearDownPage(): void {
  cleanup();
  logout();
  configureHttp({});
  restorePictures?.();
}

/** What the stubbed canvas encoded: each JPEG's size in pixels and quality. */
export interface EncodedPicture {
  width: number;
  height: number;
  quality: number;
}

let restorePictures: (() => void) | undefined;

/**
 * Pictures in jsdom, which decodes none and has no canvas: `createImageBitmap` answers a picture of the
 * size `sizes` gives the file's name (`null`: unreadable), else `fallback` (a 12-megapixel phone photo),
 * and the canvas encodes a JPEG (its signature, then width × height × quality / 16 bytes). Returns the
 * list of what was encoded. tearDownPage puts the real ones back.
 */
export function stubPictures(sizes: Record<string, { width: number; height: number } | null> = {}, fallback = { width: 4000, height: 3000 }): EncodedPicture[] {
  restorePictures?.();
  const encoded: EncodedPicture[] = [];
  const canvas = HTMLCanvasElement.prototype;
  const { getContext, toBlob } = canvas;
  const hadBitmap = 'createImageBitmap' in globalThis;
  const createImageBitmap = globalThis.createImageBitmap;
  globalThis.createImageBitmap = (async (file: Blob & { name?: string }) => {
    const size = file.name !== undefined && file.name in sizes ? sizes[file.name] : fallback;
    if (!size) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...size, close: () => {} };
  }) as typeof globalThis.createImageBitmap;
  canvas.getContext = function () {
    return { fillStyle: '', fillRect: () => {}, drawImage: () => {} };
  } as unknown as typeof getContext;
  canvas.toBlob = function (this: HTMLCanvasElement, callback: BlobCallback, _type?: string, quality = 0.92) {
    encoded.push({ width: this.width, height: this.height, quality });
    const body = new Uint8Array(Math.round((this.width * this.height * quality) / 16));
    body.set([0xff, 0xd8, 0xff, 0xe0]);
    callback(new Blob([body], { type: 'image/jpeg' }));
  };
  restorePictures = () => {
    canvas.getContext = getContext;
    canvas.toBlob = toBlob;
    if (hadBitmap) globalThis.createImageBitmap = createImageBitmap;
    else delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
    restorePictures = undefined;
  };
  return encoded;
}

/**
 * For a run that keeps one module graph and one window for many test files (ADR 053), before each file:
 * the window and this package's page-lifetime state as a page load finds them. Empty storage and
 * cookies, the address `/`, an empty document, every session atom at its first value (guest, no sys
 * config read), no host detected, no return origins, no tracked event waiting for the next call.
 */
export function resetToPageLoad(): void {
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  for (const value of Object.values(sessionAtoms)) {
    // A primitive atom carries its first value as `init`; derived ones have none.
    if (typeof value === 'object' && value !== null && 'init' in value && 'write' in value) {
      sessionStore.set(value as unknown as PrimitiveAtom<unknown>, (value as { init: unknown }).init);
    }
  }
  resetHost();
  setReturnOrigins([]);
  while (takeTrackedEvent());
}
