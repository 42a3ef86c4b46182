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

// Files that need their own module graph: those that replace a module (`vi.mock`; in a worker that
// keeps one graph for many files the stand-in would outlive the file) and those that set the environment
// before importing what reads it. They run isolated (scripts/testProjects.test.ts keeps the list whole).
const OWN_MODULES = {
  apps: ['host/src/startup.test.ts', 'host/src/federation/remoteRegistry.test.ts'],
  scripts: ['scripts/serve.test.ts'],
  sandbox: ['src/lib/numbers.test.ts'],
};

// One vitest run for every workspace: browser-side code in jsdom, pure code and the sandbox in node.
// No isolation between files of a project (ADR 053): one module graph and one DOM per worker, not one
// per file (the unit run fell from about 8 to under 3 minutes on 2 cores); the DOM setup file gives each
// file the page and the shared package's state a page load finds, and a file that replaces a module
// runs isolated.
export default defineConfig({
  test: {
    // Two cores, two workers: the run's main process is idle once the files are transformed, and
    // page tests spend much of their time waiting on timers (the default, cores - 1, left a core idle).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          isolate: false,
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
          isolate: false,
          root: './shared',
          environment: 'node',
          testTimeout: DOM_TIMEOUT_MS,
          include: SHARED_PURE,
        },
      },
      {
        test: {
          name: 'apps',
          isolate: false,
          environment: 'jsdom',
          setupFiles: DOM_SETUP,
          testTimeout: DOM_TIMEOUT_MS,
          include: ['host/src/**/*.test.{ts,tsx}', 'remote-*/src/**/*.test.{ts,tsx}', ...SCRIPTS_IN_A_PAGE],
          exclude: OWN_MODULES.apps,
        },
      },
      {
        test: {
          name: 'apps-isolated',
          environment: 'jsdom',
          isolate: true,
          setupFiles: DOM_SETUP,
          testTimeout: DOM_TIMEOUT_MS,
          include: OWN_MODULES.apps,
        },
      },
      {
        test: {
          name: 'scripts',
          isolate: false,
          environment: 'node',
          testTimeout: DOM_TIMEOUT_MS,
          include: ['scripts/**/*.test.ts'],
          exclude: [...SCRIPTS_IN_A_PAGE, ...OWN_MODULES.scripts],
        },
      },
      {
        test: {
          name: 'scripts-isolated',
          environment: 'node',
          isolate: true,
          testTimeout: DOM_TIMEOUT_MS,
          include: OWN_MODULES.scripts,
        },
      },
      {
        test: {
          name: 'sandbox-api',
          isolate: false,
          root: './sandbox-api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: OWN_MODULES.sandbox,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'sandbox-api-isolated',
          root: './sandbox-api',
          environment: 'node',
          isolate: true,
          include: OWN_MODULES.sandbox,
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
