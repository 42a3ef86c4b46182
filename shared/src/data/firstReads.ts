import {
  infiniteQueryOptions, QueryObserver, queryOptions, useInfiniteQuery, useQueries, useQuery,
  type InfiniteData, type Query, type QueryClient, type QueryKey, type UseInfiniteQueryOptions, type UseQueryOptions,
} from '@tanstack/react-query';
import { http, type RequestOptions } from '../http/client';
import type { FirstRead } from '../shell/routes';

/**
 * Route first reads (ADR 041). A read is plain data (key, path, body, cache times), so a route table
 * can declare it, a remote's build can write it into routes.json, and the host can start it before
 * the remote's code is there; `readQuery` turns it into the query the page uses, so page and host
 * ask exactly the same call under exactly the same key.
 *
 * Every read of the remotes is declared this way (ADR 046): its definition is the one key of its call,
 * and pages read it with `useRead(read, values, options)`, passing the values known at run time.
 */

declare const dataOf: unique symbol;
/**
 * A read's definition with the type of its answer (a type only: at run time it is the plain `FirstRead`).
 * A method's parameter, so an untyped definition still fits a typed `readQuery<T>`.
 */
export interface Read<T = unknown> extends FirstRead {
  [dataOf]?(answer: T): void;
}

/** A read's definition, checked for the shape routes.json carries (the body's values are strings). */
export function defineRead<T = unknown>(read: FirstRead): Read<T> {
  return read;
}

/**
 * What a page gives a read's `params` at run time (an order number, a page number, an amount, ids):
 * each goes into the body as given and into the key in order. `undefined` leaves the field out of
 * the body (an optional filter) and is `null` in the key.
 */
export type ReadValue = string | number | boolean | readonly (string | number)[] | undefined;
export type ReadValues = Readonly<Record<string, ReadValue>>;

/** Queries the host holds for the visit that asked for them ahead of the page (see holdFirstReads). */
const held = new WeakSet<object>();

/** The values of a page's address a read may take: its query string's and its path's parameters. */
export type AddressValues = Readonly<Record<string, string | undefined>>;

/** What an address value may be for a read to start ahead of the page (an order number, an id): the page checks its own rules. */
const PLAIN_VALUE = /^[\w-]{1,64}$/;

/** A read's key and body for `values`: each of its `params` added to both, in order (see ReadValues). */
function bind(read: FirstRead, values: ReadValues): { key: QueryKey; body?: Readonly<Record<string, unknown>> } {
  if (!read.params?.length) return { key: read.key, body: read.body };
  const given = read.params.map((name) => values[name]);
  const body: Record<string, unknown> = { ...read.body };
  read.params.forEach((name, i) => {
    if (given[i] !== undefined) body[name] = given[i];
  });
  return { key: [...read.key, ...given.map((v) => v ?? null)], body };
}

/** A read's query key for `values`: what an invalidation or a cache write names (`readKey(reads.x, { orderNo })`). */
export function readKey(read: FirstRead, values: ReadValues = {}): QueryKey {
  return bind(read, values).key;
}

/** Whether `address` has every parameter the read takes, each a plain value: else nothing is asked ahead of the page. */
function canStartAhead(read: FirstRead, address: AddressValues): boolean {
  return (read.params ?? []).every((name) => PLAIN_VALUE.test(address[name] ?? ''));
}

