import { startTransition } from 'react';
import { API_PATHS, entryConfigAtom, fetchSwitches, fetchSysConfig, http, loadGrayTestList, loadSysInfo, sessionKeys, sessionStore, setReturnOrigins, switchesAtom, sysConfigAtom } from '@credit/shared';
import type { TileConfigData } from '@credit/shared/api';
import { fetchRuntimeConfig, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from './federation/runtimeConfig';
import { ensureRouteModule, loadAllRouteModules, registerAll, remoteStatesAtom } from './federation/remoteRegistry';
import { allRouteMeta, routeMetaAtom, startFirstReads } from './router/firstReads';
import { matchWholePath } from './router/matchRoute';
import type { QueryClient } from '@tanstack/react-query';

let configured: Promise<RuntimeConfig> | null = null;
let configuredNow: (config: RuntimeConfig) => void = () => undefined;
const configuredOnce = new Promise<RuntimeConfig>((resolve) => {
  configuredNow = resolve;
});

/**
 * The runtime config once start-up has it, never asking for it sooner: the field data (ADR 061) waits
 * for it, and must not move the home's config request ahead of the remotes' start.
 */
export function whenConfigured(): Promise<RuntimeConfig> {
  return configuredOnce;
}

/** The runtime config, fetched and registered once; without one every remote counts as failed (a retry is offered). */
function configure(): Promise<RuntimeConfig> {
  configured ??= fetchRuntimeConfig()
    .catch((): RuntimeConfig => ({ remotes: {} })) // Deliberately a fallback: every remote counts as failed, shown with a retry.
    .then((config) => {
      setReturnOrigins(config.returnOrigins ?? []);
      registerAll(config);
      sessionStore.set(routeMetaAtom, allRouteMeta(config));
      configuredNow(config);
      return config;
    });
  return configured;
}

let started: Promise<void> | null = null;

/**
 * Registers the remotes named by the runtime config and loads every route module in parallel.
 * Idempotent: the first caller starts it, later callers share the same start; a route module already
 * loaded (a deep link's own remote) is not loaded again.
 */
export function startRemotes(): Promise<void> {
  started ??= configure().then(async () => void (await loadAllRouteModules()));
  return started;
}

/** The remote whose route hints name a route for `pathname` (ADR 015), if the runtime config has hints. */
export function hintedOwner(pathname: string, config: RuntimeConfig): RemoteName | null {
  return REMOTE_NAMES.find((name) => config.routes?.[name]?.some((pattern) => matchWholePath(pattern, pathname))) ?? null;
}

/**
 * Loads the remotes that may own `pathname`: the one its route hints name, while that one's routes are
 * not in yet (ADR 015); every remote when no hint names the path, or when the named one has answered
 * and still does not own it (a path that moved). Safe to call again: loads already asked for are shared.
 */
export async function startRemotesFor(pathname: string): Promise<void> {
  const owner = hintedOwner(pathname, await configure());
  const state = owner ? sessionStore.get(remoteStatesAtom)[owner] : null;
  if (owner && state?.status === 'loading') return ensureRouteModule(owner);
  // Answered with the path (the shell shows it; an effect may ask once more as it goes): nothing to do.
  if (state?.status === 'ready' && state.routes.some((route) => matchWholePath(route.path, pathname))) return;
  return startRemotes();
}

/** Quiet time after load before remotes not needed yet are loaded anyway. */
export const REMOTES_IDLE_DELAY_MS = 5_000;
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/** What ends a touch or a key press: the tap (or key) has been handled once one of these has come. */
const ANSWER_EVENTS = ['click', 'pointercancel', 'touchcancel', 'keyup'] as const;
/** A finger down that never becomes a tap (a scroll, a long press): the remotes load anyway after this. */
export const INTENT_ANSWER_WAIT_MS = 1_000;

/**
 * Runs `then` once the interaction that began is answered: after its click (or key up, or a cancelled
 * touch) and the frame that paints it, or after INTENT_ANSWER_WAIT_MS if none comes. Started on the
 * finger down itself, the remotes' code (fetched at once on loopback, then parsed and run) landed in
 * the tap's own frame: the first tap of a deep link's page took 200–400 ms at 4× CPU instead of ~70 (issue 29).
 */
function afterTheTap(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    for (const type of ANSWER_EVENTS) window.removeEventListener(type, answered, true);
    then();
  };
  const answered = () => requestAnimationFrame(() => setTimeout(run, 0));
  const fallback = setTimeout(run, INTENT_ANSWER_WAIT_MS);
  for (const type of ANSWER_EVENTS) window.addEventListener(type, answered, { capture: true, passive: true, once: true });
}

