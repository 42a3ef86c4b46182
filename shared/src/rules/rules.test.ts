// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as main from '../index';
import { idCheckChar, isValidIdNumber, PATTERNS } from './index';

describe('GB 11643 ID numbers', () => {
  it('computes the check character of the first 17 digits', () => {
    // The standard's own examples, one with the X check character.
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCheckChar('44052418800101001')).toBe('4');
  });

  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['440524188001010014', true],
    // First-generation numbers carry no check digit.
    ['110105491231002', true],
    // Whitespace is stripped first, as every spec-5 check does.
    [' 1101 0519 4912 3100 2X ', true],
    ['110105194912310021', false],
    ['440524188001010015', false],
    ['11010519491231002Y', false],
    ['1101051949123100X2', false],
    ['11010519491231002', false],
    ['1101054912310021', false],
    ['', false],
  ])('%j → %s', (id, ok) => {
    expect(isValidIdNumber(id)).toBe(ok);
  });
});

/** Every module a module loads at run time: type-only imports are erased, so they do not count. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/^(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'/gm)) {
    if (!spec.startsWith('.')) {
      seen.add(spec);
      continue;
    }
    const base = resolve(dirname(file), spec);
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f));
    if (!target) throw new Error(`${file}: cannot resolve ${spec}`);
    runtimeImports(target, seen);
  }
  return seen;
}

describe('entry @credit/shared/rules', () => {
  it('is pure: it loads no package (no zod, no React) and nothing of shared but the constants', () => {
    const src = resolve(import.meta.dirname, '..');
    const loaded = [...runtimeImports(join(import.meta.dirname, 'index.ts'))].map((f) => (f.startsWith('/') ? relative(src, f) : f));
    expect(loaded.filter((f) => !/^(rules|constants)\//.test(f))).toEqual([]);
  });

  it('is the package entry, and the main entry gives the same definitions', async () => {
    const entry = await import('@credit/shared/rules');
    expect(entry.idCheckChar).toBe(idCheckChar);
    expect(entry.isValidIdNumber).toBe(isValidIdNumber);
    expect(entry.PATTERNS).toBe(PATTERNS);
    expect(main.PATTERNS).toBe(PATTERNS);
    expect(main.isValidIdNumber).toBe(isValidIdNumber);
  });
});