/** The page's query of a read (for `values`, when the read takes parameters): the definition's key, call and cache times. */
export function readQuery<T>(read: Read<T>, options: RequestOptions = {}, values: ReadValues = {}) {
  const { key, body } = bind(read, values);
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

/** What a page adds to a read at the call: TanStack's per-use options (enabled, select, refetchInterval...) and the request's (a quiet call). */
export type ReadOptions<T, D = T> = Omit<UseQueryOptions<T, Error, D, QueryKey>, 'queryKey' | 'queryFn'> & { request?: RequestOptions };

/** Reads a definition in a component: `useRead(reads.x, { orderNo }, { enabled: orderNo !== '' })`. The one way a remote reads (ADR 046). */
export function useRead<T, D = T>(read: Read<T>, values: ReadValues = {}, options: ReadOptions<T, D> = {}) {
  const { request, ...rest } = options;
  return useQuery<T, Error, D, QueryKey>({ ...(readQuery<T>(read, request, values) as UseQueryOptions<T, Error, T, QueryKey>), ...rest } as UseQueryOptions<T, Error, D, QueryKey>);
}

/** What reading several values of one read together answers: data once every one has answered, in order. */
export interface ReadsTogether<D> {
  data: D[] | undefined;
  /** Each one's answer so far, in order (undefined while it is asked or when it failed). */
  each: (D | undefined)[];
  isError: boolean;
  error: Error | null;
  /** Asks again the ones that failed. */
  refetch: () => Promise<unknown>;
}

/** One stable combine (a new function each render would combine again on every render). */
function together<D>(results: ReadonlyArray<{ data: D | undefined; isError: boolean; error: Error | null; refetch: () => Promise<unknown> }>): ReadsTogether<D> {
  return {
    data: results.every((r) => r.data !== undefined) ? results.map((r) => r.data as D) : undefined,
    each: results.map((r) => r.data),
    isError: results.some((r) => r.isError),
    error: results.find((r) => r.error)?.error ?? null,
    refetch: () => Promise.all(results.filter((r) => r.isError).map((r) => r.refetch())),
  };
}

/**
 * Reads one definition for several values at once (the profile's dictionaries, one per type), shown as
 * one: one loading, one failure, one retry. Each value is its own query under the definition's key.
 */
export function useReadEach<T, D = T>(read: Read<T>, each: readonly ReadValues[], options: ReadOptions<T, D> = {}): ReadsTogether<D> {
  const { request, ...rest } = options;
  const queries = each.map((values) => ({ ...(readQuery<T>(read, request, values) as UseQueryOptions<T, Error, T, QueryKey>), ...rest }) as UseQueryOptions<T, Error, D, QueryKey>);
  // TanStack types each result by a conditional on T and D that `together` cannot name; it reads only data, error and refetch.
  return useQueries<UseQueryOptions<T, Error, D, QueryKey>[], ReadsTogether<D>>({ queries, combine: together as never });
}

/** A paged read's options: which parameter carries the page (sent as a string), the first page, and the next after an answer. */
export interface ReadPagesOptions<T> {
  page: string;
  initialPage: number;
  nextPage: (last: T) => number | undefined;
  request?: RequestOptions;
}

/** The infinite query of a paged read: the key is the definition's (with `values`), each page's body adds `page`. */
export function readPagesQuery<T>(read: Read<T>, values: ReadValues, { page, initialPage, nextPage, request = {} }: ReadPagesOptions<T>) {
  const { key, body } = bind(read, values);
  return infiniteQueryOptions<T, Error, InfiniteData<T, number>, QueryKey, number>({
    queryKey: key,
    queryFn: ({ pageParam }) => http.post<T>(read.path, { ...body, [page]: String(pageParam) }, request),
    initialPageParam: initialPage,
    getNextPageParam: (last) => nextPage(last),
    ...(read.staleTime !== undefined ? { staleTime: read.staleTime } : {}),
    ...(read.gcTime !== undefined ? { gcTime: read.gcTime } : {}),
  });
}

/** Reads a paged definition page by page (`fetchNextPage` appends the next). */
export function useReadPages<T>(read: Read<T>, values: ReadValues, options: ReadPagesOptions<T> & Pick<UseInfiniteQueryOptions<T, Error, InfiniteData<T, number>, QueryKey, number>, 'enabled'>) {
  const { enabled, ...pages } = options;
  return useInfiniteQuery({ ...readPagesQuery(read, values, pages), ...(enabled !== undefined ? { enabled } : {}) });
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
