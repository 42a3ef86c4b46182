import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes, useLocation, useNavigate } from '@credit/shared/router';
import { BOTTOM_TABS, pageTitleAtom, useForceUpdate, type RemoteRoute } from '@credit/shared';
import { remoteStatesAtom, retryRemote } from '../federation/remoteRegistry';
import { startRemotesFor } from '../startup';
import { REMOTE_NAMES } from '../federation/runtimeConfig';
import { HOST_ROUTES, REDIRECTS } from '../router/hostRoutes';
import { matchRoute } from '../router/matchRoute';
import { GuardedPage } from './GuardedPage';
import { useDocumentTitle, useNavigationEffects } from './useNavigationEffects';
import { useAddressBarCatchUp } from '../router/useAddressBarCatchUp';
import { useSystemBack } from '../router/systemBack';
import { BYJ_ROUTE_PATH } from '../router/byjRedirect';
import { ByjRedirect } from '../router/ByjRedirect';
import { bindRouter } from './shellFacade';
import { Header } from './Header';
import { TabBar } from './TabBar';
import { Overlays } from './Overlays';
import { NotFound } from './NotFound';
import { ForceUpdate } from './ForceUpdate';
import { PageSkeleton } from './PageSkeleton';
import { markShellMounted } from './mounted';
import { metaFor, releaseFirstReads, routeMetaAtom } from '../router/firstReads';
import { RemoteFallback } from './RemoteFallback';
import { noteRoute } from '../telemetry/stub';

interface OwnedRoute {
  route: RemoteRoute;
  owner: string;
}

/** The app frame: header, the routed page, tab bar and overlays, over the routes loaded so far. */
export function Shell() {
  const states = useAtomValue(remoteStatesAtom);
  const location = useLocation();
  const navigate = useNavigate();

  const owned = useMemo<OwnedRoute[]>(() => {
    const list: OwnedRoute[] = HOST_ROUTES.map((route) => ({ route, owner: 'host' }));
    for (const name of REMOTE_NAMES) {
      const state = states[name];
      if (state.status === 'ready') list.push(...state.routes.map((route) => ({ route, owner: name })));
    }
    return list;
  }, [states]);
  const routes = useMemo(() => owned.map((o) => o.route), [owned]);

  // The facade was registered at start-up; it navigates with this router and resolves names in this table.
  bindRouter(navigate, routes);

  const current = matchRoute(location.pathname, routes);
  const currentOwner = current === null ? null : (owned.find((o) => o.route === current)?.owner ?? null);
  // The field data's route (ADR 061): the pattern matched (no ids, no query) and the remote owning it.
  useEffect(() => noteRoute(current?.path ?? null, currentOwner, location.pathname), [current, currentOwner, location.pathname]);
  useNavigationEffects(current);
  // No route yet while a remote that may own the path loads: the header waits (pending), and so does a back.
  const resolving = current === null && REMOTE_NAMES.some((n) => states[n].status === 'loading');
  useSystemBack(current, resolving);
  useAddressBarCatchUp();
  // In the commit's own task: the first-paint script's title write (a promise callback on the runtime
  // config) must never land between React's commit and this mark, or it relabels React's own header
  // as pending for good (seen under load on a second deep link whose code was cached).
  useLayoutEffect(markShellMounted, []);
  // A deep link's first reads are held for its visit only (ADR 041).
  useEffect(() => releaseFirstReads(location.pathname), [location.pathname]);
  const routeMeta = useAtomValue(routeMetaAtom);

  // Spec 2.11: sys/versionInfo decides, the shipped minimums until it answers (ADR 040).
  const forceUpdate = useForceUpdate() && current?.name !== 'downLoad';
  // A tab whose remote is down still shows its label and the tab bar, so the user can move on.
  const tab = BOTTOM_TABS.find((t) => t.path === location.pathname);
  const showTabs = Boolean(current?.tab ?? tab) && !forceUpdate;
  // Until the route's remote arrives, its title from routes.json (ADR 041).
  const pendingTitle = current === null ? metaFor(location.pathname, routeMeta)?.title : undefined;
  // The header's title (Header: the page's own, else the route's), also the browser's.
  const pageTitle = useAtomValue(pageTitleAtom);
  useDocumentTitle(pageTitle ?? (current?.title || tab?.label || pendingTitle));
  return (
    <div className="app">
      {forceUpdate ? null : (
        <Header
          route={current}
          fallbackTitle={tab?.label}
          resolving={resolving}
          pendingTitle={pendingTitle}
        />
      )}
      <main className={showTabs ? 'app-main' : 'app-main no-tabs'}>
        {forceUpdate ? (
          <ForceUpdate />
        ) : (
          <Routes>
            {REDIRECTS.map(({ from, to }) => (
              <Route key={from} path={from} element={<Navigate to={{ pathname: to, search: location.search }} replace />} />
            ))}
            {/* Spec 4.2: #/byj… reached from inside the app (a link, a configured entry) goes to the web path too. */}
            <Route path={BYJ_ROUTE_PATH} element={<ByjRedirect />} />
            {/* Only the route the address matches (the tables do not overlap): the router ranks and
                compiles every route it is given on each render, some 200 regular expressions a time. */}
            {owned.filter(({ route }) => route === current).map(({ route, owner }) => (
              <Route key={`${owner}:${route.path}`} path={route.path} element={<GuardedPage route={route} owner={owner} />} />
            ))}
            <Route path="*" element={<Unmatched />} />
          </Routes>
        )}
      </main>
      {showTabs && <TabBar active={current?.tab ?? tab?.key} />}
      <Overlays />
    </div>
  );
}

/**
 * A path no loaded route matches: wait while a remote is still loading (it may own the path),
 * offer a retry when a remote failed, else it truly does not exist.
 */
function Unmatched() {
  const states = useAtomValue(remoteStatesAtom);
  const { pathname } = useLocation();
  // A remote's path reached before the idle-time start: load what may own it now (its hinted remote,
  // else all; again once that remote has answered without it). Loads already asked for are shared.
  useEffect(() => void startRemotesFor(pathname), [pathname, states]);
  const failed = REMOTE_NAMES.filter((name) => states[name].status === 'failed');
  if (REMOTE_NAMES.some((name) => states[name].status === 'loading')) return <PageSkeleton />;
  if (failed.length > 0) return <RemoteFallback onRetry={() => void Promise.all(failed.map((name) => retryRemote(name)))} />;
  return <NotFound />;
}
