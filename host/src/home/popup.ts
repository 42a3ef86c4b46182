import { useEffect } from 'react';
import { API_PATHS, dropCallFailure, http, shell } from '@credit/shared';
import { DAY_MS } from '@credit/shared/money';
import type { PopupConfigData } from '@credit/shared/api';

const shownKey = (popupId: string) => `popupShown:${popupId}`;

/** Spec 7.7 pop-ups config: at most once per `periodDays`, counted from when it was last shown. */
export function popupDue(lastShownAt: number | null, periodDays: number, now: number): boolean {
  return lastShownAt === null || !Number.isFinite(lastShownAt) || now - lastShownAt >= periodDays * DAY_MS;
}

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage (the period spans visits), or nothing where it is blocked: then the pop-up is not shown at all. */
function store(): KeyStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Deliberately dropped: a browser that blocks storage throws on access; then no pop-up.
  }
}

/** Asks for the pop-up and shows it when due; its button opens its link (an in-app route only). */
export async function showPopupIfDue(now = Date.now(), keys: KeyStore | null = store()): Promise<void> {
  if (!keys) return;
  const { popup } = (await http.post<PopupConfigData>(API_PATHS.market.popupConfig, undefined, { suppressErrorToast: true })) ?? { popup: null };
  if (!popup) return;
  const last = keys.getItem(shownKey(popup.popupId));
  if (!popupDue(last === null ? null : Number(last), popup.periodDays, now)) return;
  keys.setItem(shownKey(popup.popupId), String(now));
  const internal = popup.link.startsWith('/') && !popup.link.startsWith('//');
  const go = await shell.confirm({ title: popup.title, content: popup.content, confirmText: internal ? '去看看' : '知道了', cancelText: '关闭' });
  if (go && internal) shell.navigate(popup.link);
}

/**
 * The home asks once per mount, after the first paint: a refused or unanswered ask bothers nobody
 * (the pop-up is skipped this visit); anything else is a bug, rethrown.
 */
export function useHomePopup(): void {
  useEffect(() => {
    const timer = setTimeout(() => void showPopupIfDue().catch(dropCallFailure), 0);
    return () => clearTimeout(timer);
  }, []);
}
