import { MutationCache, notifyManager, QueryClient } from '@tanstack/react-query';
import { tokenAtom } from '../session/atoms';
import { sessionStore } from '../session/store';
import { shell } from '../shell/facade';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The loading mask covers the page while the call runs (default). False: the page shows its own progress. */
      mask?: boolean;
    };
  }
}

// Deliver query results in a microtask, not a setTimeout(0): a WebView throttles timers in the
// background (and a paused test clock stops them), and data must not wait on a timer to show.
notifyManager.setScheduler(queueMicrotask);

/**
 * The one QueryClient (ARCHITECTURE.md "Run time" 7, ADR 008). The host creates it and hands it
 * to the shell facade; a remote running alone creates its own in the stand-alone shell.
 *
 * - No automatic retry and no refetch on focus: the http client has already toasted a failure, so a
 *   silent second try would toast twice; a page offers 重新加载 instead.
 * - Data stays fresh for 30 s, so going back to a page shows it at once; a mutation invalidates
 *   what it changed, which refetches the views on screen.
 * - Every mutation runs under the loading mask unless its meta says `mask: false`.
 * - Cached data belongs to one user: any change of token (login, logout, account switch) drops it.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => {
        if (mutation.meta?.mask !== false) shell.showLoading();
      },
      onSettled: (_data, _error, _variables, _result, mutation) => {
        if (mutation.meta?.mask !== false) shell.hideLoading();
      },
    }),
  });
  let token = sessionStore.get(tokenAtom);
  sessionStore.sub(tokenAtom, () => {
    const next = sessionStore.get(tokenAtom);
    if (next === token) return;
    token = next;
    client.clear();
  });
  return client;
}
