import path from 'node:path';
import { defineConfig } from 'vitest/config';

const DOM_SETUP = [path.resolve(import.meta.dirname, 'scripts/testingLibrary.setup.ts')];
// A page test renders a whole form in a DOM; on a 2-core machine running every project at once a
// 300 ms test was seen to take over 5 s (CPU starved, not waiting on anything), so pages get 15 s.
// Tests moved out of the DOM projects (below) keep the timeout they had there.
const DOM_TIMEOUT_MS = 15_000;

// Tests that need no DOM run in node (ADR 051): no DOM to build per file. The shared layers that are
// pure by ADR 045 (constants, rules, format, errors, money, api: no window, document or storage), and
// the scripts' tests but the one that runs index.html's first-paint script in a page.
const SHARED_PURE = ['src/{api,constants,errors,format,money,rules}/**/*.test.ts'];
const SCRIPTS_IN_A_PAGE = ['scripts/firstPaint.test.ts'];

// One vitest run for every workspace: browser-side code in jsdom, pure code and the sandbox in node.
export default defineConfig({
  test: {
    // Two cores, two workers: the run's main process is idle once the files are transformed, and
    // page tests spend much of their time waiting on timers (the default, cores - 1, left a core idle).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          environment: 'jsdom',
          setupFiles: DOM_SETUP,
          testTimeout: DOM_TIMEOUT_MS,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: SHARED_PURE,
        },
      },
      {
        test: {
          name: 'shared-node',
          root: './shared',
          environment: 'node',
          testTimeout: DOM_TIMEOUT_MS,
          include: SHARED_PURE,
        },
      },
      {
        test: {
          name: 'apps',
          environment: 'jsdom',
          setupFiles: DOM_SETUP,
          testTimeout: DOM_TIMEOUT_MS,
          include: ['host/src/**/*.test.{ts,tsx}', 'remote-*/src/**/*.test.{ts,tsx}', ...SCRIPTS_IN_A_PAGE],
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          testTimeout: DOM_TIMEOUT_MS,
          include: ['scripts/**/*.test.ts'],
          exclude: SCRIPTS_IN_A_PAGE,
        },
      },
      {
        test: {
          name: 'sandbox-api',
          root: './sandbox-api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['shared/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.*', 'shared/src/**/types.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
});
