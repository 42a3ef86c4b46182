/**
 * A remote release's health from the field (issue 41 items 3 and 4, ADR 060): pure statistics over
 * what the collector's read side answers (`GET /__owner/telemetry/releases?remote=<name>`), the report
 * comparing the current release with the previous one, and the rollback rule of the runtime config.
 * Nothing here reads a file or the network: scripts/release.ts (`health`) fetches and applies.
 */

/** One route's field data for one release, as the collector answers it (metric arrays: raw values, ascending). */
export interface RouteSample {
  sessions: number;
  errors: number;
  LCP?: number[];
  INP?: number[];
  CLS?: number[];
  TTFB?: number[];
}

/** One release of a remote as the collector has seen it. */
export interface ReleaseSample {
  release: string;
  firstSeen: number;
  lastSeen: number;
  /** Distinct page sessions that showed this release. */
  sessions: number;
  /** Of those, the sessions that reported at least one error while on it. */
  sessionsWithError: number;
  /** Error events (a session may send several). */
  errors: number;
  routes: Record<string, RouteSample>;
}

/** The collector's answer for one remote. */
export interface ReleasesAnswer {
  remote: string;
  releases: ReleaseSample[];
}

const METRICS_ALL = ['LCP', 'INP', 'CLS', 'TTFB'] as const;

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isValues = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The collector's answer checked against the contract; a malformed one is an error, never read as "no data". */
export function parseReleasesAnswer(value: unknown, remote: string): ReleasesAnswer {
  const bad = (what: string) => new Error(`the collector's answer for ${remote} is not the contract's: ${what}`);
  if (!isRecord(value) || !Array.isArray(value.releases)) throw bad('no releases list');
  if (value.remote !== remote) throw bad(`it is for ${JSON.stringify(value.remote)}`);
  const releases = value.releases.map((entry: unknown, i): ReleaseSample => {
    if (!isRecord(entry) || typeof entry.release !== 'string') throw bad(`release ${i} has no name`);
    const { release, sessions, sessionsWithError, errors, firstSeen, lastSeen, routes } = entry;
    if (!isCount(sessions) || !isCount(sessionsWithError) || !isCount(errors) || sessionsWithError > sessions) throw bad(`${release}: counts`);
    if (typeof firstSeen !== 'number' || typeof lastSeen !== 'number') throw bad(`${release}: firstSeen/lastSeen`);
    if (!isRecord(routes)) throw bad(`${release}: routes`);
    const checked: Record<string, RouteSample> = {};
    for (const [route, sample] of Object.entries(routes)) {
      if (!isRecord(sample) || !isCount(sample.sessions) || !isCount(sample.errors)) throw bad(`${release} ${route}: counts`);
      for (const metric of METRICS_ALL) if (sample[metric] !== undefined && !isValues(sample[metric])) throw bad(`${release} ${route}: ${metric}`);
      checked[route] = sample as unknown as RouteSample;
    }
    return { release, firstSeen, lastSeen, sessions, sessionsWithError, errors, routes: checked };
  });
  return { remote, releases };
}


// ---------------------------------------------------------------------------------------------------
// Statistics

/** The two-sided 95 % normal quantile. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval of a proportion `count / n` (95 % by default): right near 0 and 1 and
 * for small n, where the normal ("Wald") interval collapses to a point or leaves [0, 1].
 * Undefined for n = 0: no sessions, no rate.
 */
export function wilson(count: number, n: number, z = Z95): Interval | undefined {
  if (n <= 0) return undefined;
  const p = count / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Clamped: at count = 0 or n the bound is 0 or 1 exactly, not 1e-17 beside it.
  return { low: count === 0 ? 0 : Math.max(0, centre - half), high: count === n ? 1 : Math.min(1, centre + half) };
}

/** F(k) = P(B ≤ k) for B ~ Binomial(n, p), k = 0..n; computed in log space (n up to the collector's 5,000 cap and more). */
export function binomialCdf(n: number, p: number): number[] {
  const logRatio = Math.log(p / (1 - p));
  let logPmf = n * Math.log(1 - p);
  const cdf: number[] = [];
  let sum = 0;
  for (let k = 0; k <= n; k += 1) {
    sum += Math.exp(logPmf);
    cdf.push(Math.min(1, sum));
    logPmf += Math.log((n - k) / (k + 1)) + logRatio;
  }
  return cdf;
}

