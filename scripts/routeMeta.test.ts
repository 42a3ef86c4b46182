import { describe, expect, it } from 'vitest';
import { isFirstRead, type RemoteRoute } from '@credit/shared';
import { routeMeta } from './build';
import { routes as loanRoutes } from '../remote-loan/src/routes';
import { routes as repayRoutes } from '../remote-repay/src/routes';
import { routes as accountRoutes } from '../remote-account/src/routes';
import { routes as marketRoutes } from '../remote-market/src/routes';

/** routes.json's route metadata (ADR 041), as the host reads it after a JSON round trip. */
const written = (routes: readonly RemoteRoute[]) => JSON.parse(JSON.stringify(routeMeta(routes))) as ReturnType<typeof routeMeta>;

describe('routes.json route metadata (ADR 041)', () => {
  it("carries each route's title and guard flags, and its first reads exactly as the route table defines them", () => {
    const meta = written(loanRoutes);
    const borrow = meta.find((m) => m.path === '/newBorrowCash')!;
    const route = loanRoutes.find((r) => r.path === '/newBorrowCash')!;
    expect(borrow).toMatchObject({ name: 'newBorrowCash', title: '借款申请', requiresAuth: true, requiresBorrowReady: true });
    expect(borrow.firstReads).toEqual(route.firstReads);
    expect(borrow.firstReads!.map((r) => r.path)).toContain('/api/loanorder/findTemp');
    // Nothing of a page's code: no functions survive, every route is named.
    expect(meta).toHaveLength(loanRoutes.length);
    expect(JSON.stringify(meta)).not.toContain('import(');
  });

  it('every declared first read of every remote is one the host accepts', () => {
    for (const routes of [loanRoutes, repayRoutes, accountRoutes, marketRoutes]) {
      for (const m of written(routes)) for (const read of m.firstReads ?? []) expect(isFirstRead(read), `${m.path} ${read.path}`).toBe(true);
    }
  });
});
