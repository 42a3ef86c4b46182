import { useEffect } from 'react';
import { sessionStore, shell, tokenAtom } from '@credit/shared';

/**
 * A multi-page flow's progress, kept in memory only (never in the URL or storage): a reload, a
 * deep link to a later step, or another session starts again from the first page.
 */
export interface StepFlow<S extends string, D extends object> {
  /** Starts (or restarts) the flow for the current session. */
  start(now?: number): void;
  /** Records that `step` is done, with what later pages need. */
  advance(step: S, data?: Partial<D>): void;
  /** True when `step` was reached in this session (and the flow has not outlived its lifetime). */
  reached(step: S, now?: number): boolean;
  data(): Partial<D>;
  reset(): void;
}

/**
 * `ttlMs`: the progress dies that long after the flow started (e.g. when it carries an SMS code that
 * can no longer be valid). `now` parameters are a test seam.
 */
export function createStepFlow<S extends string, D extends object = Record<string, never>>(options: { ttlMs?: number } = {}): StepFlow<S, D> {
  let token: string | null = null;
  let startedAt = 0;
  let steps = new Set<S>();
  let data: Partial<D> = {};
  const current = () => sessionStore.get(tokenAtom);
  const reset = () => {
    token = null;
    steps = new Set();
    data = {};
  };
  return {
    start(now = Date.now()) {
      token = current();
      startedAt = now;
      steps = new Set();
      data = {};
    },
    advance(step, more) {
      if (token === null) {
        token = current();
        startedAt = Date.now();
      }
      steps.add(step);
      data = { ...data, ...more };
    },
    reached(step, now = Date.now()) {
      // Expired progress is forgotten for good, not only hidden.
      if (options.ttlMs !== undefined && token !== null && now - startedAt >= options.ttlMs) reset();
      return token !== null && token === current() && steps.has(step);
    },
    data: () => data,
    reset,
  };
}

/**
 * Sends the user to the flow's first page when the step this page follows was not reached.
 * Returns whether the page may render.
 */
export function useStepGuard<S extends string>(flow: StepFlow<S, object>, needed: S, firstPath: string): boolean {
  const ok = flow.reached(needed);
  useEffect(() => {
    if (!ok) shell.navigate(firstPath, { replace: true });
  }, [ok, firstPath]);
  return ok;
}
