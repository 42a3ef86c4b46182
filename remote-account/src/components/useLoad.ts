import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiEnvelope } from '@credit/shared';
import { callApi } from './form/callApi';

export type LoadState<T> =
  | { phase: 'loading' }
  | { phase: 'ready'; data: T }
  /** `message`: the account's words for a refused call; null after a network failure (already toasted). */
  | { phase: 'failed'; message: string | null };

/**
 * What a page reads on arrival: loading, ready or failed, through `callApi` (no mask: the page shows
 * its own loading state). `retry` starts over from loading; `refresh` reloads keeping what is shown
 * (after the user changed something). An answer for an unmounted page, or one overtaken by a later
 * request, is dropped. With `enabled` false nothing is asked yet.
 */
export function useLoad<T>(
  request: () => Promise<ApiEnvelope<T>>,
  options: { enabled?: boolean } = {},
): [LoadState<T>, () => void, () => Promise<void>] {
  const enabled = options.enabled !== false;
  const [state, setState] = useState<LoadState<T>>({ phase: 'loading' });
  const requestRef = useRef(request);
  requestRef.current = request;
  const latest = useRef(0);

  const run = useCallback(async (quiet: boolean) => {
    const ticket = ++latest.current;
    if (!quiet) setState({ phase: 'loading' });
    const outcome = await callApi(() => requestRef.current(), { loading: false });
    if (ticket !== latest.current) return;
    setState(outcome.ok ? { phase: 'ready', data: outcome.data } : { phase: 'failed', message: outcome.message });
  }, []);

  useEffect(() => {
    if (enabled) void run(false);
    // Unmounting overtakes any answer still on its way.
    return () => {
      latest.current++;
    };
  }, [enabled, run]);

  const retry = useCallback(() => void run(false), [run]);
  const refresh = useCallback(() => run(true), [run]);
  return [state, retry, refresh];
}
