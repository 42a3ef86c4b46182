import { describe, expect, it } from 'vitest';
import { HEADER_RIGHT } from '../host/src/shell/headerActions';
import { HOST_ROUTES } from '../host/src/router/hostRoutes';

/** Spec 2.11: every right-hand header icon leads to a real page (issue 14: none to not-found). */
describe('header icons (spec 2.11)', () => {
  it('each icon leads to a route some app owns, or to the native share', async () => {
    const tables = await Promise.all([
      import('../remote-account/src/routes'), import('../remote-loan/src/routes'), import('../remote-repay/src/routes'), import('../remote-market/src/routes'),
    ]);
    const paths = new Set([...HOST_ROUTES, ...tables.flatMap((t) => t.routes)].map((r) => r.path));
    for (const [icon, action] of Object.entries(HEADER_RIGHT)) {
      if (action.to === 'share') continue;
      expect(paths.has(action.to), `${icon} → ${action.to}`).toBe(true);
    }
    // And each icon is used by some route.
    const used = new Set(tables.flatMap((t) => t.routes).map((r) => r.headerRight).filter(Boolean));
    expect([...used].sort()).toEqual(Object.keys(HEADER_RIGHT).sort());
  });
});
