import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { STACK_READY } from '../scripts/sandboxProcess';
import base from './playwright.config';

/**
 * The @nginx subset (issue 15: production parity): the same built apps served by the production nginx
 * configs of docker/nginx (scripts/nginxStack.ts: one nginx per app, the sandbox behind the host's /api),
 * so the headers, caching and proxying the tests see are nginx's. Its own ports (PORT_BASE 8380 unless
 * set), so it never meets the main suite's stack. Each remote is served as a site of releases (r1 is
 * this checkout's build); the release test adds one and switches remotes.json. The test hooks are shut through nginx, as in
 * production: these tests use the seeded demo user, never the SMS outbox.
 */
process.env.PORT_BASE = process.env.NGINX_PORT_BASE ?? '8380';
// Where the stack keeps its runtime config and the remotes' releases: the release test writes there.
process.env.NGINX_WORK_DIR ??= path.join(os.tmpdir(), `credit-e2e-nginx-${process.pid}`);
const hostOrigin = `http://localhost:${process.env.PORT_BASE}`;
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  ...base,
  grep: /@nginx/,
  grepInvert: undefined,
  // One at a time: the release, rollback and tampering tests change what every visit of the stack gets.
  workers: 1,
  use: { ...base.use, baseURL: hostOrigin },
  webServer: {
    command: 'npx tsx scripts/nginxStack.ts',
    cwd: root,
    // Not a URL: the host answers before the sandbox does. The stack says when all of it answers.
    wait: { stdout: new RegExp(STACK_READY) },
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT_BASE: process.env.PORT_BASE, NGINX_WORK_DIR: process.env.NGINX_WORK_DIR, SANDBOX_DB: path.join(os.tmpdir(), `credit-e2e-nginx-${process.pid}.db`), SANDBOX_HOOKS: '1' },
  },
});
