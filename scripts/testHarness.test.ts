import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 37 (item 8): page tests stub the server one way, through the harness of `@credit/shared/testing`
 * (`stubServer`); no test helper sits in a product folder (one remote's fixture data lives in its
 * `src/test/`); China's UTC offset is defined once, in `@credit/shared/rules` (time.ts).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const APP_DIRS = ['host/src', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('remote-')).map((d) => `${d}/src`)];
const ZONE_DIRS = [...APP_DIRS, 'shared/src', 'sandbox-api/src', 'e2e'];
/** The one definition of the offset. */
const ZONE_DEFINITION = 'shared/src/rules/time.ts';

interface Source {
  file: string;
  text: string;
}

function sources(dirs: string[]): Source[] {
  return dirs.flatMap((dir) =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.parentPath.includes('node_modules'))
      .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') })),
  );
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** One remote's fixture data for its tests (not a helper: the harness is shared). */
const isFixture = (file: string) => /^(?:host|remote-[a-z]+)\/src\/test\//.test(file);

/** App files that stub the server themselves: an adapter in product code, or a test's own adapter or transport. */
function ownStubs(files: Source[]): string[] {
  return files
    .filter(({ text }) => /\bAxiosAdapter\b|\bconfigureHttp\s*\(|\badapter\s*:/.test(text))
    .map(({ file }) => (isTest(file) ? `${file}: a test with its own adapter (use stubServer of @credit/shared/testing)` : `${file}: product code declares an adapter`));
}

/** Test helpers in product folders: app files, not tests nor fixture data, that load test tooling. */
function helpersInProduct(files: Source[]): string[] {
  return files
    .filter(({ file }) => !isTest(file) && !isFixture(file))
    .filter(({ text }) => /from '(?:vitest|@testing-library\/[\w-]+|@credit\/shared\/testing)'/.test(text))
    .map(({ file }) => file);
}

const ZONE_SPELLINGS = /Asia\/Shanghai|\+08:00|\b8 \* 60 \* 60(?:_?000)?\b|\b8 \* 3_?600(?:_?000)?\b|\b28_?800(?:_?000)?\b/;

/** Places that spell China's UTC offset instead of importing CHINA_UTC_OFFSET_MS. */
function zoneSpellings(files: Source[]): string[] {
  return files.filter(({ file, text }) => file !== ZONE_DEFINITION && ZONE_SPELLINGS.test(text)).map(({ file }) => file);
}

describe('one page-test harness, one time zone (issue 37)', () => {
  const apps = sources(APP_DIRS);

  it('reads the apps and their tests', () => {
    expect(apps.filter(({ file }) => isTest(file)).length).toBeGreaterThan(100);
  });

  it('no app file stubs the server on its own: product code declares no adapter, tests use the harness', () => {
    expect(ownStubs(apps)).toEqual([]);
  });

  it('no test helper sits in a product folder', () => {
    expect(helpersInProduct(apps)).toEqual([]);
  });

  it("China's UTC offset is spelled once", () => {
    expect(fs.readFileSync(path.join(ROOT, ZONE_DEFINITION), 'utf8')).toMatch(/export const CHINA_UTC_OFFSET_MS = 8 \* 3_600_000;/);
    expect(zoneSpellings(sources(ZONE_DIRS))).toEqual([]);
  });

  it('catches each kind of violation', () => {
    const adapter = "import type { AxiosAdapter } from 'axios';\nconst server: AxiosAdapter = async (config) => ({ data: {}, status: 200, statusText: '', headers: {}, config });\n";
    expect(ownStubs([{ file: 'remote-loan/src/api.ts', text: adapter }])).toEqual(['remote-loan/src/api.ts: product code declares an adapter']);
    expect(ownStubs([{ file: 'remote-loan/src/x/XPage.test.tsx', text: 'configureHttp({ adapter: vi.fn(stub) });' }])).toHaveLength(1);
    expect(ownStubs([{ file: 'remote-loan/src/x/XPage.test.tsx', text: "page = setUpPage(stubServer({ '/api/x': { data: 1 } }));" }])).toEqual([]);

    const helper = "import { fireEvent, screen } from '@testing-library/react';\nexport const type = () => fireEvent.change(screen.getByLabelText('x'));\n";
    expect(helpersInProduct([{ file: 'remote-account/src/components/stubServer.ts', text: helper }])).toEqual(['remote-account/src/components/stubServer.ts']);
    expect(helpersInProduct([{ file: 'remote-account/src/test/custody.ts', text: "import { vi } from 'vitest';" }])).toEqual([]);

    for (const spelling of ["'Asia/Shanghai'", "'2026-01-01T00:00:00+08:00'", '8 * 60 * 60 * 1000', '8 * 3600 * 1000', '8 * 3_600_000']) {
      expect(zoneSpellings([{ file: 'sandbox-api/src/context.ts', text: `const offset = ${spelling};` }]), spelling).toEqual(['sandbox-api/src/context.ts']);
    }
    expect(zoneSpellings([{ file: ZONE_DEFINITION, text: 'export const CHINA_UTC_OFFSET_MS = 8 * 3_600_000;' }])).toEqual([]);
  });
});
