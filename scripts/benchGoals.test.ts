import { describe, expect, it } from 'vitest';
import { emptyGoalFigures, GOALS, goalLines, type GoalFigures } from './benchGoals';

/** The goals block of `npm run bench` (issue 42, ADR 062): figures in, lines out. */
const lineOf = (lines: string[], start: string) => {
  const found = lines.filter((line) => line.trimStart().startsWith(start));
  expect(found, `one line starting with "${start}"`).toHaveLength(1);
  return found[0]!;
};

function figures(overrides: Partial<GoalFigures> = {}): GoalFigures {
  return { ...emptyGoalFigures(), floor: { tbt: 500, lcp: 3500 }, ...overrides };
}

describe('goalLines', () => {
  it('prints our figure, the floor\'s, the ratio and the goal; met at the boundary, not met just above it', () => {
    const lines = goalLines(figures({ lighthouse: { billList: { tbt: 250, lcp: 2275 }, user: { tbt: 251, lcp: 2276 } } }));
    expect(lineOf(lines, 'TBT /#/billList')).toBe('  TBT /#/billList (demo user): ours 250 ms, floor 500 ms, 0.50× (goal ≤ 0.50×): met');
    expect(lineOf(lines, 'LCP /#/billList')).toBe('  LCP /#/billList (demo user): ours 2.27 s, floor 3.50 s, 0.65× (goal ≤ 0.65×): met');
    expect(lineOf(lines, 'TBT /#/user')).toMatch(/ours 251 ms, floor 500 ms, 0\.50× \(goal ≤ 0\.50×\): NOT MET$/);
    expect(lineOf(lines, 'LCP /#/user')).toMatch(/: NOT MET$/);
  });

  it('holds the guest home to 0.4× the floor\'s LCP and the remote pages to 0.65×', () => {
    const lcp = 0.5 * 3500; // under 0.65×, over 0.4×
    const lines = goalLines(figures({ lighthouse: { home: { tbt: 100, lcp }, login: { tbt: 100, lcp } } }));
    expect(lineOf(lines, 'LCP /#/ (guest)')).toBe('  LCP /#/ (guest): ours 1.75 s, floor 3.50 s, 0.50× (goal ≤ 0.40×): NOT MET');
    expect(lineOf(lines, 'LCP /#/login')).toMatch(/0\.50× \(goal ≤ 0\.65×\): met$/);
    expect(lineOf(lines, 'TBT /#/ (guest)')).toMatch(/0\.20× \(goal ≤ 0\.50×\): met$/);
  });

  it('has a TBT and an LCP line for the home and every measured remote page', () => {
    const lines = goalLines(figures());
    for (const page of ['/#/ (guest)', '/#/login (guest)', '/#/user (demo user)', '/#/newBorrowCash (demo user)', '/#/billList (demo user)', '/#/cashier_desk (demo user)']) {
      lineOf(lines, `TBT ${page}`);
      lineOf(lines, `LCP ${page}`);
    }
  });

  it('measures the byte goals in KiB: met at exactly the limit, not met a byte over', () => {
    const lines = goalLines(figures({ hostStartUpBytes: GOALS.hostStartUpKiB * 1024, remoteFirstLoadBytes: { login: 50 * 1024, cashier_desk: 50 * 1024 + 1 } }));
    expect(lineOf(lines, 'host start-up JS')).toBe('  host start-up JS, brotli: ours 110.0 KiB (goal ≤ 110.0 KiB): met');
    expect(lineOf(lines, "remote's own first load /#/login")).toMatch(/ours 50\.0 KiB \(goal ≤ 50\.0 KiB\): met$/);
    expect(lineOf(lines, "remote's own first load /#/cashier_desk")).toMatch(/: NOT MET$/);
    expect(goalLines(figures({ hostStartUpBytes: 167 * 1024 })).find((l) => l.includes('host start-up JS'))).toMatch(/ours 167\.0 KiB .*: NOT MET$/);
  });

  it('holds the cold bill list to 4 round trips and the borrow page to 4.5', () => {
    const lines = goalLines(figures({ coldRoundTrips: { billList: 4, newBorrowCash: 4.6 } }));
    expect(lineOf(lines, 'cold /#/billList')).toBe('  cold /#/billList (demo user) at 300 ms a request: ours 4.00 round trips (goal ≤ 4.00 round trips): met');
    expect(lineOf(lines, 'cold /#/newBorrowCash')).toMatch(/ours 4\.60 round trips \(goal ≤ 4\.50 round trips\): NOT MET$/);
    expect(goalLines(figures({ coldRoundTrips: { billList: 4.01 } })).find((l) => l.includes('cold /#/billList'))).toMatch(/NOT MET$/);
  });

  it('says "not measured" for a figure the run did not take (a row not chosen, no floor), never met', () => {
    const lines = goalLines({ ...emptyGoalFigures(), lighthouse: { home: { tbt: 1, lcp: 1 } } });
    expect(lineOf(lines, 'TBT /#/ (guest)')).toBe("  TBT /#/ (guest): not measured in this run (goal ≤ 0.50× the floor's)");
    expect(lineOf(lines, 'host start-up JS')).toBe('  host start-up JS, brotli: not measured in this run (goal ≤ 110.0 KiB)');
    expect(lines.filter((line) => line.endsWith(': met'))).toEqual([]);
    expect(lines[0]).toMatch(/^goals of issue 42/);
  });
});
