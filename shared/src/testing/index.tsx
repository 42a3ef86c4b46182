import type { ReactElement } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { configureHttp } from '../http';
import { createQueryClient } from '../data';
import { logout, setLoggedIn } from '../session';
import { registerShell, type ShellFacade } from '../shell/facade';

/** A shell that records what it is asked (toasts, alerts, confirms, navigations), for the shell's own tests. */
export { installFakeShell, type FakeShell } from '../testing/fakeShell';

/**
 * `@credit/shared/testing`: the one harness of a remote's page tests (vitest, jsdom). A page renders
 * against a stubbed server (an axios adapter answering envelopes), a quiet shell whose spies the test
 * passes in, a fresh QueryClient and, unless told otherwise, a logged-in session.
 */

/** An HTTP 200 envelope (spec 7.1): status 1 and `data` unless told otherwise. */
export function answer(config: InternalAxiosRequestConfig, data: unknown, status = 1, message = 'ok'): AxiosResponse {
  return { data: { status, message, data }, status: 200, statusText: '', headers: {}, config };
}

/** A transport-level answer (a 500, an empty body). */
export function httpAnswer(config: InternalAxiosRequestConfig, httpStatus: number, body: unknown = ''): AxiosResponse {
  return { data: body, status: httpStatus, statusText: '', headers: {}, config };
}

/** No answer at all (the connection dropped): what the client treats as a lost answer. */
export async function noAnswer(): Promise<never> {
  throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
}

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
export function setUpPage(server: AxiosAdapter, shell: Partial<ShellFacade> = {}, options: { loggedIn?: boolean } = {}): PageHarness {
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
  configureHttp({ adapter: server });
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
