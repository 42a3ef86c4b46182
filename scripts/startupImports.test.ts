import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport, sharedEntries, valueImports } from './importCycles';

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
