import type { ReactElement } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { configureHttp } from '../http';
import { createQueryClient } from '../data';
import { logout, setLoggedIn } from '../session';
import { registerShell, type ShellFacade } from '../shell/facade';

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

/** For `afterEach`: unmount, end the session, restore the real network. */
export function tearDownPage(): void {
  cleanup();
  logout();
  configureHttp({});
}
