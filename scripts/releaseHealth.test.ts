// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyRuntimeConfig, healthCheck, historyFileOf, parseReleaseCommand, releaseHost, releaseRemote, rollbackRemote, withRelease, DEFAULT_COLLECTOR, type RemoteRelease, type RuntimeConfigFile } from './release';
import {
  binomialCdf,
  compareIntervals,
  decide,
  DEFAULT_ROLLBACK_RULE,
  formatHealthReport,
  healthReport,
  minSampleForQuantile,
  parseReleasesAnswer,
  percentile,
  quantileRanks,
  rollbackRuleOf,
  wilson,
  type ReleaseSample,
  type ReleasesAnswer,
} from './releaseHealth';
import { PROVIDES_FILE } from './apps';

const ROOT = path.resolve(import.meta.dirname, '..');

/** C(n, k) p^k (1-p)^(n-k), summed directly: a reference independent of binomialCdf's log-space recurrence. */
function exactCdf(n: number, p: number): number[] {
  const out: number[] = [];
  let sum = 0;
  for (let k = 0; k <= n; k += 1) {
    let c = 1;
    for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
    sum += c * p ** k * (1 - p) ** (n - k);
    out.push(sum);
  }
  return out;
}

describe('wilson', () => {
  it('gives the published Wilson intervals (5/10: 0.2366–0.7634; 0/10: 0–0.2775) and none without sessions', () => {
    expect(wilson(5, 10)!.low).toBeCloseTo(0.2366, 4);
    expect(wilson(5, 10)!.high).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 10)).toEqual({ low: 0, high: expect.closeTo(0.2775, 4) as number });
    expect(wilson(10, 10)).toEqual({ low: expect.closeTo(0.7225, 4) as number, high: 1 });
    expect(wilson(0, 0)).toBeUndefined();
  });

  it('narrows as the sample grows, always holding the observed rate', () => {
    const widths = [10, 100, 1000].map((n) => {
      const interval = wilson(n / 10, n)!;
      expect(interval.low).toBeLessThan(0.1);
      expect(interval.high).toBeGreaterThan(0.1);
      return interval.high - interval.low;
    });
    expect(widths[0]).toBeGreaterThan(widths[1]!);
    expect(widths[1]).toBeGreaterThan(widths[2]!);
  });
});

describe('the p75 interval from order statistics', () => {
  it('binomialCdf matches the direct sum, and stays a distribution at the collector cap (5,000)', () => {
    for (const n of [1, 7, 13, 30]) {
      const reference = exactCdf(n, 0.75);
      binomialCdf(n, 0.75).forEach((value, k) => expect(value, `n=${n} k=${k}`).toBeCloseTo(reference[k]!, 12));
    }
    const big = binomialCdf(5000, 0.75);
    expect(big).toHaveLength(5001);
    expect(big.at(-1)).toBeCloseTo(1, 9);
    expect(big.every((v, k) => k === 0 || v >= big[k - 1]!)).toBe(true);
  });

  it('chooses the tightest ranks whose tails each miss at most 2.5 % (checked exactly for n up to 80)', () => {
    for (let n = 1; n <= 80; n += 1) {
      const F = exactCdf(n, 0.75);
      const lowerMiss = (l: number) => F[l - 1]!; // P(B ≤ l − 1): Q below x(l)
      const upperMiss = (u: number) => 1 - F[u - 1]!; // P(B ≥ u): Q above x(u)
      const ranks = quantileRanks(n);
      if (!ranks) {
        // No rank gives it: even x(n) misses the quantile more than 2.5 % of the time.
        expect(upperMiss(n), `n=${n}`).toBeGreaterThan(0.025);
        continue;
      }
      const { low, high } = ranks;
      expect(lowerMiss(low), `n=${n}`).toBeLessThanOrEqual(0.025);
      expect(upperMiss(high), `n=${n}`).toBeLessThanOrEqual(0.025);
      expect(1 - lowerMiss(low) - upperMiss(high), `n=${n}`).toBeGreaterThanOrEqual(0.95);
      // Tightest: one rank further in breaks a tail.
      if (low + 1 <= n) expect(lowerMiss(low + 1), `n=${n}`).toBeGreaterThan(0.025);
      expect(upperMiss(high - 1), `n=${n}`).toBeGreaterThan(0.025);
    }
  });

  it('needs 13 values for a 95 % p75 interval (0.75^13 < 2.5 % < 0.75^12)', () => {
    expect(minSampleForQuantile()).toBe(13);
    expect(quantileRanks(12)).toBeUndefined();
    expect(quantileRanks(13)).toEqual({ low: expect.any(Number) as number, high: 13 });
    expect(minSampleForQuantile(0.5)).toBe(6);
  });

  it('covers the true p75 at least 95 % of the time on skewed samples (simulation, fixed seed)', () => {
    let seed = 41;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) + 0.5) / 2 ** 31;
    // Exponential with mean 1000 ms: p75 = 1000 ln 4.
    const truth = 1000 * Math.log(4);
    let covered = 0;
    const trials = 2000;
    for (let t = 0; t < trials; t += 1) {
      const sample = Array.from({ length: 40 }, () => -1000 * Math.log(random()));
      const { interval } = percentile(sample);
      if (interval!.low <= truth && truth <= interval!.high) covered += 1;
    }
    expect(covered / trials).toBeGreaterThanOrEqual(0.94);
  });

  it('takes the nearest rank as the p75 (sorting what it is given), and gives no interval below 13 values', () => {
    const values = Array.from({ length: 20 }, (_, i) => (i + 1) * 100).reverse();
    const p = percentile(values);
    expect(p.value).toBe(1500);
    expect(p.interval).toEqual({ low: 1100, high: 1900 });
    expect(percentile([300, 100, 200, 400]).value).toBe(300);
    // x(⌈0.75 · 7⌉) = x(6), not x(5).
    expect(percentile([1, 2, 3, 4, 5, 6, 7]).value).toBe(6);
    expect(percentile([300, 100, 200, 400]).interval).toBeUndefined();
    expect(percentile([])).toEqual({ n: 0 });
  });
});

