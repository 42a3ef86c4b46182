import type { AppContext } from '../context';
import { hashSecretSync } from '../lib/crypto';
import { DATA_TABLES } from './migrations';
import { seedDemoLoans, seedDemoRewards } from '../domains/loan/seed';
import { seedDemoRepayments } from '../domains/repay/seed';
import { seedDemoInvitations } from '../domains/market/invite';
import { seedDemoMarket } from '../domains/market/welcome';
import { seedActivities } from '../domains/market/activities';

/** The ready demo user (docs/sandbox.md): opened card, activated limit, a bound card. */
export const DEMO_USER = {
  mobile: '13800138000',
  password: 'Demo1234',
  tradePassword: 'Trade123',
  name: '张三',
  certId: '11010519491231002X',
  cardNo: '6222020200112233445',
} as const;

/**
 * The demo user's supplementary profile (spec 3): a borrower who has been through the profile, so
 * the borrow flow's profile gate lets them through. Contacts are left for the tests to write.
 */
export const DEMO_PROFILE = {
  industry: 'B1009', profession: 'B0701', education: 'B0305', marriage: 'B0502', incomeLevel: 'B0803',
  email: 'demo@example.com', company: '示例科技有限公司', companyAddress: '北京市朝阳区示例路1号示例大厦8层', monthlyIncome: '1200000',
  duty: '工程师', province: '北京市', city: '北京市', county: '朝阳区', address: '北京市朝阳区示例路2号院3号楼',
  incomeSource: 'B0901', loanType: 'B1101',
} as const;

/** Seeds the demo user once per database (and again after a reset). */
export function seedOnce(ctx: AppContext): void {
  if (ctx.db.prepare(`SELECT 1 FROM meta WHERE key = 'seeded'`).get()) return;
  const cost = ctx.opts.scryptCost;
  const now = ctx.clock.now();
  ctx.db.transaction(() => {
    const { lastInsertRowid } = ctx.db
      .prepare(
        `INSERT INTO users (customer_id, mobile, password_hash, trade_pwd_hash, invite_code, name, cert_id, open_card_status,
           account_no, credit_limit_fen, active_status, created_at)
         VALUES ('C000000000001', ?, ?, ?, '100000', ?, ?, 1, '6288000000000001', ?, 1, ?)`,
      )
      .run(DEMO_USER.mobile, hashSecretSync(DEMO_USER.password, cost), hashSecretSync(DEMO_USER.tradePassword, cost),
        DEMO_USER.name, DEMO_USER.certId, ctx.opts.creditLimitFen, now);
    ctx.db.prepare('INSERT INTO identity_registry (cert_id, name) VALUES (?, ?)').run(DEMO_USER.certId, DEMO_USER.name);
    ctx.db.prepare('UPDATE users SET profile = ? WHERE id = ?').run(JSON.stringify(DEMO_PROFILE), lastInsertRowid);
    const card = ctx.db
      .prepare(`INSERT INTO bank_cards (user_id, card_no, bank_code, bank_name, reserved_mobile, is_default, created_at) VALUES (?, ?, 'ICBC', '工商银行', ?, 1, ?)`)
      .run(lastInsertRowid, DEMO_USER.cardNo, DEMO_USER.mobile, now);
    const [settled] = seedDemoLoans(ctx, Number(lastInsertRowid), Number(card.lastInsertRowid));
    seedDemoRepayments(ctx, settled!);
    seedDemoRewards(ctx, Number(lastInsertRowid));
    seedDemoMarket(ctx, Number(lastInsertRowid));
    seedDemoInvitations(ctx, Number(lastInsertRowid));
    seedActivities(ctx);
    ctx.db.prepare(`INSERT INTO meta (key, value) VALUES ('seeded', '1')`).run();
  })();
}

/** Empties every data table, the settings and the clock, then seeds again. */
export function resetData(ctx: AppContext): void {
  ctx.db.transaction(() => {
    for (const table of DATA_TABLES) ctx.db.prepare(`DELETE FROM ${table}`).run();
    ctx.db.prepare('DELETE FROM settings').run();
    ctx.db.prepare(`DELETE FROM meta WHERE key = 'seeded'`).run();
  })();
  ctx.clock.setOffset(0);
  seedOnce(ctx);
}
