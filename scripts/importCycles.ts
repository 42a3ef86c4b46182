import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The repository's static import graph and the cycles in it (issue 23; ARCHITECTURE.md: "a check in
 * `npm test` fails on any import cycle"). `scripts/importCycles.test.ts` runs it in `npm test`.
 *
 * Counted: every static `import ... from`, `export ... from` and `import x = require()`, type-only
 * ones included. A type-only cycle is erased at run time, but it still ties two modules' designs
 * together in a circle (the cycle issue 23 named inside @credit/shared ran through
 * `import type { TileData }`), and a type import turns into a value import with one edit.
 * Not counted: dynamic `import()`: a lazy route loading its page is a deliberate late edge, and the
 * page importing its route table's helpers back is no load-order hazard.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

/** The folders whose .ts/.tsx files are checked. */
export const CHECKED_FOLDERS = ['host', 'remote-account', 'remote-loan', 'remote-repay', 'remote-market', 'shared', 'sandbox-api', 'e2e', 'scripts'];

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.prerender']);
const EXTENSIONS = ['.ts', '.tsx'];

/** Every .ts/.tsx file under `dir` (absolute paths), outside build output and dependencies. */
export function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module specifiers a file imports statically (type-only imports included, `import()` not). */
export function staticImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specs: string[] = [];
  for (const statement of file.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specs.push(statement.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference) && ts.isStringLiteral(statement.moduleReference.expression)) {
      specs.push(statement.moduleReference.expression.text);
    }
  }
  return specs;
}

/** The module specifiers a file imports for their values: what a bundle keeps (type-only imports are erased). */
export function valueImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specs: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const onlyTypes = clause !== undefined && (clause.isTypeOnly
        || (clause.name === undefined && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      if (!onlyTypes) specs.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specs.push(statement.moduleSpecifier.text);
    }
  }
  return specs;
}

/** `@credit/shared` and its subpaths, from shared/package.json's exports: subpath → file. */
export function sharedEntries(root = ROOT): Map<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (!/\.tsx?$/.test(target)) continue;
    entries.set(subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, path.join(root, 'shared', target));
  }
  return entries;
}

/** The file a specifier names, or null for a package outside the repository (react, zod...). */
export function resolveImport(fromFile: string, spec: string, entries: Map<string, string>): string | null {
  if (entries.has(spec)) return entries.get(spec)!;
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  // `./x.js` written for `./x.ts` (ESM style) resolves too.
  if (/\.js$/.test(base)) candidates.push(...EXTENSIONS.map((ext) => base.replace(/\.js$/, ext)));
  return candidates.find((f) => EXTENSIONS.some((ext) => f.endsWith(ext)) && fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

/** A graph of modules: each node's direct dependencies. */
export type ImportGraph = Map<string, readonly string[]>;

/** The repository's import graph over CHECKED_FOLDERS, keyed by paths relative to the root. */
export function repositoryGraph(root = ROOT): ImportGraph {
  const entries = sharedEntries(root);
  const graph: ImportGraph = new Map();
  for (const file of CHECKED_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const targets = staticImports(file, fs.readFileSync(file, 'utf8'))
      .map((spec) => resolveImport(file, spec, entries))
      .filter((target): target is string => target !== null && target !== file)
      .map((target) => path.relative(root, target));
    graph.set(path.relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one module (or a module importing itself): Tarjan's algorithm, iterative. */
export function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) components.push(component.sort());
    }
  }
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A shortest cycle through `start` inside `members` (breadth first): start → ... → start. */
export function shortestCycle(graph: ImportGraph, start: string, members: ReadonlySet<string> = new Set(graph.keys())): string[] | null {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return null;
}

/**
 * The cycles of a graph, one line each: for every group of modules that import each other in a
 * circle, a shortest cycle through each of its modules not yet on a reported cycle (so every module
 * in a circle is named on some reported path), as `a → b → c → a`.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    const covered = new Set<string>();
    for (const start of component) {
      if (covered.has(start)) continue;
      const cycle = shortestCycle(graph, start, members)!;
      cycle.forEach((m) => covered.add(m));
      cycles.push(cycle);
    }
  }
  return cycles;
}

export const describeCycle = (cycle: readonly string[]) => cycle.join(' → ');

/**
 * The folder a module belongs to for the layer check (issue 37; ARCHITECTURE.md "the same holds inside
 * a package"): a sandbox domain, the sandbox's `lib/` and `db/`, a top folder of shared's or the host's
 * `src/`, a remote's feature or its `components/`. A file directly in a package's `src/` is its own
 * node (the sandbox's `context.ts`, the host's `startup.ts`). Tests are left out: a test may reach
 * across layers to set up what it checks; e2e and the scripts are not layered.
 */
export function layerFolderOf(file: string): string | null {
  if (/\.test\.tsx?$/.test(file)) return null;
  const patterns: RegExp[] = [
    /^(sandbox-api\/src\/domains\/[^/]+)\//,
    /^(sandbox-api\/src\/[^/]+)(\/|$)/,
    /^(shared\/src\/[^/]+)(\/|$)/,
    /^(host\/src\/[^/]+)(\/|$)/,
    /^(remote-[a-z]+\/src\/features\/[^/]+)\//,
    /^(remote-[a-z]+\/src\/[^/]+)(\/|$)/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(file);
    if (match) return match[1]!;
  }
  return null;
}

/** The graph of layer folders: an edge wherever a module of one imports a module of another. */
export function folderGraph(graph: ImportGraph, folderOf: (file: string) => string | null = layerFolderOf): ImportGraph {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === null) continue;
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== null && to !== from) edges.add(to);
    }
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges].sort()]));
}

/** Which module of `from` imports which module of `to` (to name the edges of a folder cycle). */
export function edgesBetween(graph: ImportGraph, from: string, to: string, folderOf: (file: string) => string | null = layerFolderOf): string[] {
  return [...graph].flatMap(([file, targets]) => folderOf(file) === from ? targets.filter((t) => folderOf(t) === to).map((t) => `${file} → ${t}`) : []);
}

// `npx tsx scripts/importCycles.ts folders [prefix]` prints the folder cycles (and the imports behind each step).
if (process.argv[1] === import.meta.filename && process.argv[2] === 'folders') {
  const prefix = process.argv[3] ?? '';
  const files = repositoryGraph();
  const folders = folderGraph(files);
  for (const component of stronglyConnected(folders).filter((c) => c.some((f) => f.startsWith(prefix)))) {
    console.log(`\n${component.length} folders in one circle: ${component.join(', ')}`);
    const members = new Set(component);
    const covered = new Set<string>();
    for (const start of component) {
      if (covered.has(start)) continue;
      const cycle = shortestCycle(folders, start, members)!;
      cycle.forEach((m) => covered.add(m));
      console.log(`  ${describeCycle(cycle)}`);
      for (let i = 0; i + 1 < cycle.length; i++) for (const edge of edgesBetween(files, cycle[i]!, cycle[i + 1]!).slice(0, 4)) console.log(`      ${edge}`);
    }
  }
}