describe('compareIntervals', () => {
  it.each([
    [{ low: 0.01, high: 0.1 }, { low: 0.2, high: 0.5 }, 'worse'],
    [{ low: 0.2, high: 0.5 }, { low: 0.01, high: 0.1 }, 'better'],
    [{ low: 0.01, high: 0.2 }, { low: 0.2, high: 0.5 }, 'no evidence'],
    [undefined, { low: 0.2, high: 0.5 }, 'no evidence'],
  ] as const)('%o then %o is %s', (previous, current, verdict) => {
    expect(compareIntervals(previous, current)).toBe(verdict);
  });
});

describe('rollbackRuleOf', () => {
  it("takes the config's rule, a field it leaves out from the defaults (×2, 20 sessions)", () => {
    expect(DEFAULT_ROLLBACK_RULE).toEqual({ errorRateRatio: 2, minSessions: 20 });
    expect(rollbackRuleOf({})).toEqual(DEFAULT_ROLLBACK_RULE);
    expect(rollbackRuleOf({ health: { rollback: { errorRateRatio: 3, minSessions: 50 } } })).toEqual({ errorRateRatio: 3, minSessions: 50 });
    expect(rollbackRuleOf({ health: { rollback: { minSessions: 5 } } })).toEqual({ errorRateRatio: 2, minSessions: 5 });
  });

  it('refuses a rule it cannot apply as written, rather than falling back to a default', () => {
    expect(() => rollbackRuleOf({ health: { rollback: { errorRateRatio: 0.5 } } })).toThrow(/errorRateRatio must be a number ≥ 1/);
    expect(() => rollbackRuleOf({ health: { rollback: { minSessions: 0 } } })).toThrow(/minSessions must be a whole number ≥ 1/);
    expect(() => rollbackRuleOf({ health: { rollback: { minSessions: '20' as unknown as number } } })).toThrow(/minSessions/);
  });
});

const sample = (release: string, sessions: number, sessionsWithError: number, routes: ReleaseSample['routes'] = {}): ReleaseSample => ({
  release,
  firstSeen: 0,
  lastSeen: 1,
  sessions,
  sessionsWithError,
  errors: sessionsWithError,
  routes,
});

