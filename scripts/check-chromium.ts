import { accessSync, constants, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Where Debian's `chromium-headless-shell` package puts the headless shell; `CHROMIUM_PATH` overrides it
 * (README "Two commands"). The suite drives the shell, not the full browser's headless mode: the same
 * Blink and V8 without the browser UI underneath, the whole e2e run 18.6 min against 30 on 2 cores (ADR 053).
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/** The Chromium the e2e suite drives. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Null when the browser is there, else the one line that says what to do (without it every e2e
 * test fails in milliseconds, each with a launch error and no hint).
 */
export function chromiumProblem(env: NodeJS.ProcessEnv = process.env, canRun: (file: string) => boolean = isExecutableFile): string | null {
  const file = chromiumPath(env);
  if (canRun(file)) return null;
  const where = env.CHROMIUM_PATH ? `${file} (CHROMIUM_PATH)` : `${file} (or CHROMIUM_PATH)`;
  return `Chromium not found at ${where}: apt-get install -y chromium-headless-shell fonts-noto-cjk`;
}

// `tsx scripts/check-chromium.ts`: the first step of `npm run test:e2e`, before the build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = chromiumProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
