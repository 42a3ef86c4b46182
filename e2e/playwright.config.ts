import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../scripts/check-chromium';
import { STACK_READY } from '../scripts/sandboxProcess';

/** Debian's Chromium (Playwright cannot download a browser here); CHROMIUM_PATH overrides. */
const executablePath = chromiumPath();
const root = path.resolve(import.meta.dirname, '..');
/** The host's port (scripts/apps.ts): PORT_BASE moves every app and the sandbox together. */
const hostOrigin = `http://localhost:${process.env.PORT_BASE ?? 8080}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The @nginx subset runs against the nginx-served stack (playwright.nginx.config.ts).
  grepInvert: /@nginx/,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 5'],
    viewport: { width: 375, height: 667 },
    baseURL: hostOrigin,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium' }],
  // The built apps served exactly as `npm start` serves them, with a sandbox API on a fresh SQLite file.
  webServer: {
    command: 'npx tsx scripts/start.ts --no-build',
    cwd: root,
    // Not a URL: the host answers before the sandbox does. The stack says when all of it answers.
    wait: { stdout: new RegExp(STACK_READY) },
    reuseExistingServer: false,
    timeout: 60_000,
    // The suite reads SMS codes, moves the clock and changes settings through the sandbox's test hooks.
    env: { SANDBOX_DB: path.join(os.tmpdir(), `credit-e2e-${process.pid}.db`), SANDBOX_HOOKS: '1' },
  },
});