/**
 * The distribution-free confidence interval of the q-quantile from order statistics: the 1-based ranks
 * [l, u] of the sorted sample with P(x(l) ≤ Q ≤ x(u)) ≥ 1 − alpha for any continuous distribution.
 * With B ~ Binomial(n, q) the number of observations below Q, x(l) ≤ Q iff B ≥ l and Q ≤ x(u) iff
 * B ≤ u − 1; each tail is kept at most alpha/2 (equal-tailed): l is the largest rank with P(B ≤ l − 1)
 * ≤ alpha/2, u the smallest with P(B ≥ u) ≤ alpha/2. Undefined when no rank within 1..n does it.
 */
export function quantileRanks(n: number, q = 0.75, alpha = 0.05): { low: number; high: number } | undefined {
  if (n <= 0) return undefined;
  const cdf = binomialCdf(n, q);
  const tail = alpha / 2;
  let low = 0;
  // P(B ≤ l − 1) = cdf[l − 1]; the largest l ≥ 1 whose lower miss stays within the tail.
  while (low + 1 <= n && cdf[low]! <= tail) low += 1;
  // P(B ≥ u) = 1 − cdf[u − 1]; the smallest u ≤ n whose upper miss stays within the tail.
  let high = 1;
  while (high <= n && 1 - cdf[high - 1]! > tail) high += 1;
  if (low < 1 || high > n) return undefined;
  return { low, high };
}

const minSampleMemo = new Map<string, number>();

/** The smallest sample that gives the q-quantile an order-statistic interval (13 for p75 at 95 %). */
export function minSampleForQuantile(q = 0.75, alpha = 0.05): number {
  const key = `${q}/${alpha}`;
  const known = minSampleMemo.get(key);
  if (known !== undefined) return known;
  let n = 1;
  while (!quantileRanks(n, q, alpha)) n += 1;
  minSampleMemo.set(key, n);
  return n;
}

/** A sample's percentile: its value (nearest rank) and, when the sample allows one, its 95 % interval. */
export interface Percentile {
  n: number;
  value?: number;
  interval?: Interval;
}

/** The q-quantile of `values` (nearest rank: x(⌈qn⌉)), with its distribution-free 95 % interval. */
export function percentile(values: readonly number[], q = 0.75, alpha = 0.05): Percentile {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return { n };
  const value = sorted[Math.max(1, Math.ceil(q * n)) - 1]!;
  const ranks = quantileRanks(n, q, alpha);
  return { n, value, ...(ranks ? { interval: { low: sorted[ranks.low - 1]!, high: sorted[ranks.high - 1]! } } : {}) };
}

export type Verdict = 'worse' | 'better' | 'no evidence';

/**
 * For a measure where higher is worse (an error rate, a p75 in ms): worse when the current interval
 * lies wholly above the previous one, better when wholly below, else no evidence (the intervals
 * overlap, or one side has none). Non-overlap of two 95 % intervals is a conservative test: a
 * difference it calls is one chance explains less than 1 % of the time (ADR 060).
 */
export function compareIntervals(previous: Interval | undefined, current: Interval | undefined): Verdict {
  if (!previous || !current) return 'no evidence';
  if (current.low > previous.high) return 'worse';
  if (current.high < previous.low) return 'better';
  return 'no evidence';
}

// ---------------------------------------------------------------------------------------------------
// The rule

/** `health.rollback` of the runtime config (issue 41's contract). */
export interface RollbackRule {
  /** Roll back when the current release's error rate is at least this many times the previous one's. */
  errorRateRatio: number;
  /** ...and the current release has at least this many sessions. */
  minSessions: number;
}

/** The rule when the config names none, or leaves a field out (ADR 060). */
export const DEFAULT_ROLLBACK_RULE: RollbackRule = { errorRateRatio: 2, minSessions: 20 };

