// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './importCycles';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED = path.join(ROOT, 'shared');

/** Whether a file runs something when loaded: a statement at its top level that is an expression (a call, an assignment). */
function hasTopLevelEffect(file: string): boolean {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements.some((s) => ts.isExpressionStatement(s) && !ts.isStringLiteral(s.expression));
}

describe("@credit/shared's sideEffects list (bundlers drop a module none of whose exports is used)", () => {
  const listed = (JSON.parse(fs.readFileSync(path.join(SHARED, 'package.json'), 'utf8')) as { sideEffects: string[] }).sideEffects;

  it('names every module that runs something when loaded, so none is dropped for being unused', () => {
    const effectful = sourceFiles(path.join(SHARED, 'src'))
      .filter((f) => !/\.test\.tsx?$|[\\/]testing[\\/]/.test(f) && hasTopLevelEffect(f))
      .map((f) => `./${path.relative(SHARED, f).split(path.sep).join('/')}`);
    expect(effectful.length).toBeGreaterThan(0);
    expect(listed.filter((entry) => entry.startsWith('./')).sort()).toEqual(effectful.sort());
  });

  it('keeps the style sheets (imported for their effect only)', () => {
    expect(listed).toContain('*.css');
  });
});
