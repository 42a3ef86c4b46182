// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSandbox, superviseSandbox, untilAnswering } from './sandboxProcess';

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'start-test-'));
/** Every sandbox a test starts itself, ended here should the test fail half-way. */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
const sandbox = (env: NodeJS.ProcessEnv): ChildProcess => {
  const child = spawnSandbox(env, 'pipe');
  children.push(child);
  return child;
};

const sandboxEnv = (db: string): NodeJS.ProcessEnv => ({ ...process.env, PORT: '0', SANDBOX_DB: path.join(dir, db), SANDBOX_SCRYPT_COST: '1024' });

/** Collects a child's output; `closed` resolves when every copy of its stdout and stderr is closed (no process holds them). */
function watch(child: ChildProcess): { output: () => string; exited: Promise<number | null>; closed: Promise<void>; waitFor: (re: RegExp) => Promise<void> } {
  let out = '';
  const waiters: { re: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    out += String(chunk);
    for (const w of waiters) if (w.re.test(out)) w.resolve();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    output: () => out,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    closed: new Promise((resolve) => child.once('close', () => resolve())),
    waitFor: (re) => new Promise((resolve) => (re.test(out) ? resolve() : waiters.push({ re, resolve }))),
  };
}

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms))]);

describe('npm start leaves no process behind', () => {
  it('a start that cannot serve exits with the reason, and no sandbox outlives it', async () => {
    // Hold the host's port, so the start fails whether or not the apps are built.
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      const start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
        cwd: ROOT,
        env: { ...process.env, PORT_BASE: String(port), SANDBOX_DB: path.join(dir, 'start.db'), SANDBOX_SCRYPT_COST: '1024' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const w = watch(start);
      expect(await within(w.exited, 30_000, 'npm start exiting')).toBe(1);
      expect(w.output()).toMatch(/is not built|is in use/);
      // A sandbox left running would hold the pipes open.
      await within(w.closed, 10_000, 'every process of npm start ending');
      expect(w.output()).not.toMatch(/Server listening/);
    } finally {
      holder.close();
    }
  }, 60_000);

  it('the sandbox goes when the process that started it is killed, even with SIGKILL', async () => {
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `import { spawnSandbox } from './scripts/sandboxProcess.ts'; spawnSandbox(process.env);`],
      { cwd: ROOT, env: sandboxEnv('orphan.db'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(parent);
    const w = watch(parent);
    await within(w.waitFor(/Server listening/), 30_000, 'the sandbox listening');
    parent.kill('SIGKILL');
    await within(w.closed, 10_000, 'the sandbox ending after its parent');
    expect(w.output()).toMatch(/parent process gone: closing/);
  }, 60_000);
});

describe('npm start says when the sandbox dies', () => {
  it('names the process, its exit code and how to start again', async () => {
    // A database path under a file: the sandbox cannot start and exits with code 1.
    const child = sandbox({ ...sandboxEnv('x'), SANDBOX_DB: path.join(ROOT, 'package.json', 'sandbox.db') });
    const report = await within(new Promise<string>((resolve) => superviseSandbox(child, resolve)), 30_000, 'the report');
    expect(report).toContain(`the sandbox API (pid ${child.pid}) exited with code 1`);
    expect(report).toMatch(/stopping the host and the four remotes/);
    expect(report).toMatch(/`npm start`/);
  }, 40_000);

  it('names the signal that killed it, and says nothing when it was stopped on purpose', async () => {
    const killed = sandbox(sandboxEnv('killed.db'));
    const reports: string[] = [];
    const death = new Promise<string>((resolve) => superviseSandbox(killed, (r) => resolve(r)));
    await within(watch(killed).waitFor(/Server listening/), 30_000, 'the sandbox listening');
    killed.kill('SIGKILL');
    expect(await within(death, 10_000, 'the report')).toContain(`(pid ${killed.pid}) was killed by SIGKILL`);

    const stopped = sandbox(sandboxEnv('stopped.db'));
    const supervised = superviseSandbox(stopped, (r) => reports.push(r));
    await within(watch(stopped).waitFor(/Server listening/), 30_000, 'the sandbox listening');
    await supervised.stop();
    expect(stopped.exitCode).toBe(0);
    expect(reports).toEqual([]);
  }, 70_000);
});

describe('a stack is ready when all of it answers, not when its ports are bound', () => {
  it('waits through a proxy\'s 502 until the answer is 200, and names what never answered', async () => {
    // A proxy whose upstream is still starting: 502 twice, then 200.
    let asked = 0;
    const proxy = http.createServer((_, res) => {
      asked += 1;
      res.writeHead(asked > 2 ? 200 : 502).end();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}/api/openapi.json`;
    try {
      await untilAnswering([url], 10_000);
      expect(asked).toBe(3);
    } finally {
      proxy.close();
    }
    const closed = 'http://127.0.0.1:9/';
    await expect(untilAnswering([closed], 500)).rejects.toThrow(`no answer within 0.5 s from ${closed}`);
  }, 20_000);
});
