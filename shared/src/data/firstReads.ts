import { QueryObserver, queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { http, type RequestOptions } from '../http/client';
import type { FirstRead } from '../shell/routes';

/**
 * Route first reads (ADR 041). A read is plain data (key, path, body, cache times), so a route table
 * can declare it, a remote's build can write it into routes.json, and the host can start it before
 * the remote's code is there; `readQuery` turns it into the query the page uses, so page and host
 * ask exactly the same call under exactly the same key.
 */

/** A read's definition, checked for the shape routes.json carries (the body's values are strings). */
export function defineRead(read: FirstRead): FirstRead {
  return read;
}

/** Queries the host holds for the visit that asked for them ahead of the page (see holdFirstReads). */
const held = new WeakSet<object>();

/** The values of a page's address a read may take: its query string's and its path's parameters. */
export type AddressValues = Readonly<Record<string, string | undefined>>;

/** What an address value may be for a read to start ahead of the page (an order number, an id): the page checks its own rules. */
const PLAIN_VALUE = /^[\w-]{1,64}$/;

/** A read's key and body for `address`: each of its `params` added to both, in order (empty when the address lacks it). */
function bind(read: FirstRead, address: AddressValues): { key: ReadonlyArray<string | number>; body?: Readonly<Record<string, string>> } {
  if (!read.params?.length) return { key: read.key, body: read.body };
  const values = read.params.map((name) => address[name] ?? '');
  return { key: [...read.key, ...values], body: { ...read.body, ...Object.fromEntries(read.params.map((name, i) => [name, values[i]!])) } };
}

/** Whether `address` has every parameter the read takes, each a plain value: else nothing is asked ahead of the page. */
function canStartAhead(read: FirstRead, address: AddressValues): boolean {
  return (read.params ?? []).every((name) => PLAIN_VALUE.test(address[name] ?? ''));
}

/** The page's query of a read (for `address`, when the read takes its parameters): the definition's key, call and cache times. */
export function readQuery<T>(read: FirstRead, options: RequestOptions = {}, address: AddressValues = {}) {
  const { key, body } = bind(read, address);
  return queryOptions({
    queryKey: key,
    queryFn: () => http.post<T>(read.path, body, options),
    ...(read.staleTime !== undefined ? { staleTime: read.staleTime } : {}),
    ...(read.gcTime !== undefined ? { gcTime: read.gcTime } : {}),
    // An answer fetched for this very visit (held) is the page's first read, however short its
    // staleTime: mounting takes it instead of asking again. Otherwise the usual rule (stale: ask).
    refetchOnMount: (query: Query<T, Error, T, readonly unknown[]>) => !held.has(query),
  });
}

/** Whether a read is a well-formed definition (routes.json comes from another deployment). */
export function isFirstRead(value: unknown): value is FirstRead {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const isTime = (v: unknown) => v === undefined || (typeof v === 'number' && v >= 0);
  return (
    Array.isArray(r.key) && r.key.length > 0 && r.key.every((k) => typeof k === 'string' || typeof k === 'number') &&
    typeof r.path === 'string' && r.path.startsWith('/api/') &&
    (r.body === undefined || (typeof r.body === 'object' && r.body !== null && Object.values(r.body).every((v) => typeof v === 'string'))) &&
    isTime(r.staleTime) && isTime(r.gcTime) &&
    (r.params === undefined || (Array.isArray(r.params) && r.params.every((n) => typeof n === 'string' && /^[A-Za-z]\w{0,31}$/.test(n))))
  );
}

/** A route's first reads, held for its page: `settled` once each has answered or failed; `release` when the visit ends. */
export interface HeldReads {
  settled: Promise<void>;
  release: () => void;
}

/**
 * Starts a route's first reads ahead of its page and keeps their answers for it: each is observed
 * (so a gcTime of 0 does not drop an answer before the page mounts) and marked held (so the page's
 * mount takes it without asking again). No toast and no logout come from these calls: a failure is
 * left for the page's own query, which asks again on mount. `release` is for when the visit ends (the
 * address leaves the route); the queries then follow their own cache times. `settled` lets start-up
 * calls the page does not wait for go after them (their connections first, ADR 041). A read taking
 * parameters of the address (`params`) is started only when `address` has them.
 */
export function holdFirstReads(client: QueryClient, reads: readonly FirstRead[], address: AddressValues = {}): HeldReads {
  const observers = reads.filter((read) => canStartAhead(read, address)).map((read) => {
    const observer = new QueryObserver(client, readQuery(read, { suppressErrorToast: true, leaveSessionAlone: true }, address));
    held.add(observer.getCurrentQuery());
    let answered!: () => void;
    const settled = new Promise<void>((resolve) => (answered = resolve));
    const unsubscribe = observer.subscribe((result) => {
      if (result.fetchStatus === 'idle') answered();
    });
    if (observer.getCurrentResult().fetchStatus === 'idle') answered();
    return { observer, unsubscribe, settled };
  });
  return {
    settled: Promise.all(observers.map((o) => o.settled)).then(() => undefined),
    release: () => {
      for (const { observer, unsubscribe } of observers) {
        held.delete(observer.getCurrentQuery());
        unsubscribe();
      }
    },
  };
}
