import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumPath, chromiumProblem, DEFAULT_CHROMIUM_PATH } from './check-chromium';

const ROOT = path.resolve(import.meta.dirname, '..');
const INSTALL = 'apt-get install -y chromium-headless-shell fonts-noto-cjk';

describe('the e2e Chromium check', () => {
  it('looks at Debian\'s headless shell unless CHROMIUM_PATH says otherwise', () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium-headless-shell');
    expect(DEFAULT_CHROMIUM_PATH).toBe('/usr/bin/chromium-headless-shell');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
  });

  it('says nothing when the browser is there', () => {
    expect(chromiumProblem({}, () => true)).toBeNull();
  });

  it('names the path it looked at and what to install, in one line', () => {
    expect(chromiumProblem({}, () => false)).toBe(`Chromium not found at /usr/bin/chromium-headless-shell (or CHROMIUM_PATH): ${INSTALL}`);
    expect(chromiumProblem({ CHROMIUM_PATH: '/opt/chrome' }, () => false)).toBe(`Chromium not found at /opt/chrome (CHROMIUM_PATH): ${INSTALL}`);
  });

  it('takes only an executable file: not a directory, not a missing path', () => {
    expect(chromiumProblem({ CHROMIUM_PATH: process.execPath })).toBeNull();
    expect(chromiumProblem({ CHROMIUM_PATH: ROOT })).toMatch(/^Chromium not found at /);
    expect(chromiumProblem({ CHROMIUM_PATH: path.join(ROOT, 'no-such-browser') })).toMatch(/^Chromium not found at /);
  });

  // The script `npm run test:e2e` runs before its build: exit code and output as a shell sees them.
  const run = (chromium: string) =>
    spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-chromium.ts'], {
      cwd: ROOT,
      env: { ...process.env, CHROMIUM_PATH: chromium },
      encoding: 'utf8',
    });

  it('as a script: stops with exit code 1 and the one line when Chromium is missing', () => {
    const missing = path.join(ROOT, 'no-such-browser');
    const result = run(missing);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`Chromium not found at ${missing} (CHROMIUM_PATH): ${INSTALL}\n`);
  }, 30_000);

  it('as a script: passes silently when it is there', () => {
    const result = run(process.execPath);
    expect([result.status, result.stdout, result.stderr]).toEqual([0, '', '']);
  }, 30_000);
});
