import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@credit/shared/router';
import {
  accessFactsAtom, askPastGate, bridge, browser, getHost, goLogin, GRAY_TEST_ROUTES, grayTestAtom, holdFirstReads, loadBaseInfo, MESSAGES, sessionStore, setLoggedIn, shell, sysInfoAtom, type RemoteRoute,
} from '@credit/shared';
import { decideGuard, isGrayListed } from '../router/guard';
import { addressValues } from '../router/firstReads';
import { REDIRECTS } from '../router/hostRoutes';
import { Maintenance } from './Maintenance';
import { RemoteBoundary } from './RemoteBoundary';
import { refreshRefusedFiles } from '../federation/integrity';
import { PageSkeleton } from './PageSkeleton';

/** The path the address bar shows now, which can be ahead of a render in progress. */
/** What moves the address bar under the router: the browser's own steps and a typed hash. */
const ADDRESS_EVENTS = ['popstate', 'hashchange'] as const;

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

type PageModule = { default: ComponentType };

interface PageLoad {
  attempt: number;
  load: Promise<PageModule>;
  loaded?: PageModule;
  settled: boolean;
}

/** Each route's page module, asked for once per attempt (a retry asks again instead of replaying a failure). */
const pageLoads = new WeakMap<RemoteRoute, PageLoad>();

/** Starts loading a route's page (idempotent): while the guard waits on the session, the page's code is on its way. */
function loadPage(route: RemoteRoute, attempt: number): PageLoad {
  const cached = pageLoads.get(route);
  if (cached && cached.attempt === attempt) return cached;
  if (!route.page) throw new Error(`route ${route.name} has no page`);
  const entry: PageLoad = { attempt, load: route.page(), settled: false };
  entry.load.then(
    (module) => {
      entry.loaded = module;
      entry.settled = true;
    },
    () => (entry.settled = true),
  );
  pageLoads.set(route, entry);
  return entry;
}

/**
 * Whether a route's page code has arrived (or failed: the lazy page then throws it to the boundary).
 * Until then the page shows its skeleton without a Suspense fallback: React holds back the reveal of a
 * boundary that showed its fallback (about 300 ms), which on a cold visit delayed every page.
 */
function usePageArrived(route: RemoteRoute, attempt: number, wanted: boolean): boolean {
  const entry = route.Component || !wanted ? null : loadPage(route, attempt);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!entry) return;
    // Settled between this render and its effect (passive effects may run after paint, and a page
    // already on its way arrives in between): render again now, or the skeleton would stay for good.
    if (entry.settled) arrived();
    else void entry.load.then(arrived, arrived);
  }, [entry]);
  return entry === null || entry.settled;
}

/**
 * An in-app visit to a page whose code has not arrived yet starts the route's first reads (ADR 041)
 * with that code instead of after it, held until the visit ends. Whether the code was here is taken
 * once per route: the hold must outlive the code's arrival, or the page mounting would ask again.
 */
function useFirstReadsWithCode(route: RemoteRoute, wanted: boolean, pathname: string, search: string): void {
  const client = useQueryClient();
  const codeWasHere = useRef<{ route: RemoteRoute; here: boolean } | null>(null);
  if (codeWasHere.current?.route !== route) codeWasHere.current = { route, here: Boolean(route.Component || pageLoads.get(route)?.loaded) };
  const start = wanted && !codeWasHere.current.here && (route.firstReads?.length ?? 0) > 0;
  useEffect(() => {
    if (!start || !route.firstReads) return;
    return holdFirstReads(client, route.firstReads, addressValues(route.path, pathname, search)).release;
  }, [start, route, client, pathname, search]);
}

/** One lazy component per route and attempt. */
const lazyPages = new WeakMap<RemoteRoute, { attempt: number; Page: LazyExoticComponent<ComponentType> }>();

function lazyPage(route: RemoteRoute, attempt: number): ComponentType {
  if (route.Component) return route.Component;
  const cached = lazyPages.get(route);
  if (cached && cached.attempt === attempt) return cached.Page;
  // A page already loaded is handed over synchronously (a thenable that answers at once), so React
  // renders it without suspending: no skeleton flashes, and no Suspense reveal is held back (~300 ms).
  const Page = lazy(() => {
    const { load, loaded } = loadPage(route, attempt);
    return loaded ? ({ then: (resolve: (module: PageModule) => void) => resolve(loaded) } as unknown as Promise<PageModule>) : load;
  });
  lazyPages.set(route, { attempt, Page });
  return Page;
}

