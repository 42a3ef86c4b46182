import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25: every business constant of spec 9 (shared/src/constants) takes effect somewhere: it is read
 * by product code (a page, the shell, the shared core or the sandbox), not only declared and tested. A
 * constant that only feeds another constant counts through that one.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const CONSTANT_FILES = ['shared/src/constants/index.ts', 'shared/src/constants/credit.ts'];
const SOURCE_DIRS = ['host/src', 'shared/src', 'sandbox-api/src', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('remote-')).map((d) => `${d}/src`)];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

const declaredIn = (file: string) => [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^export const ([A-Z][A-Z0-9_]*)\b/gm)].map((m) => m[1]!);

describe('spec 9 constants take effect (issue 25)', () => {
  const constants = CONSTANT_FILES.flatMap(declaredIn);
  const sources = SOURCE_DIRS.flatMap(sourceFiles).map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'));

  it('finds the constants', () => {
    expect(constants).toEqual(expect.arrayContaining(['APP_VERSION_INDEX_TAB', 'APP_VERSION_FINGERPRINT_TYPE', 'COUNTDOWN_DEFAULT_SECONDS']));
  });

  it('each is read outside its own declaration', () => {
    const unused = constants.filter((name) => {
      const uses = sources.reduce((n, text) => n + (text.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0), 0);
      return uses <= 1; // the declaration itself
    });
    expect(unused).toEqual([]);
  });
});
