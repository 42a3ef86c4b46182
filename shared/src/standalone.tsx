import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HashRouter, Link, Route, Routes, useNavigate } from '@credit/shared/router';
import { registerShell, type ShellFacade } from './shell/facade';
import type { RemoteRoute } from './shell/routes';
import { sessionStore } from './session/store';
import { initSession } from './session';
import { initHost } from './embedder';
import { createQueryClient } from './data/queryClient';

/**
 * A minimal stand-in for the host shell, so a remote team can run its pages alone
 * (`npm run dev -w remote-<name>`). Overlays are plain browser dialogs; there are no tabs or guards.
 * Not part of the shared singleton: only a remote's stand-alone bootstrap imports it.
 */
function standaloneFacade(navigate: (to: string) => void, queryClient: QueryClient): ShellFacade {
  return {
    toast: (message) => console.info(`[toast] ${message}`),
    alert: async ({ content }) => window.alert(content),
    confirm: async ({ content }) => window.confirm(content),
    showLoading: () => undefined,
    hideLoading: () => undefined,
    payStart: () => ({ done: () => undefined, close: () => undefined }),
    closeAll: () => undefined,
    navigate: (to) => navigate(typeof to === 'string' ? to : `/${to.name}`),
    back: () => window.history.back(),
    queryClient: () => queryClient,
  };
}

function StandaloneRoutes({ name, routes, queryClient }: { name: string; routes: RemoteRoute[]; queryClient: QueryClient }) {
  const navigate = useNavigate();
  registerShell(standaloneFacade((to) => navigate(to), queryClient));
  const pages = useMemo(
    () => routes.map((r) => ({ route: r, Page: (r.Component ?? (r.page ? lazy(r.page) : () => null)) as ComponentType })),
    [routes],
  );
  return (
    <Suspense fallback={<p>加载中…</p>}>
      <Routes>
        {pages.map(({ route, Page }) => (
          <Route key={route.path} path={route.path} element={<Page />} />
        ))}
        <Route
          path="*"
          element={
            <ul>
              <li>{name} (stand-alone)</li>
              {routes.map((r) => (
                <li key={r.path}>
                  <Link to={r.path.replace(/:\w+/g, 'x')}>{`${r.path} ${r.title}`}</Link>
                </li>
              ))}
            </ul>
          }
        />
      </Routes>
    </Suspense>
  );
}

export function renderStandalone(name: string, routes: RemoteRoute[]): void {
  initHost(window.location.href, navigator.userAgent);
  initSession(window.location.href);
  const queryClient = createQueryClient();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={sessionStore}>
      <QueryClientProvider client={queryClient}>
        <HashRouter>
          <StandaloneRoutes name={name} routes={routes} queryClient={queryClient} />
        </HashRouter>
      </QueryClientProvider>
    </Provider>,
  );
}
