// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurfaceProgram, entryPoints, parseReport, readPackage, renderReport, REPORT_FILE, SHARED_DIR, surfaceOf, updateReport } from './sharedSurface';
import { diffSurfaces, parseVersion, requiredBump, type Surface } from './surfaceSemver';

/**
 * @credit/shared's public surface is its contract (ADR 048): `shared/surface.api.md` records it, and this
 * file fails when the sources' surface or shared's version leave the report behind. Typing the whole
 * package takes about 15 s of CPU on a quiet machine (most of it zod's and React's types), so it is done
 * once, before the tests, with room for that.
 */
const TYPE_THE_PACKAGE_MS = 180_000;

const ROOT = path.resolve(import.meta.dirname, '..');
const UPDATE = 'the surface of @credit/shared changed: run `npm run shared:surface` (and bump shared/package.json as ADR 048 says)';

describe('@credit/shared public surface (shared/surface.api.md)', () => {
  let current: Surface;
  beforeAll(() => {
    const entries = entryPoints();
    current = surfaceOf(createSurfaceProgram(entries.map((e) => e.file)), entries, readPackage().version);
  }, TYPE_THE_PACKAGE_MS);

  it('the report records the surface of the sources, name for name', () => {
    const recorded = parseReport(fs.readFileSync(REPORT_FILE, 'utf8'));
    expect(diffSurfaces(recorded, current), UPDATE).toEqual({ removed: [], added: [], changed: [], extended: [], reworded: [], unlisted: [] });
    expect(fs.readFileSync(REPORT_FILE, 'utf8') === renderReport(current), UPDATE).toBe(true);
  });

  it('the report carries the version shared/package.json carries', () => {
    const recorded = parseReport(fs.readFileSync(REPORT_FILE, 'utf8'));
    expect(recorded.version, 'shared/package.json\'s version moved without the report: run `npm run shared:surface`').toBe(readPackage().version);
    expect(parseVersion(recorded.version)).toBeDefined();
  });

  it('covers every code entry point of shared/package.json, and no path of this machine', () => {
    const exportsField = readPackage().exports;
    expect(Object.keys(current.entries)).toEqual(
      Object.entries(exportsField).filter(([, target]) => /\.tsx?$/.test(target)).map(([key]) => (key === '.' ? '@credit/shared' : `@credit/shared/${key.slice(2)}`)).sort(),
    );
    expect(current.entries['@credit/shared']!.map((n) => n.name)).toContain('formatYuan');
    const report = fs.readFileSync(REPORT_FILE, 'utf8');
    expect(report).not.toContain(ROOT);
    expect(report).not.toMatch(/import\("/);
  });

  it('the report reads back as the surface it was written from', () => {
    expect(parseReport(renderReport(current))).toEqual(current);
  });
});

/** The `export *` and default exports of a module: an entry has neither, so its names are listed where it is (issue 38). */
export function unnamedExports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((s) => {
    if (ts.isExportDeclaration(s) && !s.exportClause) return [s.getText(source)];
    if (ts.isExportAssignment(s)) return [s.getText(source).slice(0, 40)];
    const modifiers = ts.canHaveModifiers(s) ? ts.getModifiers(s) ?? [] : [];
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) return [s.getText(source).slice(0, 40)];
    if (ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause) && s.exportClause.elements.some((e) => e.name.text === 'default')) return [s.getText(source).slice(0, 60)];
    return [];
  });
}

describe('the entry points of @credit/shared list their names', () => {
  it.each(entryPoints().map((e) => [path.relative(SHARED_DIR, e.file), e.file]))('%s: named exports only, no `export *`, no default', (_, file) => {
    expect(unnamedExports(file)).toEqual([]);
  });

  it('every app depends on the major shared/package.json carries, in a range that accepts its version', () => {
    const version = parseVersion(readPackage().version)!;
    const workspaces = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    const ranges = workspaces.flatMap((w) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, w, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      const range = pkg.dependencies?.['@credit/shared'];
      return range === undefined ? [] : [[w, range] as const];
    });
    expect(ranges.length).toBeGreaterThanOrEqual(6);
    for (const [w, range] of ranges) {
      const floor = /^\^(\d+\.\d+\.\d+)$/.exec(range)?.[1];
      const v = floor ? parseVersion(floor) : undefined;
      expect(v, `${w}: "@credit/shared": "${range}" is not a caret range`).toBeDefined();
      expect(v![0], `${w}: "@credit/shared": "${range}" names another major than shared's ${version.join('.')}`).toBe(version[0]);
      expect(v![1] * 1e6 + v![2] <= version[1] * 1e6 + version[2], `${w}: "${range}" asks more than shared's ${version.join('.')}`).toBe(true);
    }
  });
});