describe('decide: the rollback rule', () => {
  const rule = { errorRateRatio: 2, minSessions: 20 };
  const r1 = (sessions: number, withError: number) => ({ release: 'r1', sample: sample('r1', sessions, withError) });
  const r2 = (sessions: number, withError: number) => ({ release: 'r2', sample: sample('r2', sessions, withError) });

  it('rolls back a release with enough sessions, at least ×2 the error rate, beyond chance; the reason names both rates and intervals', () => {
    const decision = decide(rule, r2(25, 10), r1(40, 1));
    expect(decision).toEqual({ rollBack: true, reason: "r2's error rate 40.0% (10 of 25 sessions) is at least 2× r1's 2.5% (1 of 40 sessions) and beyond chance (95% intervals 23.4%–59.3% and 0.4%–12.9% do not overlap)" });
  });

  it('rolls back from a previous release without errors: any rate is a multiple of 0, chance still decides', () => {
    expect(decide(rule, r2(30, 8), r1(100, 0)).rollBack).toBe(true);
    expect(decide(rule, r2(30, 1), r1(100, 0))).toMatchObject({ rollBack: false, reason: expect.stringContaining('within chance') as string });
  });

  it.each([
    ['fewer sessions than the rule needs', r2(19, 19), r1(40, 1), 'r2 has 19 sessions, fewer than the 20 the rule needs'],
    ['a ratio below the rule', r2(100, 9), r1(100, 5), "r2's error rate 9.0% (9 of 100 sessions) is less than 2× r1's 5.0% (5 of 100 sessions)"],
    ['a ratio met but within chance', r2(20, 4), r1(20, 1), 'within chance (95% intervals 8.1%–41.6% and 0.9%–23.6% overlap)'],
    ['no sessions for the previous release', r2(50, 50), { release: 'r1' }, 'the previous release r1 has no sessions in the collector, so there is no error rate to be a multiple of'],
    ['the same version name for both', r2(50, 50), { release: 'r2', sample: sample('r2', 50, 0) }, 'the previous release has the same version name (r2)'],
  ])('leaves it alone on %s, saying why', (_case, current, previous, reason) => {
    const decision = decide(rule, current, previous);
    expect(decision.rollBack).toBe(false);
    expect(decision.reason).toContain(reason);
  });

  it('never rolls back a release that has no previous one', () => {
    expect(decide(rule, r2(1000, 1000))).toEqual({ rollBack: false, reason: 'there is no previous release to compare it with or to go back to' });
  });

  it('compares the ratio exactly at the boundary (10 % is ×2 of 5 %), and follows the configured ratio', () => {
    const previous = { release: 'r1', sample: sample('r1', 1000, 50) };
    expect(decide(rule, { release: 'r2', sample: sample('r2', 1000, 100) }, previous).rollBack).toBe(true);
    expect(decide(rule, { release: 'r2', sample: sample('r2', 1000, 99) }, previous).reason).toContain('less than 2×');
    expect(decide({ errorRateRatio: 3, minSessions: 20 }, { release: 'r2', sample: sample('r2', 1000, 100) }, previous).rollBack).toBe(false);
  });
});