/**
 * Remotes not needed to paint or use the page shown (four on the host's guest home, three on a deep
 * link's page) load on the first sign of intent, once that tap has been answered (afterTheTap), or
 * once the page has been quiet for a while: their code (entries parsed and run, the route table
 * redrawn) would otherwise be the page's longest tasks while the user starts. A navigation to a path
 * no loaded remote owns starts them at once (the shell's unmatched route).
 */
export function whenUseful(begin: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  const start = () => {
    clearTimeout(timer);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    if (started) return;
    started = true;
    begin();
  };
  const onIntent = () => {
    clearTimeout(timer);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    afterTheTap(start);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  const afterLoad = () => {
    timer = setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 2_000 }) : start()), REMOTES_IDLE_DELAY_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Start-up's remote loading: none yet on the host's own pages, the deep link's remote first elsewhere. */
export function startRemotesOn(pathname: string, onHostPage: boolean): void {
  if (!onHostPage) void startRemotesFor(pathname);
  whenUseful(() => void startRemotes());
}

/**
 * A deep link's first reads (ADR 041): started as soon as the runtime config names the route (index.html's
 * first-paint script asked for it already), beside the remote's code rather than after it, if the guard
 * lets the user in. The page finds their answers in `client`. Resolves once they have answered (at once
 * when none started), for the start-up calls that wait for them (loadStartupData).
 */
export async function startFirstReadsOn(client: QueryClient, pathname: string, search: string): Promise<void> {
  const config = await configure();
  // Left already (the config came late): that visit is over, and nothing is to be held for it.
  if ((window.location.hash.replace(/^#/, '').split('?')[0] || '/') !== pathname) return;
  await startFirstReads(client, config, pathname, search);
}

/** Resolves once the browser is idle (a page's render and the reads it starts are done), or after `timeout` ms. */
function whenIdle(timeout = 1_000): Promise<void> {
  return new Promise((resolve) => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, 0)));
}

/**
 * System config, tile/menu configuration, the server switches and the gray-test list (spec 6). The shell renders with built-in defaults and swaps
 * these in when they arrive, not before `applyAfter` (the shell's first commit); a failure keeps the
 * defaults and bothers nobody with a toast. On a deep link only the gray-test list is asked at once: the others are
 * asked after `askAfter` (a deep link's first reads answered) and the page's next reads (once the
 * browser is idle), so over HTTP/1.1's six connections per origin the page's own reads are not queued
 * behind calls it does not wait for (issue 29). The sys config and the switches go through the queries
 * a page asks them by when it needs them first (`useSysConfig`, `useSwitchOpen`): one call either way.
 */
export async function loadStartupData(client: QueryClient, applyAfter: Promise<void> = Promise.resolve(), askAfter?: Promise<void>): Promise<void> {
  const quiet = { suppressErrorToast: true };
  // The gray-test list gates routes (a page waits for it), so it is stored as soon as it answers.
  const grayList = loadGrayTestList();
  // On the host's own pages (the home) there is no page read to go first: at once.
  if (askAfter) {
    await askAfter.catch(() => undefined);
    await whenIdle();
  }
  // sys/info (ADR 040): its maintenance flag is stored when it answers; nothing waits for it.
  void loadSysInfo();
  const [[config, tiles, switches]] = await Promise.all([
    Promise.allSettled([
      client.fetchQuery({ queryKey: sessionKeys.sysConfig, queryFn: fetchSysConfig, staleTime: Infinity }),
      http.post<TileConfigData>(API_PATHS.sys.tileConfig, undefined, quiet),
      client.fetchQuery({ queryKey: sessionKeys.switches, queryFn: fetchSwitches, staleTime: Infinity }),
    ]),
    applyAfter,
    grayList,
  ]);
  // Swapping defaults for server config is not urgent: let React yield to input while it re-renders.
  startTransition(() => {
    if (config.status === 'fulfilled' && config.value) {
      sessionStore.set(sysConfigAtom, config.value);
    }
    if (tiles.status === 'fulfilled' && tiles.value) {
      sessionStore.set(entryConfigAtom, tiles.value);
    }
    if (switches.status === 'fulfilled' && switches.value) {
      sessionStore.set(switchesAtom, switches.value);
    }
  });
}
