import { setTrackingPage, storage } from '@credit/shared';

export const HISTORY_LIST_KEY = 'historyList';
/** Returning to one of these clears the stored history list (spec 2.11). */
const HISTORY_RESET_ROUTES: ReadonlySet<string> = new Set(['index', 'user', 'userNew']);
/** Enough for any back chain a user makes; keeps session storage small. */
const HISTORY_LIMIT = 50;

export function readHistoryList(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(HISTORY_LIST_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return []; // Deliberately dropped: a stored list that does not parse (edited, cut short) starts afresh.
  }
}

function newUuid(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Spec 4.2: each navigation records the page name, time and a generated uuid (sent as tracking
 * headers) and pushes the previous route onto the stored history list.
 */
export function recordNavigation(routeName: string, previousPath: string | null, now: number = Date.now()): void {
  setTrackingPage(routeName, newUuid(), now);
  if (HISTORY_RESET_ROUTES.has(routeName)) {
    storage.remove(HISTORY_LIST_KEY);
    return;
  }
  if (previousPath === null) return;
  const list = [...readHistoryList(), previousPath].slice(-HISTORY_LIMIT);
  storage.set(HISTORY_LIST_KEY, JSON.stringify(list));
}