/** Carries out the guard's decision for a route, then renders its page inside a failure boundary. */
export function GuardedPage({ route, owner }: { route: RemoteRoute; owner: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const access = useAtomValue(accessFactsAtom);
  const gray = useAtomValue(grayTestAtom, { store: sessionStore });
  // sys/info's maintenance flag (ADR 040): every page gives way to the maintenance message.
  const sysInfo = useAtomValue(sysInfoAtom, { store: sessionStore });
  const [attempt, setAttempt] = useState(0);
  // A native page that failed to open (spec 8) is shown as the H5 page instead.
  const [nativeFailed, setNativeFailed] = useState(false);
  const decision = useMemo(
    () => decideGuard(route, { access, host: getHost(), pathname, search: search.replace(/^\?/, ''), nativeFailed, bridge: bridge.isAvailable() }),
    [route, access, pathname, search, nativeFailed],
  );
  // Carried out once per distinct decision: a session update that decides the same must not ask twice.
  const decisionKey = JSON.stringify(decision);

  useEffect(() => {
    switch (decision.kind) {
      case 'adoptToken':
        setLoggedIn(decision.token);
        navigate(decision.to, { replace: true });
        break;
      case 'dropToken':
        navigate(decision.to, { replace: true });
        break;
      case 'openNative': {
        let current = true;
        void bridge.openNativePage(decision.page, decision.params).then((opened) => {
          if (opened || !current) return;
          void shell.alert({ content: MESSAGES.nativeRouteFailed });
          setNativeFailed(true);
        });
        return () => {
          current = false;
        };
      }
      case 'nativeLogin':
        void goLogin(decision.returnTo);
        break;
      case 'walletLogin':
        void bridge.tokenExpired().then((told) => {
          if (!told && currentHashPath() === pathname) shell.navigate(decision.to, { replace: true });
        });
        break;
      case 'login': {
        // A page the user is already leaving (logout, then navigation) must not pull them back to it.
        const sendToLogin = (): boolean => {
          if (currentHashPath() !== pathname) return false;
          shell.navigate(decision.to, { replace: true });
          return true;
        };
        if (sendToLogin()) break;
        // But if the address comes back here before the router has shown where it went (logout, then
        // this page typed again at once), the decision still stands: else the page would stay blank.
        const onAddressChange = () => void (sendToLogin() && stopListening());
        const stopListening = () => ADDRESS_EVENTS.forEach((type) => window.removeEventListener(type, onAddressChange));
        ADDRESS_EVENTS.forEach((type) => window.addEventListener(type, onAddressChange));
        return stopListening;
      }
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
          // The app's own step back (browser.back), so the system-back mechanism lets it through (ADR 028).
          if (cameFromInsideApp()) browser.back();
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

  // The page's code loads alongside the guard's checks (a borrow page waits for the session's facts),
  // and its first reads with it.
  const mayShow = decision.kind === 'render' || decision.kind === 'loadBaseInfo';
  useFirstReadsWithCode(route, mayShow, pathname, search);
  const arrived = usePageArrived(route, attempt, mayShow);
  // A page the spec says can be on the gray-test list waits for it (asked at start-up, beside the page's
  // code); any other page renders at once and gives way if the list names it after all.
  if (route.page && gray.status === 'loading' && isGrayListed(route, GRAY_TEST_ROUTES, REDIRECTS)) return <PageSkeleton />;
  if (isGrayListed(route, gray.routes, REDIRECTS) || sysInfo?.maintenance) return <Maintenance />;
  if (decision.kind !== 'render' || !arrived) return <PageSkeleton />;
  const Page = lazyPage(route, attempt);
  return (
    <RemoteBoundary owner={owner} onRetry={() => void refreshRefusedFiles().then(() => setAttempt((n) => n + 1))} resetKey={`${route.path}#${attempt}`}>
      {/* Spec 4.2: a loading flag on route change. */}
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
