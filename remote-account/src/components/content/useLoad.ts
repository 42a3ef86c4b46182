import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@credit/shared';

export type LoadState<T> =
  | { phase: 'loading' }
  | { phase: 'ready'; data: T }
  /** `message` is the server's for a refused call; null for a network failure. */
  | { phase: 'failed'; message: string | null };

/** Loads one page's content; `retry` asks again. An answer for an unmounted page is dropped. */
export function useLoad<T>(load: () => Promise<ApiResult<T>>): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    loadRef.current().then(
      (result) => {
        if (!live) return;
        setState(result.status === 1 && result.data ? { phase: 'ready', data: result.data } : { phase: 'failed', message: result.message || null });
      },
      () => {
        if (live) setState({ phase: 'failed', message: null });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
