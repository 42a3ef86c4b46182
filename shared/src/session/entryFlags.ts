import { urlParams } from '../embedder/detect';
import { storage, STORAGE_KEYS } from '../storage';
import { displayWkHeaderAtom } from './atoms';
import { sessionStore } from './store';

/**
 * Entry parameters an embedding page (a partner, the wallet, a wrapper with a header of its own) puts
 * in the URL it opens us with, search or hash query (ADR 031). Each is kept in session storage for the
 * rest of the session, so later in-app navigations (whose URLs do not carry it) still follow it.
 */
export const ENTRY_PARAMS = {
  /** Spec 4.1: where a token expiry goes (a hash route, or an absolute URL to an allowed origin). */
  tokenLostUrl: 'tokenLostUrl',
  /** Spec 2.11: `hidden` hides the common header (the wrapper shows its own); `show` shows it again. */
  displayWkHeader: 'displayWkHeader',
} as const;

/** The value of ENTRY_PARAMS.displayWkHeader that hides the header. */
export const HEADER_HIDDEN = 'hidden';

/**
 * Records the entry's `tokenLostUrl` when it has the shape of one: a hash route, or an absolute http(s)
 * URL. Anything else is ignored and a URL recorded before stays. Returns what is recorded now. An
 * absolute URL is followed only to our own origin or a configured return origin (`callbackTarget`
 * when the expiry comes): the runtime config that lists those arrives after the start.
 */
export function recordTokenLostUrl(href: string): string | null {
  const url = urlParams(href).get(ENTRY_PARAMS.tokenLostUrl)?.trim();
  if (url && (/^https?:\/\/[^/]/i.test(url) || /^#?\//.test(url))) storage.set(STORAGE_KEYS.tokenLostUrl, url);
  return storage.get(STORAGE_KEYS.tokenLostUrl);
}

/**
 * Spec 2.11 session flag displayWkHeader: set from the entry's parameter (kept for the session), it
 * puts `displayWkHeaderAtom` (the header shows unless it is `hidden`).
 */
export function initHeaderFlag(href: string): boolean {
  const value = urlParams(href).get(ENTRY_PARAMS.displayWkHeader);
  if (value !== null) storage.set(STORAGE_KEYS.displayWkHeader, value);
  const shown = storage.get(STORAGE_KEYS.displayWkHeader) !== HEADER_HIDDEN;
  sessionStore.set(displayWkHeaderAtom, shown);
  return shown;
}

/** The app's start (before the first render): the entry's session flags of ADR 031. */
export function initEntryFlags(href: string): void {
  recordTokenLostUrl(href);
  initHeaderFlag(href);
}
