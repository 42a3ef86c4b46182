import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../scripts/check-chromium';
import { STACK_READY } from '../scripts/sandboxProcess';

/** Debian's Chromium headless shell (Playwright cannot download a browser here); CHROMIUM_PATH overrides. */
const executablePath = chromiumPath();
const root = path.resolve(import.meta.dirname, '..');
/** The host's port (scripts/apps.ts): PORT_BASE moves every app and the sandbox together. */
const portBase = Number(process.env.PORT_BASE ?? 8080);
const hostOrigin = `http://localhost:${portBase}`;
/** A partner's site the app may return to (RETURN_ORIGINS): the market remote's server under its loopback name stands in for one. */
const PARTNER_ORIGIN = `http://127.0.0.1:${portBase + 4}`;

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
    // Off: recording a trace of every test to keep the failing ones cost a quarter of the run (53 tests:
    // 102 s with, 77 s without; ADR 053). To look into a failure: `--trace retain-on-failure`.
    trace: 'off',
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
    // The same stand-in partner is the one origin a tile or menu item may hand a one-time code to (ADR 050).
    env: { SANDBOX_DB: path.join(os.tmpdir(), `credit-e2e-${process.pid}.db`), SANDBOX_HOOKS: '1', RETURN_ORIGINS: PARTNER_ORIGIN, SANDBOX_HANDOFF_ORIGINS: PARTNER_ORIGIN },
  },
});
