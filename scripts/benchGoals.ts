/**
 * Issue 42's goals, as `npm run bench` prints them after its rows (ADR 062): each of our figures beside
 * the goal it must meet, the Lighthouse ones as a ratio to the bare-stack floor's figure measured in
 * the same run (bench/floor/). Pure: figures in, lines out. A figure the run did not measure (a row not
 * chosen) reads "not measured", never met.
 */

/** The pages Lighthouse measures beside the floor: the guest home and every measured remote page. */
export const GOAL_PAGES = ['home', 'login', 'user', 'newBorrowCash', 'billList', 'cashier_desk'] as const;
export type GoalPage = (typeof GOAL_PAGES)[number];
/** The remote pages (all but the home), whose own first load and LCP have goals of their own. */
export const REMOTE_GOAL_PAGES = GOAL_PAGES.filter((page): page is Exclude<GoalPage, 'home'> => page !== 'home');

/** The goals of issue 42 (its "Goals" section). */
export const GOALS = {
  /** Our TBT ≤ this × the floor's, on every page of GOAL_PAGES. */
  tbtRatio: 0.5,
  /** Our LCP ≤ this × the floor's on every remote page… */
  lcpRatioRemote: 0.65,
  /** …and on the guest home. */
  lcpRatioHome: 0.4,
  /** The host's start-up JavaScript, brotli, in KiB. */
  hostStartUpKiB: 110,
  /** A remote page's own first load (its code from the remote's origin), in KiB. */
  remoteFirstLoadKiB: 50,
  /** Round trips of 300 ms until a cold deep link's content shows. */
  coldRoundTrips: { billList: 4, newBorrowCash: 4.5 },
} as const;

/** Lighthouse medians (ms). */
export interface LighthouseMedians {
  tbt: number;
  lcp: number;
}

/** What one run measured for the goals; every field may be missing (its row was not run). */
export interface GoalFigures {
  floor?: LighthouseMedians;
  /** Our pages' Lighthouse medians, measured in turns with the floor. */
  lighthouse: Partial<Record<GoalPage, LighthouseMedians>>;
  /** The host's start-up JavaScript on the guest home, bytes on the wire (brotli). */
  hostStartUpBytes?: number;
  /** Each remote page's code from its remote's origin on a cold deep link, bytes on the wire. */
  remoteFirstLoadBytes: Partial<Record<Exclude<GoalPage, 'home'>, number>>;
  /** Round trips until the content of a cold deep link shows, at 300 ms a request. */
  coldRoundTrips: Partial<Record<keyof typeof GOALS.coldRoundTrips, number>>;
}

export const emptyGoalFigures = (): GoalFigures => ({ lighthouse: {}, remoteFirstLoadBytes: {}, coldRoundTrips: {} });

/** How the bench names each page in the goals block. */
export const PAGE_LABELS: Record<GoalPage, string> = {
  home: '/#/ (guest)',
  login: '/#/login (guest)',
  user: '/#/user (demo user)',
  newBorrowCash: '/#/newBorrowCash (demo user)',
  billList: '/#/billList (demo user)',
  cashier_desk: '/#/cashier_desk (demo user)',
};

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
const NOT_MEASURED = 'not measured in this run';

/** A goal of ours ≤ factor × the floor's: both figures, the ratio, the goal and whether it is met. */
function ratioLine(name: string, ours: number | undefined, floor: number | undefined, factor: number, unit: (ms: number) => string): string {
  if (ours === undefined || floor === undefined || !Number.isFinite(ours) || !Number.isFinite(floor) || floor <= 0) return `${name}: ${NOT_MEASURED} (goal ≤ ${factor.toFixed(2)}× the floor's)`;
  return `${name}: ours ${unit(ours)}, floor ${unit(floor)}, ${(ours / floor).toFixed(2)}× (goal ≤ ${factor.toFixed(2)}×): ${verdict(ours <= factor * floor)}`;
}

/** A goal of ours ≤ a fixed figure (no floor figure to compare with). */
function limitLine(name: string, ours: number | undefined, limit: number, unit: (value: number) => string): string {
  if (ours === undefined || !Number.isFinite(ours)) return `${name}: ${NOT_MEASURED} (goal ≤ ${unit(limit)})`;
  return `${name}: ours ${unit(ours)} (goal ≤ ${unit(limit)}): ${verdict(ours <= limit)}`;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kib = (value: number) => `${value.toFixed(1)} KiB`;
const roundTrips = (value: number) => `${value.toFixed(2)} round trips`;

/** The goals block: a heading, then one line per goal and page. */
export function goalLines(figures: GoalFigures): string[] {
  const { floor, lighthouse } = figures;
  return [
    'goals of issue 42 (Lighthouse mobile medians in turns with the floor, the bare React + router + Module Federation stack of bench/floor/):',
    ...GOAL_PAGES.map((page) => ratioLine(`  TBT ${PAGE_LABELS[page]}`, lighthouse[page]?.tbt, floor?.tbt, GOALS.tbtRatio, ms)),
    ...GOAL_PAGES.map((page) => ratioLine(`  LCP ${PAGE_LABELS[page]}`, lighthouse[page]?.lcp, floor?.lcp, page === 'home' ? GOALS.lcpRatioHome : GOALS.lcpRatioRemote, seconds)),
    limitLine('  host start-up JS, brotli', figures.hostStartUpBytes === undefined ? undefined : figures.hostStartUpBytes / 1024, GOALS.hostStartUpKiB, kib),
    ...REMOTE_GOAL_PAGES.map((page) => {
      const bytes = figures.remoteFirstLoadBytes[page];
      return limitLine(`  remote's own first load ${PAGE_LABELS[page]}`, bytes === undefined ? undefined : bytes / 1024, GOALS.remoteFirstLoadKiB, kib);
    }),
    limitLine(`  cold ${PAGE_LABELS.billList} at 300 ms a request`, figures.coldRoundTrips.billList, GOALS.coldRoundTrips.billList, roundTrips),
    limitLine(`  cold ${PAGE_LABELS.newBorrowCash} at 300 ms a request`, figures.coldRoundTrips.newBorrowCash, GOALS.coldRoundTrips.newBorrowCash, roundTrips),
  ];
}