/** The config's rule over the defaults; a rule that cannot be applied as written is an error, not a default. */
export function rollbackRuleOf(config: { health?: { rollback?: Partial<RollbackRule> } }): RollbackRule {
  const written = config.health?.rollback ?? {};
  const rule = { ...DEFAULT_ROLLBACK_RULE, ...written };
  if (typeof rule.errorRateRatio !== 'number' || !Number.isFinite(rule.errorRateRatio) || rule.errorRateRatio < 1) {
    throw new Error(`health.rollback.errorRateRatio must be a number ≥ 1, not ${JSON.stringify(written.errorRateRatio)}`);
  }
  if (!Number.isInteger(rule.minSessions) || rule.minSessions < 1) {
    throw new Error(`health.rollback.minSessions must be a whole number ≥ 1, not ${JSON.stringify(written.minSessions)}`);
  }
  return rule;
}

/** One release's error rate: sessions with an error over sessions. */
export interface ErrorRate {
  sessions: number;
  sessionsWithError: number;
  /** Undefined without sessions. */
  rate?: number;
  interval?: Interval;
}

export function errorRateOf(sample: ReleaseSample | undefined): ErrorRate {
  const sessions = sample?.sessions ?? 0;
  const sessionsWithError = sample?.sessionsWithError ?? 0;
  if (sessions === 0) return { sessions, sessionsWithError };
  return { sessions, sessionsWithError, rate: sessionsWithError / sessions, interval: wilson(sessionsWithError, sessions) };
}

