import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  accessFactsAtom, askPastGate, bridge, getHost, handleTokenExpired, loadBaseInfo, setLoggedIn, shell, type RemoteRoute,
} from '@credit/shared';
import { decideGuard } from './guard';
import { RemoteBoundary } from '../shell/RemoteBoundary';
import { PageSkeleton } from '../shell/PageSkeleton';

/** The path the address bar shows now, which can be ahead of a render in progress. */
function currentHashPath(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}

/**
 * Whether the app has an entry before this one to go back to: the router numbers the entries it
 * makes from 0 (`idx` in the history state); a typed address or an outside link has none before it.
 */
function cameFromInsideApp(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** One lazy component per route and attempt, so a retry loads again instead of replaying a failure. */
const lazyPages = new WeakMap<RemoteRoute, { attempt: number; Page: LazyExoticComponent<ComponentType> }>();

function lazyPage(route: RemoteRoute, attempt: number): ComponentType {
  if (route.Component) return route.Component;
  const cached = lazyPages.get(route);
  if (cached && cached.attempt === attempt) return cached.Page;
  const load = route.page;
  if (!load) throw new Error(`route ${route.name} has no page`);
  const Page = lazy(load);
  lazyPages.set(route, { attempt, Page });
  return Page;
}

/** Carries out the guard's decision for a route, then renders its page inside a failure boundary. */
export function GuardedPage({ route, owner }: { route: RemoteRoute; owner: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const access = useAtomValue(accessFactsAtom);
  const [attempt, setAttempt] = useState(0);
  const decision = useMemo(
    () => decideGuard(route, { access, host: getHost(), pathname, search: search.replace(/^\?/, '') }),
    [route, access, pathname, search],
  );
  // Carried out once per distinct decision: a session update that decides the same must not ask twice.
  const decisionKey = JSON.stringify(decision);

  useEffect(() => {
    switch (decision.kind) {
      case 'adoptToken':
        setLoggedIn(decision.token);
        break;
      case 'openNative':
        bridge.openNativePage(decision.page, decision.params);
        break;
      case 'nativeLogin':
        bridge.login();
        break;
      case 'walletTokenExpired':
        void handleTokenExpired();
        break;
      case 'login':
        // A page the user is already leaving (logout, then navigation) must not pull them back to it.
        if (currentHashPath() === pathname) shell.navigate(decision.to, { replace: true });
        break;
      case 'loadBaseInfo':
        void loadBaseInfo();
        break;
      case 'askPastGate': {
        let current = true;
        // Sent on (to open the card, to activate), the gated page gives way in history.
        void askPastGate(decision.gate, decision.returnUrl, { replace: true }).then((sentOn) => {
          if (sentOn || !current || currentHashPath() !== pathname) return;
          // Declined: the borrow page is not theirs to see. Back to the page they came from, or home
          // when they arrived here first (a typed address, a link from outside).
          if (cameFromInsideApp()) navigate(-1);
          else navigate('/', { replace: true });
        });
        return () => {
          current = false;
        };
      }
      default:
        break;
    }
  }, [decisionKey, pathname]);

  if (decision.kind !== 'render') return <PageSkeleton />;
  const Page = lazyPage(route, attempt);
  return (
    <RemoteBoundary owner={owner} onRetry={() => setAttempt((n) => n + 1)} resetKey={`${route.path}#${attempt}`}>
      {/* Spec 4.2: a loading flag on route change. */}
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
