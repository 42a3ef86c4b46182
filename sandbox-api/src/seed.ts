import type { AppContext } from './context';
import { clearData, DEMO_USER, insertDemoUser, isSeeded, markSeeded } from './db/seed';
import { hashSecretSync } from './lib/crypto';
import type { DemoSeed, DomainFace } from './lib/face';

export { DEMO_PROFILE, DEMO_USER } from './db/seed';

/**
 * Seeds the demo once per database (and again after a reset): the demo user and card, then every face's
 * seed steps in their order. The faces are passed in, so no lower layer imports a domain.
 */
export function seedOnce(ctx: AppContext, faces: readonly DomainFace[]): void {
  if (isSeeded(ctx.db)) return;
  const cost = ctx.opts.scryptCost;
  const steps = faces.flatMap((f) => f.seeds ?? []).sort((a, b) => a.order - b.order);
  ctx.db.transaction(() => {
    const demo: DemoSeed = insertDemoUser(ctx.db, {
      passwordHash: hashSecretSync(DEMO_USER.password, cost),
      tradePasswordHash: hashSecretSync(DEMO_USER.tradePassword, cost),
      creditLimitFen: ctx.opts.creditLimitFen,
      at: ctx.clock.now(),
    });
    for (const step of steps) step.run(ctx, demo);
    markSeeded(ctx.db);
  })();
}

/** Empties every data table, the settings and the clock, then seeds again. */
export function resetData(ctx: AppContext, faces: readonly DomainFace[]): void {
  ctx.db.transaction(() => clearData(ctx.db))();
  ctx.clock.setOffset(0);
  seedOnce(ctx, faces);
}
