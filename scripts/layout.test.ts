import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '@credit/shared';

/**
 * docs/layout.md, checked for every remote laid out by features: each route of the table exposed as
 * `./routes` is declared in `src/features/<area>/routes.ts` and its page is
 * `features/<area>/pages/<routeName>/<RouteName>Page.tsx`. An alias (a route showing another route's
 * page) names a page folder that belongs to another route of the same remote.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
/** A route name as a folder: camelCase, its hyphens and underscores dropped (spared-fund → sparedFund). */
const folderOf = (name: string) => name.replace(/[-_]+(\w)/g, (_, c: string) => c.toUpperCase());

/** The remotes laid out by features (all four since issue 14). */
const FEATURE_REMOTES = fs.readdirSync(ROOT).filter((d) => d.startsWith('remote-') && fs.existsSync(path.join(ROOT, d, 'src', 'features')));

/** Every route line of every feature table of a remote: its name and the page module it imports. */
function declaredPages(remote: string) {
  const features = path.join(ROOT, remote, 'src', 'features');
  return fs.readdirSync(features).flatMap((area) => {
    const table = fs.readFileSync(path.join(features, area, 'routes.ts'), 'utf8');
    return [...table.matchAll(/name: '([\w-]+)'.*?import\([^)]*'\.\/pages\/(\w+)\/(\w+)'\)/g)].map(([, name, folder, component]) => ({
      remote, area, name: name!, folder: folder!, component: component!, dir: path.join(features, area, 'pages', folder!),
    }));
  });
}

const tables: Record<string, () => Promise<{ routes: RemoteRoute[] }>> = {
  'remote-account': () => import('../remote-account/src/routes'),
  'remote-loan': () => import('../remote-loan/src/routes'),
  'remote-repay': () => import('../remote-repay/src/routes'),
  'remote-market': () => import('../remote-market/src/routes'),
};

describe('route → feature folder → page (docs/layout.md)', () => {
  it('covers every remote: account (the example), loan, repay and market', () => {
    expect(FEATURE_REMOTES).toEqual(expect.arrayContaining(['remote-account', 'remote-loan', 'remote-repay', 'remote-market']));
    expect(Object.keys(tables).sort()).toEqual([...FEATURE_REMOTES].sort());
  });

  describe.each(FEATURE_REMOTES)('%s', (remote) => {
    const pages = declaredPages(remote);

    it('declares every exposed route in a feature table, once', async () => {
      const { routes } = await tables[remote]!();
      expect(pages.map((p) => p.name).sort()).toEqual(routes.map((r) => r.name).sort());
      expect(new Set(pages.map((p) => p.name)).size).toBe(pages.length);
    });

    it.each(pages)('$name: features/$area/pages/$folder/$component.tsx, its own page or an alias of another route', ({ name, folder, component, dir }) => {
      const owners = new Set(pages.map((p) => folderOf(p.name)));
      expect(folder === folderOf(name) || (owners.has(folder) && pages.some((p) => folderOf(p.name) === folder && p.folder === folder))).toBe(true);
      expect(component).toBe(`${cap(folder)}Page`);
      expect(fs.existsSync(path.join(dir, `${component}.tsx`))).toBe(true);
    });
  });
});