describe('a change of a surface is classified (a fixture package: one program, an entry per variant)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-fixture-'));
  const V1 = [
    "import type { Props } from './props';",
    'export const LIMIT = 3 as const;',
    'export function render(props: Props): string { return props.label; }',
    "export type Size = 'small' | 'large';",
    'export interface Options { retries: number; label?: string }',
  ];
  const files: Record<string, string[]> = {
    'props.ts': ["export interface Props { label: string; size?: 'small' | 'large' }"],
    'props2.ts': ["export interface Props { label: string; size?: 'small' | 'large' | 'huge' }"],
    'v1.ts': V1,
    'removed.ts': V1.filter((l) => !l.includes('LIMIT')),
    'changed.ts': V1.map((l) => l.replace('render(props: Props)', 'render(props: Props, times: number)')),
    'added.ts': [...V1, 'export const EXTRA = 1;'],
    // The same names and types written in another order, through a star: no change.
    'reordered.ts': ["export * from './v1reordered';"],
    'v1reordered.ts': [
      'export interface Options { label?: string; retries: number }',
      "export type Size = 'large' | 'small';",
      "import type { Props } from './props';",
      'export function render(props: Props): string { return props.label; }',
      'export const LIMIT = 3 as const;',
    ],
    'usedChanged.ts': V1.map((l) => l.replace("'./props'", "'./props2'")),
  };
  const variants = ['removed', 'changed', 'added', 'reordered', 'usedChanged'];
  let surface: Surface;
  /** The surface of one variant as if it were the package's root entry. */
  const variant = (name: string, version = '1.0.0'): Surface => ({ version, entries: { '@fixture/kit': surface.entries[name === 'v1' ? '@fixture/kit' : `@fixture/kit/${name}`]! } });

  beforeAll(() => {
    fs.mkdirSync(path.join(dir, 'src'));
    for (const [file, lines] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'src', file), `${lines.join('\n')}\n`);
    const exportsField = Object.fromEntries([['.', './src/v1.ts'], ...variants.map((v) => [`./${v}`, `./src/${v}.ts`]), ['./style.css', './src/style.css']]);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@fixture/kit', version: '1.0.0', exports: exportsField }));
    const entries = entryPoints(dir);
    surface = surfaceOf(createSurfaceProgram(entries.map((e) => e.file)), entries, '1.0.0', dir);
  }, TYPE_THE_PACKAGE_MS);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('records each name with its kind and signature, and the type its names use but it does not export', () => {
    expect(Object.keys(surface.entries)).toHaveLength(1 + variants.length);
    expect(variant('v1').entries['@fixture/kit']).toEqual([
      { name: 'LIMIT', kind: 'const', signature: 'const LIMIT: 3;' },
      { name: 'Options', kind: 'interface', signature: 'interface Options {\n    label?: string | undefined;\n    retries: number;\n}' },
      { name: 'Size', kind: 'type', signature: "type Size = 'large' | 'small';" },
      { name: 'render', kind: 'function', signature: 'function render(props: Props): string;' },
      { name: 'Props', kind: 'interface', from: 'src/props.ts', signature: "interface Props {\n    label: string;\n    size?: 'large' | 'small' | undefined;\n}" },
    ]);
  });

  it('a removed name is a major', () => {
    const diff = diffSurfaces(variant('v1'), variant('removed'));
    expect(diff.removed).toEqual(['@fixture/kit LIMIT']);
    expect(requiredBump(diff)).toBe('major');
  });

  it('a changed signature is a major', () => {
    const diff = diffSurfaces(variant('v1'), variant('changed'));
    expect(diff.changed).toEqual(['@fixture/kit render']);
    expect(requiredBump(diff)).toBe('major');
  });

  it('a changed type that a name uses, exported or not, is a major', () => {
    const diff = diffSurfaces(variant('v1'), variant('usedChanged'));
    expect(diff).toEqual({ removed: [], added: [], changed: ['@fixture/kit Props (not exported)'], extended: [], reworded: [], unlisted: [] });
    expect(requiredBump(diff)).toBe('major');
  });

  it('an added name is a minor', () => {
    const diff = diffSurfaces(variant('v1'), variant('added'));
    expect(diff).toEqual({ removed: [], added: ['@fixture/kit EXTRA'], changed: [], extended: [], reworded: [], unlisted: [] });
    expect(requiredBump(diff)).toBe('minor');
  });

  it('the same names in another order, or re-exported through a star, are no change', () => {
    expect(diffSurfaces(variant('v1'), variant('reordered'))).toEqual({ removed: [], added: [], changed: [], extended: [], reworded: [], unlisted: [] });
  });

  it('`npm run shared:surface` refuses to write a major change without a major bump, and writes it with one', () => {
    const report = path.join(dir, 'surface.api.md');
    expect(updateReport(variant('v1', '1.0.0'), report)).toMatchObject({ written: true, refused: false });
    const first = fs.readFileSync(report, 'utf8');
    for (const version of ['1.0.0', '1.0.1', '1.1.0', '3.0.0']) {
      const outcome = updateReport(variant('removed', version), report);
      expect(outcome, version).toMatchObject({ written: false, refused: true });
      expect(fs.readFileSync(report, 'utf8')).toBe(first);
    }
    expect(updateReport(variant('removed', '1.0.0'), report).message).toContain('removed @fixture/kit LIMIT');
    expect(updateReport(variant('removed', '2.0.0'), report)).toMatchObject({ written: true, refused: false });
    expect(parseReport(fs.readFileSync(report, 'utf8'))).toEqual(variant('removed', '2.0.0'));
    expect(updateReport(variant('removed', '2.0.0'), report)).toMatchObject({ written: false, refused: false });
  });

  it('`npm run shared:surface` takes an addition with a minor bump, not without', () => {
    const report = path.join(dir, 'surface-minor.api.md');
    updateReport(variant('v1', '1.0.0'), report);
    expect(updateReport(variant('added', '1.0.1'), report)).toMatchObject({ refused: true });
    expect(updateReport(variant('added', '1.1.0'), report)).toMatchObject({ written: true });
    // A version moved with the surface unchanged (a fix) is a patch, written with the new version.
    expect(updateReport(variant('added', '1.1.1'), report)).toMatchObject({ written: true });
    expect(parseReport(fs.readFileSync(report, 'utf8')).version).toBe('1.1.1');
  });
});
