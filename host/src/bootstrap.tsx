import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from '@credit/shared/router';
import { initEntryFlags, initHost, initSession, isLoginAtom, loadBaseInfo, registerShell, sessionStore } from '@credit/shared';
import { hostShell, queryClient } from './shell/shellFacade';
import { Shell } from './shell/Shell';
import { byjRedirect } from './router/byjRedirect';
import { installPageShowReload } from './shell/useNavigationEffects';
import { installSystemBack } from './router/systemBack';
import { rememberReturnUrl } from './router/back';
import { loadStartupData, startFirstReadsOn, startRemotesOn, whenConfigured } from './startup';
import { startTelemetry } from './telemetry/stub';
import { HOST_ROUTES } from './router/hostRoutes';
import { matchRoute } from './router/matchRoute';
import { canHydratePrerender } from './shell/prerendered';
import { shellMounted } from './shell/mounted';
import { replayEarlyTap } from './shell/earlyTap';
import { RootBoundary } from './shell/RootBoundary';

const byj = byjRedirect(window.location.hash);
if (byj) window.history.replaceState(window.history.state, '', byj);

// Host fields come from the entry URL and are kept for the session; the token is resolved next.
initHost(window.location.href, navigator.userAgent);
initSession(window.location.href);
rememberReturnUrl(window.location.href);
// The entry's session flags (ADR 031): the token-lost URL (spec 4.1) and displayWkHeader (spec 2.11).
initEntryFlags(window.location.href);
registerShell(hostShell);
installPageShowReload();
// Before the router mounts: the system back runs the same back behaviour as the header's arrow (ADR 028).
installSystemBack();
// Field data (ADR 061): errors are kept from now; a sampled session records once the runtime config is in, web-vitals after load and idle.
void startTelemetry(whenConfigured());

const app = (
  <StrictMode>
    {/* A crash outside the pages' own boundaries (header, tab bar, overlays) shows a way out, not a blank app. */}
    <RootBoundary>
      <Provider store={sessionStore}>
        <QueryClientProvider client={queryClient}>
          <HashRouter>
            <Shell />
          </HashRouter>
        </QueryClientProvider>
      </Provider>
    </RootBoundary>
  </StrictMode>
);
const container = document.getElementById('root') as HTMLElement;
// The guest home is already painted from index.html: adopt that markup. Anywhere else, render at once
// over it. Both as transitions, so React splits the work into short slices that yield to input.
// Remotes never block either.
if (canHydratePrerender(container, window.location.hash)) startTransition(() => void hydrateRoot(container, app));
else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
// A tap on the pre-rendered home before this point was kept by the first-paint script (ADR 065): acted on
// once the app's handlers are in place.
void shellMounted.then(() => replayEarlyTap(container));
const startPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
const onHostPage = matchRoute(startPath, HOST_ROUTES) !== null;
startRemotesOn(startPath, onHostPage);
// A deep link's first reads start with its remote's code, not after it (ADR 041); the start-up calls
// its page does not wait for go once they have answered.
const firstReadsAnswered = onHostPage ? undefined : startFirstReadsOn(queryClient, startPath, window.location.hash.split('?')[1] ?? '');
void loadStartupData(queryClient, shellMounted, firstReadsAnswered);
// A logged-in deep link: the user's base info (what guards and pages read first) is asked for now,
// beside the remote's code, instead of after the page's route has loaded (one round trip less).
if (startPath !== '/' && sessionStore.get(isLoginAtom)) void loadBaseInfo();
