import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';

/**
 * The unit run's projects (ADR 051, 053): every test file of the repository runs in exactly one project
 * (none dropped by a glob, none run twice), tests that need no DOM run in node, where no DOM is built per
 * file, and only files that need their own module graph pay for one.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

interface Project {
  name: string;
  root: string;
  environment: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}

const projects: Project[] = (config.test?.projects ?? []).map((entry) => {
  const test = (entry as { test: { name: string; root?: string; environment?: string; include?: string[]; exclude?: string[]; isolate?: boolean } }).test;
  return { name: test.name, root: test.root ?? '.', environment: test.environment ?? 'node', include: test.include ?? [], exclude: test.exclude ?? [], isolate: test.isolate ?? true };
});

/** Every `*.test.ts(x)` below the repository, as a path from its root. */
function testFiles(dir = ROOT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'coverage'].includes(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(ROOT, full).split(path.sep).join('/')] : [];
  });
}

/** The projects a file runs in: an include matches its path from the project's root and no exclude does. */
function projectsOf(file: string): Project[] {
  return projects.filter((project) => {
    const rel = path.relative(path.join(ROOT, project.root), path.join(ROOT, file)).split(path.sep).join('/');
    if (rel.startsWith('..')) return false;
    return project.include.some((glob) => path.matchesGlob(rel, glob)) && !project.exclude.some((glob) => path.matchesGlob(rel, glob));
  });
}

const files = testFiles();

describe('unit test projects (ADR 051)', () => {
  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('runs every test file in exactly one project', () => {
    const wrong = files.map((file) => ({ file, in: projectsOf(file).map((p) => p.name) })).filter((f) => f.in.length !== 1);
    expect(wrong).toEqual([]);
  });

  it("runs the pure shared layers' tests (ADR 045: no window, document or storage) and the scripts' tests in node, but the one that runs a page's script", () => {
    const pure = /^shared\/src\/(api|constants|errors|format|money|rules)\/.*\.test\.ts$/;
    const inAPage = new Set(['scripts/firstPaint.test.ts']);
    const expected = files.filter((file) => pure.test(file) || (file.startsWith('scripts/') && !inAPage.has(file)));
    expect(expected.length).toBeGreaterThan(30);
    const notInNode = expected.filter((file) => projectsOf(file)[0]?.environment !== 'node');
    expect(notInNode).toEqual([]);
  });

  it('runs a file isolated when it replaces a module or sets the environment before its imports, and every other file without isolation', () => {
    const needsOwnModules = (file: string) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const setsEnvironment = text.search(/^(delete )?process\.env\b/m);
      const importsAfterwards = setsEnvironment >= 0 && /^import |\bimport\(/m.test(text.slice(setsEnvironment));
      return /\bvi\.mock\(/.test(text) || importsAfterwards;
    };
    const wrong = files
      .map((file) => ({ file, needs: needsOwnModules(file), isolated: projectsOf(file)[0]?.isolate }))
      .filter((f) => f.needs !== f.isolated);
    expect(wrong).toEqual([]);
    expect(files.filter(needsOwnModules).length).toBeGreaterThanOrEqual(4);
  });
});
