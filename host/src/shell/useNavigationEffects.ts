import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@credit/shared/router';
import { bridge, getHost, type RemoteRoute } from '@credit/shared';
import { closeAll } from './overlayState';
import { recordNavigation } from '../router/navigationRecord';

/** Route names that count as "user pages" for the wallet's native title (spec 2.11). */
const USER_PAGES: ReadonlySet<string> = new Set(['user', 'userNew']);

/** The title a wrapper's own title bar shows: "my" on the user pages (spec 2.11), else the route's. */
export function nativeTitle(route: RemoteRoute | null): string {
  return route && USER_PAGES.has(route.name) ? 'my' : (route?.title ?? '');
}

/** What every route change does (spec 2.11, 4.2): record, close overlays, scroll to top, the wrapper's title. */
export function useNavigationEffects(route: RemoteRoute | null): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  const current = `${location.pathname}${location.search}`;

  // A layout effect, so it runs before any page's (passive) effects of the same navigation: a popup a
  // page's guard opens on arrival must not be closed by the arrival itself. The first location is an
  // arrival, not a navigation: an alert raised before the shell's first render (a dead token's
  // 登录信息失效, answered to the start-up base-info call) stays.
  useLayoutEffect(() => {
    if (previous.current === current) return;
    if (previous.current !== null) closeAll();
    recordNavigation(route?.name ?? 'notFound', previous.current);
    previous.current = current;
    window.scrollTo(0, 0);
  }, [current, route]);
  // Apart from the above: a deep link's route is known only once its remote's table has loaded.
  const title = route ? nativeTitle(route) : null;
  useLayoutEffect(() => {
    if (title !== null && getHost().profile.title !== 'header') void bridge.setNativeTitle(title);
  }, [current, title]);
}

/** The document's own title (index.html's, the product's name), for a page without a title of its own. */
let documentTitle: string | null = null;

/**
 * The browser's title is the page's (spec 2.11: the header's title, the route's or the page's own): the
 * messaging app's and a mini-program's title bars show it. A page without one keeps the document's.
 */
export function useDocumentTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    documentTitle ??= document.title;
    document.title = title || documentTitle;
  }, [title]);
}

/** Spec 4.2: a page shown again from the back-forward cache after a pagehide is reloaded fresh. */
export function installPageShowReload(): void {
  let hidden = false;
  window.addEventListener('pagehide', () => {
    hidden = true;
  });
  window.addEventListener('pageshow', (event) => {
    if (hidden || event.persisted) window.location.reload();
  });
}
