import path from 'node:path';
import { defineConfig } from 'vitest/config';

const DOM_SETUP = [path.resolve(import.meta.dirname, 'scripts/testingLibrary.setup.ts')];
// A page test renders a whole form in jsdom; on a 2-core machine running every project at once a
// 300 ms test was seen to take over 5 s (CPU starved, not waiting on anything), so pages get 15 s.
const DOM_TIMEOUT_MS = 15_000;

// One vitest run for every workspace: browser-side code in jsdom, the sandbox in node.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          environment: 'jsdom',
          setupFiles: DOM_SETUP,
          testTimeout: DOM_TIMEOUT_MS,
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'apps',
          environment: 'jsdom',
          setupFiles: DOM_SETUP,
          testTimeout: DOM_TIMEOUT_MS,
          include: ['host/src/**/*.test.{ts,tsx}', 'remote-*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
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