export interface Decision {
  rollBack: boolean;
  /** Why, as one clause naming the releases (printed after "keep <release>:" or "roll back <release> to <previous>:"). */
  reason: string;
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const rateText = (r: ErrorRate) => `${percent(r.rate ?? 0)} (${r.sessionsWithError} of ${r.sessions} sessions)`;
const intervalText = (i: Interval | undefined) => (i ? `${percent(i.low)}–${percent(i.high)}` : 'none');

/**
 * The rule (ADR 060): roll `current` back to `previous` when all hold:
 * 1. there is a previous release (the newest of the history, the one a rollback pins) with sessions;
 * 2. the current release has at least `minSessions` sessions;
 * 3. its error rate is at least `errorRateRatio` × the previous one's (compared exactly, in integers);
 * 4. the difference is beyond chance: the current rate's 95 % Wilson lower bound is above the previous
 *    rate's upper bound.
 * A release with no previous one, or whose previous one has no sessions, is never rolled back on a
 * ratio: there is no baseline to be a multiple of (and with no previous release, nothing to go back to).
 */
export function decide(rule: RollbackRule, current: { release: string; sample?: ReleaseSample }, previous?: { release: string; sample?: ReleaseSample }): Decision {
  const keep = (reason: string): Decision => ({ rollBack: false, reason });
  if (!previous) return keep('there is no previous release to compare it with or to go back to');
  if (previous.release === current.release) return keep(`the previous release has the same version name (${previous.release}), so the field data cannot tell them apart`);
  const now = errorRateOf(current.sample);
  const before = errorRateOf(previous.sample);
  if (before.sessions === 0) return keep(`the previous release ${previous.release} has no sessions in the collector, so there is no error rate to be a multiple of`);
  if (now.sessions < rule.minSessions) return keep(`${current.release} has ${now.sessions} sessions, fewer than the ${rule.minSessions} the rule needs`);
  // now.rate ≥ ratio × before.rate, without rounding: x1/n1 ≥ r·x0/n0 ⇔ x1·n0 ≥ r·x0·n1.
  const ratioMet = now.sessionsWithError * before.sessions >= rule.errorRateRatio * before.sessionsWithError * now.sessions;
  const intervals = `95% intervals ${intervalText(now.interval)} and ${intervalText(before.interval)}`;
  const comparison = `${current.release}'s error rate ${rateText(now)}`;
  const baseline = `${previous.release}'s ${rateText(before)}`;
  if (!ratioMet) return keep(`${comparison} is less than ${rule.errorRateRatio}× ${baseline}`);
  if (compareIntervals(before.interval, now.interval) !== 'worse') return keep(`${comparison} is at least ${rule.errorRateRatio}× ${baseline} but within chance (${intervals} overlap)`);
  return { rollBack: true, reason: `${comparison} is at least ${rule.errorRateRatio}× ${baseline} and beyond chance (${intervals} do not overlap)` };
}

/** The decision as one sentence: what to do and why. */
export function verdictSentence(report: Pick<HealthReport, 'current' | 'previous' | 'decision'>): string {
  const { current, previous, decision } = report;
  return decision.rollBack ? `verdict: roll back ${current.release} to ${previous!.release}: ${decision.reason}.` : `verdict: keep ${current.release}: ${decision.reason}.`;
}

// ---------------------------------------------------------------------------------------------------
// The report

export type HealthMetric = 'LCP' | 'INP';
export const HEALTH_METRICS: readonly HealthMetric[] = ['LCP', 'INP'];

export type HealthRow =
  | { kind: 'sessions'; previous: number; current: number }
  | { kind: 'error rate'; previous: ErrorRate; current: ErrorRate; verdict: Verdict }
  | { kind: 'p75'; metric: HealthMetric; route: string; previous: Percentile; current: Percentile; verdict: Verdict };

export interface HealthReport {
  remote: string;
  current: { release: string; sample?: ReleaseSample };
  previous?: { release: string; sample?: ReleaseSample };
  rule: RollbackRule;
  rows: HealthRow[];
  decision: Decision;
}

/**
 * The report for `remote`: the current release (the pin's version) against the previous one (the
 * history's newest, what a rollback would pin), both looked up by version in the collector's answer.
 */
export function healthReport(answer: ReleasesAnswer, currentRelease: string, previousRelease: string | undefined, rule: RollbackRule): HealthReport {
  const find = (release: string) => answer.releases.find((r) => r.release === release);
  const current = { release: currentRelease, sample: find(currentRelease) };
  const previous = previousRelease === undefined ? undefined : { release: previousRelease, sample: find(previousRelease) };
  const now = errorRateOf(current.sample);
  const before = errorRateOf(previous?.sample);
  const rows: HealthRow[] = [
    { kind: 'sessions', previous: before.sessions, current: now.sessions },
    { kind: 'error rate', previous: before, current: now, verdict: compareIntervals(before.interval, now.interval) },
  ];
  const routes = [...new Set([...Object.keys(current.sample?.routes ?? {}), ...Object.keys(previous?.sample?.routes ?? {})])].sort();
  for (const route of routes) {
    for (const metric of HEALTH_METRICS) {
      const p = percentile(previous?.sample?.routes[route]?.[metric] ?? []);
      const c = percentile(current.sample?.routes[route]?.[metric] ?? []);
      if (p.n === 0 && c.n === 0) continue;
      rows.push({ kind: 'p75', metric, route, previous: p, current: c, verdict: compareIntervals(p.interval, c.interval) });
    }
  }
  return { remote: answer.remote, current, previous, rule, rows, decision: decide(rule, current, previous) };
}

const ms = (x: number) => `${Math.round(x)}`;

function percentileCell(p: Percentile): string {
  if (p.n === 0) return '—';
  const min = minSampleForQuantile();
  if (!p.interval) return `${ms(p.value!)} ms n=${p.n}, too few (<${min})`;
  return `${ms(p.value!)} ms [${ms(p.interval.low)}–${ms(p.interval.high)}] n=${p.n}`;
}

function rateCell(r: ErrorRate): string {
  if (r.rate === undefined) return '—';
  return `${percent(r.rate)} [${(100 * r.interval!.low).toFixed(1)}–${percent(r.interval!.high)}] ${r.sessionsWithError}/${r.sessions}`;
}

/** The report as an aligned table (the intervals are 95 %), then the rule's verdict in one sentence. */
export function formatHealthReport(report: HealthReport): string {
  const previousName = report.previous ? `${report.previous.release} (previous)` : '(no previous)';
  const header = [report.remote, previousName, `${report.current.release} (current)`, 'verdict'];
  const lines = report.rows.map((row): string[] => {
    if (row.kind === 'sessions') return ['sessions', report.previous ? `${row.previous}` : '—', `${row.current}`, ''];
    if (row.kind === 'error rate') return ['error rate', rateCell(row.previous), rateCell(row.current), row.verdict];
    return [`${row.route} p75 ${row.metric}`, percentileCell(row.previous), percentileCell(row.current), row.verdict];
  });
  const table = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  const render = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const rule = `rule: roll back at ≥ ${report.rule.errorRateRatio}× the previous error rate, with ≥ ${report.rule.minSessions} sessions, beyond chance`;
  return [render(header), ...lines.map(render), '', 'intervals: 95% (error rate: Wilson; p75: order statistics); — = no data', rule, verdictSentence(report)].join('\n');
}