describe('healthReport and its table', () => {
  const ramp = (n: number, from: number, step: number) => Array.from({ length: n }, (_, i) => from + i * step);
  const answer: ReleasesAnswer = {
    remote: 'repay',
    releases: [
      sample('r1', 40, 1, { '/billList': { sessions: 30, errors: 1, LCP: ramp(30, 1000, 20), INP: ramp(30, 40, 2) }, '/repayPlan': { sessions: 10, errors: 0, LCP: ramp(10, 900, 10) } }),
      sample('r2', 25, 10, { '/billList': { sessions: 25, errors: 14, LCP: ramp(25, 1800, 20), INP: ramp(8, 40, 2) } }),
      sample('r0', 5, 0),
    ],
  };

  it('compares the pinned release with the previous one, by version: sessions, error rate, p75 LCP and INP per route, each with its verdict', () => {
    const report = healthReport(answer, 'r2', 'r1', DEFAULT_ROLLBACK_RULE);
    expect(report.rows.map((row) => (row.kind === 'p75' ? `${row.route} ${row.metric} ${row.verdict}` : row.kind === 'sessions' ? `sessions ${row.previous}→${row.current}` : `error rate ${row.verdict}`))).toEqual([
      'sessions 40→25',
      'error rate worse',
      '/billList LCP worse',
      '/billList INP no evidence',
      '/repayPlan LCP no evidence',
    ]);
    expect(report.decision.rollBack).toBe(true);
  });

  it('prints aligned columns, the intervals, too-few samples with the minimum, no data as —, and the verdict in one sentence', () => {
    const text = formatHealthReport(healthReport(answer, 'r2', 'r1', DEFAULT_ROLLBACK_RULE));
    const lines = text.split('\n');
    const tableLines = lines.slice(0, lines.indexOf(''));
    expect(tableLines).toHaveLength(6);
    expect(tableLines[0]).toMatch(/^repay +r1 \(previous\) +r2 \(current\) +verdict$/);
    // Every column starts where its header does.
    const starts = ['r1 (previous)', 'r2 (current)', 'verdict'].map((title) => tableLines[0]!.indexOf(title));
    const cells = (line: string) => line.split(/ {2,}/);
    for (const line of tableLines.slice(2)) {
      const [, previousCell, currentCell] = cells(line);
      expect(line.indexOf(previousCell!), line).toBe(starts[0]);
      expect(line.indexOf(currentCell!, starts[1]), line).toBe(starts[1]);
    }
    expect(text).toContain('2.5% [0.4–12.9%] 1/40');
    expect(text).toContain('40.0% [23.4–59.3%] 10/25');
    expect(text).toMatch(/\/billList p75 INP +\d+ ms \[\d+–\d+\] n=30 +\d+ ms n=8, too few \(<13\) +no evidence/);
    expect(text).toMatch(/\/repayPlan p75 LCP +\d+ ms n=10, too few \(<13\) +— +no evidence/);
    expect(lines.at(-1)).toBe(`verdict: roll back r2 to r1: ${healthReport(answer, 'r2', 'r1', DEFAULT_ROLLBACK_RULE).decision.reason}.`);
  });

  it('shows a release with no previous one, and one the collector has not seen, as no data, and keeps it', () => {
    const alone = formatHealthReport(healthReport(answer, 'r2', undefined, DEFAULT_ROLLBACK_RULE));
    expect(alone).toMatch(/^repay +\(no previous\) +r2 \(current\)/);
    expect(alone).toMatch(/\nsessions +— +25/);
    expect(alone.split('\n').at(-1)).toBe('verdict: keep r2: there is no previous release to compare it with or to go back to.');
    const unseen = healthReport(answer, 'r3', 'r2', DEFAULT_ROLLBACK_RULE);
    expect(unseen.rows[0]).toEqual({ kind: 'sessions', previous: 25, current: 0 });
    expect(unseen.decision.reason).toBe('r3 has 0 sessions, fewer than the 20 the rule needs');
  });
});

describe('parseReleasesAnswer', () => {
  it("accepts the contract's answer and refuses anything else, naming what is wrong", () => {
    const good = { remote: 'repay', releases: [sample('r1', 2, 1, { '/x': { sessions: 2, errors: 1, LCP: [1, 2], CLS: [0.01] } })] };
    expect(parseReleasesAnswer(good, 'repay')).toEqual(good);
    expect(() => parseReleasesAnswer({ remote: 'loan', releases: [] }, 'repay')).toThrow(/it is for "loan"/);
    expect(() => parseReleasesAnswer({ remote: 'repay' }, 'repay')).toThrow(/no releases list/);
    expect(() => parseReleasesAnswer({ remote: 'repay', releases: [{ ...sample('r1', 2, 3) }] }, 'repay')).toThrow(/r1: counts/);
    expect(() => parseReleasesAnswer({ remote: 'repay', releases: [sample('r1', 2, 1, { '/x': { sessions: 1, errors: 0, LCP: [-1] } })] }, 'repay')).toThrow(/r1 \/x: LCP/);
  });
});

// ---------------------------------------------------------------------------------------------------
// The command: `npm run release -- health <remote>` against a collector served from here.

const REQUIRES = { react: { range: '^19.3.1', builtWith: '19.3.1' } };
const GIVES = { react: '19.3.1' };
const releaseNamed = (version: string): RemoteRelease => ({
  pin: { manifest: `https://cdn.example.com/repay/${version}/mf-manifest.json`, integrity: `sha384-${version.padEnd(64, 'A')}`, version },
  routes: ['/billList'],
  preload: [],
  pages: {},
  meta: [],
  integrity: {},
  requires: REQUIRES,
});

let root: string;
let configFile: string;
let server: http.Server;
let collector: string;
/** What the collector answers next, and what it was asked. */
let answer: { status: number; body: unknown };
let asked: string[];

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(tmpdir(), 'release-health-'));
  configFile = path.join(root, 'remotes.json');
  asked = [];
  server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  collector = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** repay released as r1 then r2 (r1 in the history), with the project's rule. */
