import { useEffect, useState } from 'react';

/**
 * Waiting for an outcome the server reaches by itself (a loan paid out, a repayment settled, a
 * credit check finished): the one way every page polls. The query asks again every `intervalMs`
 * while its answer is unknown or still pending (`pollWhile`, a `refetchInterval`), and the page says
 * it is taking long once `timeoutMs` has passed (`useTimedOut`), asking on behind it.
 */
export const RESULT_POLL = { intervalMs: 2_000, timeoutMs: 60_000 } as const;

export interface PollOptions {
  /** How often to ask (default 2 s). */
  intervalMs?: number;
  /**
   * Whether to keep asking while there is no answer yet, a failed first read included (default true:
   * a result page, whose reads do not toast their failures, polls through a miss). A read that toasts
   * its failures passes false, so a failing read is not toasted every interval.
   */
  whileUnanswered?: boolean;
}

/** A TanStack Query `refetchInterval`: every `intervalMs` while `pending(answer)`; no more once the answer is final. */
export function pollWhile<T>(pending: (data: T) => boolean, { intervalMs = RESULT_POLL.intervalMs, whileUnanswered = true }: PollOptions = {}) {
  return (query: { state: { data: T | undefined } }): number | false => {
    const data = query.state.data;
    return (data === undefined ? whileUnanswered : pending(data)) ? intervalMs : false;
  };
}

/**
 * Whether `timeoutMs` has passed since the component first rendered, counted while `waiting`: one
 * timer to the deadline (no ticking clock re-rendering the page every second). Once true it stays.
 */
export function useTimedOut(timeoutMs: number = RESULT_POLL.timeoutMs, waiting = true): boolean {
  const [startedAt] = useState(Date.now);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!waiting || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, startedAt + timeoutMs - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, timedOut, startedAt, timeoutMs]);
  return timedOut;
}
