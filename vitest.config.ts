import path from 'node:path';
import { defineConfig } from 'vitest/config';

const DOM_SETUP = [path.resolve(import.meta.dirname, 'scripts/testingLibrary.setup.ts')];

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
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'apps',
          environment: 'jsdom',
          setupFiles: DOM_SETUP,
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
