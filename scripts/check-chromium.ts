import { accessSync, constants, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where Debian's package puts Chromium; `CHROMIUM_PATH` overrides it (README "Two commands"). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

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
  return `Chromium not found at ${where}: apt-get install -y chromium fonts-noto-cjk`;
}

// `tsx scripts/check-chromium.ts`: the first step of `npm run test:e2e`, before the build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = chromiumProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