function deployment(health: RuntimeConfigFile['health'] = { rollback: { errorRateRatio: 2, minSessions: 20 } }): void {
  fs.writeFileSync(configFile, JSON.stringify({ ...emptyRuntimeConfig([], GIVES), health }));
  releaseRemote(configFile, 'repay', releaseNamed('r1'));
  releaseRemote(configFile, 'repay', releaseNamed('r2'));
}
const config = () => JSON.parse(fs.readFileSync(configFile, 'utf8')) as RuntimeConfigFile;
const BAD = { status: 200, body: { remote: 'repay', releases: [sample('r1', 40, 1), sample('r2', 25, 10)] } };
const HEALTHY = { status: 200, body: { remote: 'repay', releases: [sample('r1', 40, 1), sample('r2', 60, 2)] } };

describe('healthCheck (npm run release -- health)', () => {
  it("asks the collector's read path for the remote, and only reports without --apply (the config unchanged)", async () => {
    deployment();
    answer = BAD;
    const before = fs.readFileSync(configFile, 'utf8');
    const { report, lines, rolledBack } = await healthCheck(configFile, 'repay', { collector, apply: false });
    expect(asked).toEqual(['/__owner/telemetry/releases?remote=repay']);
    expect(report.decision.rollBack).toBe(true);
    expect(rolledBack).toBeUndefined();
    expect(lines.at(-1)).toBe('(dry run: add --apply to roll repay back to r1)');
    expect(fs.readFileSync(configFile, 'utf8')).toBe(before);
  });

  it('with --apply rolls a bad release back to the previous pin and says from what, to what and why', async () => {
    deployment();
    answer = BAD;
    const { report, lines, rolledBack } = await healthCheck(configFile, 'repay', { collector, apply: true });
    expect(lines.at(-1)).toBe(`repay rolled back from r2 to r1: ${report.decision.reason}`);
    expect(rolledBack?.remotes.repay?.version).toBe('r1');
    expect(config().remotes.repay).toEqual(releaseNamed('r1').pin);
    // What rollbackRemote does: r1 taken off the history.
    expect(JSON.parse(fs.readFileSync(historyFileOf(configFile), 'utf8'))).toEqual({ repay: [] });
    // The rule stays in the config the rollback wrote.
    expect(config().health).toEqual({ rollback: { errorRateRatio: 2, minSessions: 20 } });
  });

  it('leaves a healthy release alone, --apply or not', async () => {
    deployment();
    answer = HEALTHY;
    const before = fs.readFileSync(configFile, 'utf8');
    const { report, lines } = await healthCheck(configFile, 'repay', { collector, apply: true });
    expect(report.decision.rollBack).toBe(false);
    expect(lines.at(-1)).toMatch(/^verdict: keep r2: r2's error rate 3\.3% \(2 of 60 sessions\) is less than 2× r1's/);
    expect(fs.readFileSync(configFile, 'utf8')).toBe(before);
  });

  it("applies the config's rule: a stricter minimum of sessions keeps the same data", async () => {
    deployment({ rollback: { minSessions: 30 } });
    answer = BAD;
    const { report } = await healthCheck(configFile, 'repay', { collector, apply: true });
    expect(report.rule).toEqual({ errorRateRatio: 2, minSessions: 30 });
    expect(report.decision).toEqual({ rollBack: false, reason: 'r2 has 25 sessions, fewer than the 30 the rule needs' });
    expect(config().remotes.repay?.version).toBe('r2');
  });

  it('is an error when the collector is unreachable, answers an error or outside the contract, or the remote is not pinned', async () => {
    deployment();
    answer = { status: 503, body: {} };
    await expect(healthCheck(configFile, 'repay', { collector, apply: true })).rejects.toThrow(`collector at ${collector} answered 503 for /__owner/telemetry/releases`);
    answer = { status: 200, body: { releases: 'none' } };
    await expect(healthCheck(configFile, 'repay', { collector, apply: true })).rejects.toThrow(/not the contract's/);
    await expect(healthCheck(configFile, 'loan', { collector, apply: true })).rejects.toThrow(`loan is not pinned in ${configFile}`);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(healthCheck(configFile, 'repay', { collector: gone, apply: true })).rejects.toThrow(`collector unreachable at ${gone}`);
    expect(config().remotes.repay?.version).toBe('r2');
  });
});

describe('the health rule survives every writer of the config', () => {
  it('releaseRemote, rollbackRemote and releaseHost keep `health` (and any field they do not know)', () => {
    const health = { rollback: { errorRateRatio: 3, minSessions: 50 } };
    fs.writeFileSync(configFile, JSON.stringify({ ...emptyRuntimeConfig([], GIVES), health, telemetry: { sampleRate: 0.5 } }));
    releaseRemote(configFile, 'repay', releaseNamed('r1'));
    expect(config()).toMatchObject({ health, telemetry: { sampleRate: 0.5 } });
    releaseRemote(configFile, 'repay', releaseNamed('r2'));
    rollbackRemote(configFile, 'repay');
    expect(config()).toMatchObject({ health, telemetry: { sampleRate: 0.5 } });
    const hostDist = path.join(root, 'host');
    fs.mkdirSync(hostDist);
    fs.writeFileSync(path.join(hostDist, PROVIDES_FILE), JSON.stringify(GIVES));
    releaseHost(configFile, hostDist);
    expect(config()).toMatchObject({ health, telemetry: { sampleRate: 0.5 } });
    expect(withRelease(config(), 'repay', releaseNamed('r3')).health).toEqual(health);
  });

  it("docker/remotes.json carries the project's rule, one the script can apply", () => {
    const docker = JSON.parse(fs.readFileSync(path.join(ROOT, 'docker/remotes.json'), 'utf8')) as RuntimeConfigFile;
    expect(docker.health?.rollback).toEqual({ errorRateRatio: 2, minSessions: 20 });
    expect(rollbackRuleOf(docker)).toEqual(docker.health?.rollback);
  });
});

describe('the command line', () => {
  it('reads health <remote> with its options; the collector defaults to the sandbox of npm start', () => {
    expect(parseReleaseCommand(['release', 'health', 'repay'])).toEqual({ kind: 'health', configFile: path.join(ROOT, 'docker', 'remotes.json'), name: 'repay', collector: DEFAULT_COLLECTOR, apply: false });
    expect(parseReleaseCommand(['release', 'health', 'repay', '--apply', '--collector', 'http://127.0.0.1:9', '--config', 'x.json'])).toEqual({
      kind: 'health',
      configFile: path.resolve('x.json'),
      name: 'repay',
      collector: 'http://127.0.0.1:9',
      apply: true,
    });
    expect(DEFAULT_COLLECTOR).toMatch(/^http:\/\/localhost:\d+$/);
    expect(() => parseReleaseCommand(['release', 'health', 'nope'])).toThrow(/unknown remote nope\nusage:[^]*health <remote>[^]*\(remotes: account, loan, repay, market\)/);
    expect(() => parseReleaseCommand(['release', 'health', 'repay', '--collector'])).toThrow(/--collector needs a value/);
  });

  it('reads the other commands as before', () => {
    expect(parseReleaseCommand(['rollback', 'repay', '--config', 'x.json'])).toEqual({ kind: 'rollback', configFile: path.resolve('x.json'), name: 'repay' });
    expect(parseReleaseCommand(['release', 'repay', 'dist', 'https://cdn.example.com/m.json', '--version', 'r2'])).toMatchObject({ kind: 'release', name: 'repay', folder: path.resolve('dist'), version: 'r2' });
    expect(parseReleaseCommand(['release', 'host', 'host/dist'])).toMatchObject({ kind: 'host', hostDist: path.resolve('host/dist') });
    expect(parseReleaseCommand(['release', '--builds'])).toMatchObject({ kind: 'builds' });
    expect(() => parseReleaseCommand(['release', 'repay'])).toThrow(/^usage:/);
  });

  it('exits 0 printing the table and the verdict (and the rollback with --apply); non-zero on an unknown remote or an unreachable collector', async () => {
    deployment();
    answer = BAD;
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/release.ts'), 'release', 'health', ...args, '--config', configFile], { cwd: ROOT }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const applied = await run('repay', '--collector', collector, '--apply');
    expect(applied.code).toBe(0);
    expect(applied.stdout).toMatch(/^repay +r1 \(previous\) +r2 \(current\) +verdict\n/);
    expect(applied.stdout).toMatch(/\nrepay rolled back from r2 to r1: r2's error rate 40\.0%.*do not overlap\)\n$/);
    const unknown = await run('nope', '--collector', collector);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown remote nope');
    await new Promise((resolve) => server.close(resolve));
    server = http.createServer();
    const unreachable = await run('repay', '--collector', collector);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(`collector unreachable at ${collector}`);
  }, 30_000);
});
