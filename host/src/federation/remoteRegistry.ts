import { startTransition } from 'react';
import { atom } from 'jotai';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { sessionStore, type RemoteRoute, type RouteModule } from '@credit/shared';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from './runtimeConfig';
import { integrityPlugin, refreshRefusedFiles, reportRefused, setPins, watchRefusedFiles } from './integrity';
import { reportError } from '../telemetry/stub';

export type RemoteState =
  | { status: 'loading' }
  | { status: 'ready'; routes: RemoteRoute[] }
  | { status: 'failed'; reason: string };

export type RemoteStates = Record<RemoteName, RemoteState>;

const initial = Object.fromEntries(REMOTE_NAMES.map((n) => [n, { status: 'loading' }])) as RemoteStates;

/** Where each remote's route module stands; the router renders from it. */
export const remoteStatesAtom = atom<RemoteStates>(initial);

/** A hung server must not leave its routes "loading" for ever. */
export const ROUTE_MODULE_TIMEOUT_MS = 10_000;

/**
 * A transition: a remote arriving re-renders the route table, and React may split that work so it
 * never blocks a tap on the page already shown (it was the home page's longest task).
 */
function setState(name: RemoteName, state: RemoteState): void {
  startTransition(() => sessionStore.set(remoteStatesAtom, (prev) => ({ ...prev, [name]: state })));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function isRouteModule(value: unknown): value is RouteModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as RouteModule).routes);
}

let config: RuntimeConfig = { remotes: {} };
/** Each remote's route module, asked for once (until a retry): a deep link's owner first, the rest later. */
const requested = new Map<RemoteName, Promise<void>>();

let checking = false;

/**
 * Registers every pinned remote, behind the integrity check (ADR 043); ones missing from the config,
 * or named without a usable pin, fail at once.
 */
export function registerAll(runtimeConfig: RuntimeConfig): void {
  config = runtimeConfig;
  requested.clear();
  if (!checking) {
    checking = true;
    registerPlugins([integrityPlugin()]);
    watchRefusedFiles();
  }
  const pins = REMOTE_NAMES.flatMap((name) => {
    const pin = runtimeConfig.remotes[name];
    return pin ? [pin] : [];
  });
  setPins(pins);
  registerRemotes(pins.map(({ name, manifest }) => ({ name, entry: manifest })), { force: true });
}

/** One remote's `./routes`, loaded once: a second ask shares the first load (no flash back to "loading"). */
export function ensureRouteModule(name: RemoteName): Promise<void> {
  let load = requested.get(name);
  if (!load) {
    load = loadRouteModule(name);
    requested.set(name, load);
  }
  return load;
}

/** Loads one remote's `./routes`; never throws, records the outcome instead. */
async function loadRouteModule(name: RemoteName): Promise<void> {
  const refused = config.refused?.[name];
  if (refused) {
    reportRefused({ name, version: 'unpinned' }, refused);
    setState(name, { status: 'failed', reason: refused });
    return;
  }
  if (!config.remotes[name]) {
    reportError('remote-load', 'not in the runtime config', name);
    setState(name, { status: 'failed', reason: 'not in the runtime config' });
    return;
  }
  setState(name, { status: 'loading' });
  try {
    const module = await withTimeout(loadRemote<RouteModule>(`${name}/routes`), ROUTE_MODULE_TIMEOUT_MS);
    if (!isRouteModule(module)) throw new Error('route module has no routes');
    setState(name, { status: 'ready', routes: module.routes });
  } catch (error) {
    // Field data (ADR 061): the failed load, with the remote and its pinned release.
    reportError('remote-load', error, name);
    setState(name, { status: 'failed', reason: error instanceof Error ? error.message : String(error) });
  }
}

/** Retrying re-registers the remote so the federation runtime fetches its manifest again. */
export async function retryRemote(name: RemoteName): Promise<void> {
  await refreshRefusedFiles();
  const pin = config.remotes[name];
  if (pin) registerRemotes([{ name, entry: pin.manifest }], { force: true });
  const load = loadRouteModule(name);
  requested.set(name, load);
  await load;
}

/** All route modules in parallel, never one after another; start-up does not wait for any of them. */
export function loadAllRouteModules(): Promise<void[]> {
  return Promise.all(REMOTE_NAMES.map((name) => ensureRouteModule(name)));
}

