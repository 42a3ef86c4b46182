import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import {
  baseInfoAtom, bridge, getHost, handleTokenExpired, isLoginAtom, loadBaseInfo, setLoggedIn, shell, type RemoteRoute,
} from '@credit/shared';
import { decideGuard } from './guard';
import { RemoteBoundary } from '../shell/RemoteBoundary';
import { PageSkeleton } from '../shell/PageSkeleton';

/** The path the address bar shows now, which can be ahead of a render in progress. */
function currentHashPath(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
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
  const isLogin = useAtomValue(isLoginAtom);
  const baseInfo = useAtomValue(baseInfoAtom);
  const [attempt, setAttempt] = useState(0);
  const decision = useMemo(
    () => decideGuard(route, { isLogin, baseInfoLoaded: baseInfo !== null, host: getHost(), search }),
    [route, isLogin, baseInfo, search],
  );

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
      default:
        break;
    }
  }, [decision, pathname]);

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
