// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, findCycles, folderGraph, layerFolderOf, repositoryGraph, resolveImport, sharedEntries, staticImports, stronglyConnected, type ImportGraph } from './importCycles';

const ROOT = path.resolve(import.meta.dirname, '..');
const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('the cycle finder', () => {
  it('finds nothing in a graph without cycles (a diamond is no cycle)', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('reports a cycle as its path, back to where it began', () => {
    const cycles = findCycles(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }));
    expect(cycles.map(describeCycle)).toEqual(['a → b → c → a']);
  });

  it('reports a module importing itself and two separate cycles', () => {
    const cycles = findCycles(graphOf({ a: ['a'], b: ['c'], c: ['b'], d: [] }));
    expect(cycles.map(describeCycle)).toEqual(['a → a', 'b → c → b']);
  });

  it('names every module of a tangle on some reported path, each path a shortest one', () => {
    // a ⇄ b and b → c → d → b: one tangle of four modules.
    const graph = graphOf({ a: ['b'], b: ['a', 'c'], c: ['d'], d: ['b'] });
    expect(stronglyConnected(graph)).toEqual([['a', 'b', 'c', 'd']]);
    const cycles = findCycles(graph);
    expect(cycles[0]).toEqual(['a', 'b', 'a']);
    expect(new Set(cycles.flat())).toEqual(new Set(['a', 'b', 'c', 'd']));
  });

  it('survives a long chain (iterative, no recursion limit)', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 20_000; i++) edges[`m${i}`] = [`m${i + 1}`];
    edges.m20000 = ['m0'];
    expect(findCycles(graphOf(edges))).toHaveLength(1);
  });
});

describe('reading imports', () => {
  it('takes static imports and re-exports, type-only ones too, and leaves dynamic import() out', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export type * from './d';",
      "import './e.css';",
      "import f = require('./f');",
      "const lazy = () => import('./page');",
      "// import x from './commented';",
    ].join('\n');
    expect(staticImports('x.tsx', source)).toEqual(['./a', './b', './c', './d', './e.css', './f']);
  });

  it('resolves relative paths and the @credit/shared entries; leaves packages and stylesheets out', () => {
    const entries = sharedEntries(ROOT);
    const from = path.join(ROOT, 'shared/src/api/common.ts');
    expect(resolveImport(from, '../rules', entries)).toBe(path.join(ROOT, 'shared/src/rules/index.ts'));
    expect(resolveImport(from, './sys', entries)).toBe(path.join(ROOT, 'shared/src/api/sys.ts'));
    expect(resolveImport(from, '@credit/shared/money', entries)).toBe(path.join(ROOT, 'shared/src/money/index.ts'));
    expect(resolveImport(from, '@credit/shared', entries)).toBe(path.join(ROOT, 'shared/src/index.ts'));
    expect(resolveImport(from, '@credit/shared/ui.css', entries)).toBeNull();
    expect(resolveImport(from, 'zod', entries)).toBeNull();
  });
});

describe('the folder graph (layers inside a package)', () => {
  it('maps each file to its layer folder, and leaves tests, e2e and the scripts out', () => {
    expect(layerFolderOf('sandbox-api/src/domains/loan/orders.ts')).toBe('sandbox-api/src/domains/loan');
    expect(layerFolderOf('sandbox-api/src/lib/route.ts')).toBe('sandbox-api/src/lib');
    expect(layerFolderOf('sandbox-api/src/context.ts')).toBe('sandbox-api/src/context.ts');
    expect(layerFolderOf('shared/src/http/client.ts')).toBe('shared/src/http');
    expect(layerFolderOf('host/src/router/guard.ts')).toBe('host/src/router');
    expect(layerFolderOf('remote-repay/src/features/bills/pages/billList/BillListPage.tsx')).toBe('remote-repay/src/features/bills');
    expect(layerFolderOf('remote-repay/src/components/billReads.ts')).toBe('remote-repay/src/components');
    expect(layerFolderOf('remote-repay/src/features/bills/pages/billList/BillListPage.test.tsx')).toBeNull();
    expect(layerFolderOf('e2e/tests/back.spec.ts')).toBeNull();
    expect(layerFolderOf('scripts/build.ts')).toBeNull();
  });

  it('finds a circle of folders that no file-level cycle shows (a → b in one pair of files, b → a in another)', () => {
    const files = graphOf({
      'shared/src/http/client.ts': ['shared/src/session/store.ts'],
      'shared/src/session/store.ts': [],
      'shared/src/session/loader.ts': ['shared/src/http/retry.ts'],
      'shared/src/http/retry.ts': [],
    });
    expect(findCycles(files)).toEqual([]);
    expect(stronglyConnected(folderGraph(files))).toEqual([['shared/src/http', 'shared/src/session']]);
  });
});

describe('the repository', () => {
  const graph = repositoryGraph(ROOT);

  it('reads every app, shared, the sandbox, e2e and the scripts', () => {
    for (const folder of ['host/src', 'remote-account/src', 'remote-loan/src', 'remote-repay/src', 'remote-market/src', 'shared/src', 'sandbox-api/src', 'e2e', 'scripts']) {
      expect([...graph.keys()].some((f) => f.startsWith(`${folder}/`)), folder).toBe(true);
    }
    // An edge through an entry point is followed: the sandbox reaches the contract.
    expect([...graph.values()].flat()).toContain('shared/src/api/index.ts');
  });

  it('has no import cycle', () => {
    expect(findCycles(graph).map(describeCycle)).toEqual([]);
  });

  it('has no circle of folders in the sandbox, shared, the host or a remote (layers: `npx tsx scripts/importCycles.ts folders` names the imports)', () => {
    const folders = folderGraph(graph);
    for (const prefix of ['sandbox-api/', 'shared/', 'host/', 'remote-account/', 'remote-loan/', 'remote-repay/', 'remote-market/']) {
      expect([...folders.keys()].some((f) => f.startsWith(prefix)), prefix).toBe(true);
    }
    expect(stronglyConnected(folders).map((set) => set.join(', '))).toEqual([]);
  });
});
