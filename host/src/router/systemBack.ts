import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@credit/shared/router';
import { browser, storage, type RemoteRoute } from '@credit/shared';
import { backInFlight, isPlainHistoryStep, requestBack, settleReturnEntry, type BackEntry } from './back';

/**
 * The system back (ADR 028): the browser's back button or gesture, and the native wrapper's back
 * event, run the same back behaviour (spec 2.11, 4.9) as the header's arrow.
 *
 * A popstate has already moved the address bar when it is heard. When the page left has a behaviour
 * other than that one step, the popstate is kept from the router, the entry left is pushed back (so
 * the address bar and the page are as before) and the behaviour runs through `requestBack`, exactly as
 * the arrow runs it: a cancelled popup leaves the user where they were, URL unchanged.
 *
 * Direction: every history entry the app settles on is stamped with its position (`POSITION_KEY` in
 * `history.state`, beside the router's own fields); a popstate to a lower position is a back. For an
 * entry with no stamp see `isBackFrom`.
 */

/** The field of `history.state` holding the entry's position. */
export const POSITION_KEY = 'backPos';
/** The event a native wrapper dispatches on `window` for its back button (the stand-in wrapper of e2e too). */
export const NATIVE_BACK_EVENT = 'nativeback';

interface SettledEntry extends BackEntry {
  position: number;
  /** `history.state` and URL of the entry, to push it back when its back is kept from the router. */
  state: unknown;
  href: string;
  /** `history.length` then: a popstate to an entry with no stamp that leaves it unchanged is a traversal. */
  length: number;
  /** Its route is not known yet: the remote that may own the path is still loading. */
  resolving: boolean;
}

let settled: SettledEntry | null = null;
/**
 * The address of a page whose back was asked while its route was resolving: the back waits for the
 * route, whose behaviour decides (a deep link's discover tab returns home, a cash page asks), instead
 * of the default one taken from a route not yet known.
 */
let backAwaitingRoute: string | null = null;

function positionOf(state: unknown): number | null {
  const value = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[POSITION_KEY] : undefined;
  return typeof value === 'number' ? value : null;
}

/** The highest position given in this tab: kept across the tab's documents, so a page loaded anew numbers on. */
const LAST_POSITION_KEY = 'backPosLast';

/**
 * Records the entry the app has settled on (called once a navigation has rendered). A new entry gets
 * the next position of the tab, a replaced one keeps its predecessor's; an entry met again keeps its
 * stamp. A replace that finds the history grown replaced a new entry the router had not heard of (an
 * address changed while the app started; useAddressBarCatchUp), so it counts as new, as does the first
 * entry of a document (the tab's earlier entries may be other documents of the app).
 */
export function settleEntry(entry: BackEntry, replaced: boolean, resolving = false): void {
  let position = positionOf(window.history.state);
  if (position === null) {
    const last = Number(storage.get(LAST_POSITION_KEY) ?? -1);
    const sameEntry = replaced && settled !== null && settled.length === window.history.length;
    position = sameEntry && settled ? settled.position : last + 1;
    storage.set(LAST_POSITION_KEY, String(Math.max(last, position)));
    // An entry the router never wrote (a typed address) has no state: the router reads its index as
    // null. Keep it so (an object without `idx` would read as undefined, and the router's next push
    // would number its entry NaN, so the guard could not tell it came from inside the app).
    const state = (window.history.state as object | null) ?? { idx: null };
    window.history.replaceState({ ...state, [POSITION_KEY]: position }, '');
  }
  settled = { ...entry, position, state: window.history.state, href: window.location.href, length: window.history.length, resolving };
  settleReturnEntry(position);
  if (backAwaitingRoute !== null && !resolving) {
    // Run on the page it was asked on; the user who has moved on meanwhile asked for no back here.
    const shown = settled;
    const asked = backAwaitingRoute === shown.href;
    backAwaitingRoute = null;
    // After the commit that settled it (this runs in the Shell's layout effect), as a tap's back would.
    if (asked) queueMicrotask(() => void requestBack(shown));
  }
}

/** Forgets the settled entry (tests). */
export function resetSystemBack(): void {
  settled = null;
  backAwaitingRoute = null;
}

/** Runs the back behaviour of the page shown, once its route is known. */
function backFrom(entry: SettledEntry): void {
  if (entry.resolving) backAwaitingRoute = entry.href;
  else void requestBack(entry);
}

function onPopState(event: PopStateEvent): void {
  // The app's own step (the arrow's history back, twoSteps' go(-2)): the behaviour already ran.
  if (browser.takeOwnStep()) return;
  const left = settled;
  if (left === null || !isBackFrom(left, positionOf(event.state))) return;
  const running = backInFlight();
  if (!running && !left.resolving && isPlainHistoryStep(left)) return;
  // Kept from the router (a capture listener runs before its own), and the entry left restored.
  event.stopImmediatePropagation();
  window.history.pushState(left.state, '', left.href);
  left.length = window.history.length;
  // A second back while a popup is waiting only keeps the user where they are; the popup stays.
  if (!running) backFrom(left);
}

/**
 * A stamped target is a back when it lies below the entry left. An entry with no stamp is one the app
 * never settled on: an entry made before the app started (a back: the history did not grow), or a new
 * one (an address typed, a plain link: the history grew, or a later entry was cut off).
 */
function isBackFrom(left: SettledEntry, target: number | null): boolean {
  return target !== null ? target < left.position : window.history.length === left.length;
}

function onNativeBack(): void {
  if (settled) backFrom(settled);
}

/**
 * Listens for the system back; call before the router mounts. Returns the uninstaller. The capture
 * listener runs before the router's popstate listener whatever the order they were added in.
 */
export function installSystemBack(): () => void {
  window.addEventListener('popstate', onPopState, { capture: true });
  window.addEventListener(NATIVE_BACK_EVENT, onNativeBack);
  return () => {
    window.removeEventListener('popstate', onPopState, { capture: true });
    window.removeEventListener(NATIVE_BACK_EVENT, onNativeBack);
  };
}

/**
 * Settles each entry the router shows, with the route it shows (the Shell calls it); `resolving` while
 * no route matches yet and a remote that may own the path is loading.
 */
export function useSystemBack(route: RemoteRoute | null, resolving: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    browser.forgetOwnSteps();
  }, [location]);
  useLayoutEffect(() => {
    settleEntry({ route, search: location.search.replace(/^\?/, '') }, navigationType === 'REPLACE', resolving);
  }, [location, route, navigationType, resolving]);
}
