import type { ComponentType } from 'react';

/** Which icon the header shows on the right (spec 2.11). */
export type HeaderRightIcon =
  | 'pointsExplanation'
  | 'transactionRecords'
  | 'withdrawRecords'
  | 'feedback'
  | 'share'
  | 'ruleExplanation'
  | 'voucherRecords'
  | 'rewardDetails';

/**
 * Route-specific back behaviour (spec 2.11, 4.9):
 * - 'default': stored return URL, else history (index when history has one entry);
 * - 'twoSteps': go back two pages (cancelLoanResult);
 * - 'home': return to the index (register, helpYouPay, creditLife, spring_tour, quotaCompetition);
 * - 'cashIndex': ask with the leave popup, then return to the cash index;
 * - 'confirmExit': ask before exit (safe certification);
 * - 'agreementConsent': ask for consent unless every agreement is selected.
 */
export type BackPolicy = 'default' | 'twoSteps' | 'home' | 'cashIndex' | 'confirmExit' | 'agreementConsent';

/**
 * Where back goes from a route in the native app instead of finishing the window (spec 2.11): the
 * app's user tab, its index tab, or its login (the registration-back target); `fromBuild`: only from
 * that app build on (spec 9 thresholds), the usual native back below it.
 */
export interface NativeBack {
  to: 'user' | 'index' | 'login';
  fromBuild?: number;
}

/**
 * A read a route's page makes first, declared as data (ADR 041): the query key the page reads it by,
 * the call (its spec 7 path, always POST) and the body, and the page's cache times for it. The host
 * starts these as soon as the route is known (before the remote's code arrives, from routes.json), and
 * the page's own query (`readQuery` of the same definition) finds the answer in the cache.
 */
export interface FirstRead {
  key: ReadonlyArray<string | number>;
  path: string;
  body?: Readonly<Record<string, string>>;
  /**
   * Parameters of the page's address the read takes (a query-string or path parameter, e.g. `orderNo`):
   * each is added to the body under its name and to the key, in this order. Without one of them in the
   * address the read is not started ahead of the page.
   */
  params?: readonly string[];
  /** The page's staleTime / gcTime for this read (TanStack Query's defaults of the shared client when absent). */
  staleTime?: number;
  gcTime?: number;
}

/** One route of a remote's route module (`./routes`). Metadata is eager, the page is lazy. */
export interface RemoteRoute {
  /** Hash path without the leading '#', e.g. '/login' or '/prepaymentApply/:appId'. */
  path: string;
  /** The route name of the spec (used for redirects carrying "redirect name", tracking and history). */
  name: string;
  /** Header title; empty hides the header. */
  title: string;
  requiresAuth?: boolean;
  needBaseInfo?: boolean;
  /**
   * A borrowing flow (spec 4.3, 4.4, 6): the guard lets in only a logged-in user with an opened card
   * and an activated limit, whatever the entry (button, tile, typed address); anyone else gets login
   * or the check's popup, never the page. Implies requiresAuth (tables spell both out) and loads the user status first.
   */
  requiresBorrowReady?: boolean;
  headerRight?: HeaderRightIcon;
  /** Where this route's header icon leads instead of the icon's usual page (the feedback icon: /opinionFeedback outside the cash pages). */
  headerRightTo?: string;
  back?: BackPolicy;
  nativeBack?: NativeBack;
  /** Tab pages show the bottom tab bar. */
  tab?: 'index' | 'discover' | 'member' | 'my';
  /**
   * The page's first reads (ADR 041): the host starts them when the route matches and the guard lets
   * the user in, in parallel with the page's code. Each is the very definition the page's hooks read.
   */
  firstReads?: readonly FirstRead[];
  /**
   * Loads the page (a dynamic import, so each page is its own chunk). The host wraps it in React.lazy
   * itself, so a retry after a failed load can ask again instead of replaying a cached failure.
   */
  page?: () => Promise<{ default: ComponentType }>;
  /**
   * A page already in the bundle, rendered with no lazy boundary: the host's home (the pre-rendered
   * first screen is taken over without flashing a skeleton) and the transition hop (no loading flag, spec 4.2).
   */
  Component?: ComponentType;
}

/**
 * What a remote's build writes of each route into routes.json (ADR 041): enough for the host to paint
 * the route's header and to let the guard decide, and to start the route's first reads, before the
 * remote's code is there.
 */
export type RouteMeta = Pick<RemoteRoute, 'path' | 'name' | 'title' | 'requiresAuth' | 'needBaseInfo' | 'requiresBorrowReady' | 'firstReads'>;

/** What a remote's `./routes` module exports. */
export interface RouteModule {
  routes: RemoteRoute[];
}
