import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { fireEvent, screen } from '@testing-library/react';
import { API_HEADERS } from '@credit/shared';

/** An HTTP 200 envelope (spec 7.1), as `answer` of `@credit/shared/testing` writes it (lint keeps that import to test files). */
const envelope = (config: InternalAxiosRequestConfig, data: unknown, status: number, message: string) => ({
  data: { status, message, data }, status: 200, statusText: '', headers: {}, config,
});

/**
 * The account remote's page tests (test code only: no page imports it): a stub server on the shared harness (`setUpPage(server.adapter)`)
 * that answers each path with the envelopes a test declares, and records what was sent.
 */

/** One envelope: status 1 and no data unless told otherwise; `lost`: no answer at all (the network failed). */
export interface Reply {
  status?: number;
  data?: unknown;
  message?: string;
  lost?: boolean;
  /** The answer comes once this settles (a late answer). */
  after?: Promise<unknown>;
}

export const refusal = (status: number, message = ''): Reply => ({ status, message });
export const lostAnswer: Reply = { lost: true };

export interface Call {
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
}

function bodyOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const raw = config.data;
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw === 'string') {
    if (raw.startsWith('{')) return JSON.parse(raw) as Record<string, string>;
    return Object.fromEntries(new URLSearchParams(raw));
  }
  if (raw instanceof URLSearchParams) return Object.fromEntries(raw);
  return raw as Record<string, string>;
}

export function stubServer() {
  const replies = new Map<string, Reply[]>();
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    const headers = config.headers as Record<string, unknown> | undefined;
    const key = headers?.[API_HEADERS.idempotencyKey];
    calls.push({ path, body: bodyOf(config), idempotencyKey: typeof key === 'string' ? key : undefined });
    const queue = replies.get(path) ?? [{}];
    const reply = queue.length > 1 ? queue.shift()! : queue[0];
    if (reply.after) await reply.after;
    if (reply.lost) throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
    return envelope(config, reply.data ?? null, reply.status ?? 1, reply.message ?? 'ok');
  };
  return {
    adapter,
    calls,
    /** `path` answers these in turn, the last one repeating. */
    serve(path: string, ...answers: Reply[]) {
      replies.set(path, answers);
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
