import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport, sharedEntries, sourceFiles, valueImports } from './importCycles';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The packages outside the repository that `entry` reaches through value imports (what its bundle carries). */
function packagesReached(entry: string): Set<string> {
  const entries = sharedEntries(ROOT);
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of valueImports(file, fs.readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec, entries);
      if (target) visit(target);
      else if (!spec.startsWith('.')) packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  };
  visit(path.join(ROOT, entry));
  return packages;
}

describe("the shared package's main entry, in every app's start-up code", () => {
  it('carries no schema library: the contract (zod) stays with the sandbox and the forms that validate with it', () => {
    expect([...packagesReached('shared/src/index.ts')]).not.toContain('zod');
  });

  it('the walk sees a value import of zod where there is one (the contract)', () => {
    expect([...packagesReached('shared/src/api/index.ts')]).toContain('zod');
  });
});

/** The folders whose modules a browser bundle may carry: the apps and the shared package's browser code. */
const BROWSER_FOLDERS = [
  'host/src', 'remote-account/src', 'remote-loan/src', 'remote-repay/src', 'remote-market/src',
  ...['ui', 'http', 'shell', 'session', 'data'].map((dir) => `shared/src/${dir}`),
];
/** Test code, never bundled: test files, and the helpers only tests import (they import the test runner or Testing Library). */
const isTestCode = (file: string, source: string) =>
  /\.test\.tsx?$/.test(file) || valueImports(file, source).some((spec) => spec === 'vitest' || spec.startsWith('@testing-library/'));

/**
 * How a module reaches `pkg` through value imports: the chain of files from `file` to the one importing it
 * (then `pkg`), or null. Memoised across calls: the walks of hundreds of files share their sub-walks.
 */
function pathsTo(pkg: string) {
  const entries = sharedEntries(ROOT);
  const memo = new Map<string, string[] | null>();
  const chain = (file: string): string[] | null => {
    if (memo.has(file)) return memo.get(file)!;
    memo.set(file, null); // a module on the current path (an import cycle) adds no new route
    let found: string[] | null = null;
    for (const spec of valueImports(file, fs.readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec, entries);
      const rest = target ? chain(target) : spec === pkg || spec.startsWith(`${pkg}/`) ? [spec] : null;
      if (rest) {
        found = [path.relative(ROOT, file), ...rest];
        break;
      }
    }
    memo.set(file, found);
    return found;
  };
  return chain;
}

describe('browser code', () => {
  it('reaches no zod through value imports: pages take the contract\'s titles and values from its zod-free module, its types with `import type`', () => {
    const zodChain = pathsTo('zod');
    const files = BROWSER_FOLDERS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
      .filter((file) => !isTestCode(file, fs.readFileSync(file, 'utf8')));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .map((file) => zodChain(file))
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(' → '));
    expect(offenders, 'these browser modules bundle zod (each with the chain of value imports that reaches it)').toEqual([]);
  });

  it('the walk finds the chain to zod from a module that imports a value of the contract', () => {
    expect(pathsTo('zod')(path.join(ROOT, 'shared/src/api/loan.ts'))).toEqual(['shared/src/api/loan.ts', 'zod']);
    expect(pathsTo('zod')(path.join(ROOT, 'shared/src/api/index.ts'))?.at(-1)).toBe('zod');
  });
});
