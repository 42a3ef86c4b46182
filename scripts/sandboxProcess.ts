import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@credit/shared/api';
import { APPS, SANDBOX_PORT } from './apps';
import type { ServeConfig } from './serve';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The sandbox's settings for a local stack (npm start, the nginx-served e2e run). */
export function sandboxEnv(config: Pick<ServeConfig, 'origins'>): NodeJS.ProcessEnv {
  const hostPort = APPS[0]!.port;
  return {
    ...process.env,
    PORT: String(SANDBOX_PORT),
    // The local stack turns the test hooks on (SMS outbox, clock, reset); SANDBOX_HOOKS=0 turns them off.
    SANDBOX_HOOKS: process.env.SANDBOX_HOOKS ?? '1',
    // The activation page and LoginRedirect return to this host only (scheme, host and port).
    SANDBOX_RETURN_ORIGINS: process.env.SANDBOX_RETURN_ORIGINS ?? [...new Set([config.origins.host, `http://localhost:${hostPort}`, `http://127.0.0.1:${hostPort}`])].join(','),
  };
}

/**
 * Starts the sandbox API as its own process (its own SQLite file, its own log): node itself with
 * tsx's loader (one process, so a signal reaches the server and no grandchild is left behind), and
 * an IPC channel, which the sandbox watches: when this process goes, however it goes (even kill -9),
 * the channel closes and the sandbox shuts down instead of living on as an orphan.
 */
export function spawnSandbox(env: NodeJS.ProcessEnv, stdio: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  const io: StdioOptions = [stdio === 'inherit' ? 'ignore' : 'pipe', stdio, stdio, 'ipc'];
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(ROOT, 'sandbox-api'), stdio: io, env });
}

/** What to tell the user when the sandbox stopped on its own. */
export function deathReport(pid: number | undefined, code: number | null, signal: NodeJS.Signals | null): string {
  const how = signal ? `was killed by ${signal}, sent from outside (the system or another process)` : `exited with code ${code}; its log above says why`;
  return [
    `npm start: the sandbox API (pid ${pid ?? '?'}) ${how}.`,
    'npm start: stopping the host and the four remotes too: calls to /api in flight have failed.',
    'npm start: start everything again with `npm start`.',
  ].join('\n');
}

export interface Supervised {
  /** Stops the sandbox on purpose (no report); resolves when it has exited. */
  stop(): Promise<void>;
}

/**
 * Watches the sandbox: an exit nobody asked for calls `onDeath` with the report. `stop()` sends
 * SIGTERM (the sandbox closes its database cleanly), then SIGKILL if it has not gone in `graceMs`.
 */
export function superviseSandbox(child: ChildProcess, onDeath: (report: string, code: number | null, signal: NodeJS.Signals | null) => void, graceMs = 5000): Supervised {
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) onDeath(deathReport(child.pid, code, signal), code, signal);
      resolve();
    });
  });
  // A spawn failure (no node binary, bad cwd) is a death too; 'exit' may not follow it.
  child.once('error', (error) => {
    if (!stopping && child.exitCode === null && child.signalCode === null && child.pid === undefined) onDeath(`npm start: the sandbox API could not start: ${error.message}`, null, null);
  });
  return {
    stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      return exited.finally(() => clearTimeout(timer));
    },
  };
}

/** The line a stack prints once every app and the API behind the host answer; the e2e configs wait for it. */
export const STACK_READY = 'stack ready';

/**
 * Resolves once every URL answers 200 (a server listening is not enough: the sandbox opens its
 * database and registers its routes after the port is bound, and an nginx proxy answers 502 until
 * then). Rejects after `timeoutMs`, naming what never answered.
 */
export async function untilAnswering(urls: readonly string[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const waiting = new Set(urls);
  while (waiting.size > 0) {
    for (const url of [...waiting]) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) waiting.delete(url);
    }
    if (waiting.size === 0) return;
    if (Date.now() > deadline) throw new Error(`no answer within ${timeoutMs / 1000} s from ${[...waiting].join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The host's /api proxy answering with the sandbox behind it: the last link of a stack to come up. */
export const apiThroughHost = (hostOrigin: string): string => `${hostOrigin}${API_PATHS.meta.openapi}`;
