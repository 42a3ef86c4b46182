import { useEffect } from 'react';
import { sessionStore, shell, tokenAtom } from '@credit/shared';

/**
 * A multi-page flow's progress, kept in memory only (never in the URL or storage): a reload, a
 * deep link to a later step, or another session starts again from the first page.
 */
export interface StepFlow<S extends string, D extends object> {
  /** Starts (or restarts) the flow for the current session. */
  start(): void;
  /** Records that `step` is done, with what later pages need. */
  advance(step: S, data?: Partial<D>): void;
  /** True when `step` was reached in this session. */
  reached(step: S): boolean;
  data(): Partial<D>;
  reset(): void;
}

export function createStepFlow<S extends string, D extends object = Record<string, never>>(): StepFlow<S, D> {
  let token: string | null = null;
  let steps = new Set<S>();
  let data: Partial<D> = {};
  const current = () => sessionStore.get(tokenAtom);
  return {
    start() {
      token = current();
      steps = new Set();
      data = {};
    },
    advance(step, more) {
      if (token === null) token = current();
      steps.add(step);
      data = { ...data, ...more };
    },
    reached(step) {
      return token !== null && token === current() && steps.has(step);
    },
    data: () => data,
    reset() {
      token = null;
      steps = new Set();
      data = {};
    },
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
