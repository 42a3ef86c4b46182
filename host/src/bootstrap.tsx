import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { HashRouter } from 'react-router-dom';
import { initHost, initSession, registerShell, sessionStore } from '@credit/shared';
import { hostShell } from './shell/shellFacade';
import { Shell } from './shell/Shell';
import { byjRedirect } from './router/byjRedirect';
import { installPageShowReload } from './router/useNavigationEffects';
import { loadStartupData, startRemotesWhenUseful } from './startup';
import { HOST_ROUTES } from './router/hostRoutes';
import { matchRoute } from './router/matchRoute';

const byj = byjRedirect(window.location.hash);
if (byj) window.history.replaceState(window.history.state, '', byj);

// Host fields come from the entry URL and are kept for the session; the token is resolved next.
initHost(window.location.href, navigator.userAgent);
initSession(window.location.href);
registerShell(hostShell);
installPageShowReload();

// Render at once (over the pre-rendered shell); remotes arrive in parallel and never block it.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={sessionStore}>
      <HashRouter>
        <Shell />
      </HashRouter>
    </Provider>
  </StrictMode>,
);
startRemotesWhenUseful(matchRoute(window.location.hash.replace(/^#/, '').split('?')[0] || '/', HOST_ROUTES) !== null);
void loadStartupData();
