import { DATA_TABLES } from './migrations';
import type { Db } from './open';

// The demo user's rows and the seeded flag; the runner (src/seed.ts) hashes the secrets and runs each domain's seed.

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

export const isSeeded = (db: Db): boolean => db.prepare(`SELECT 1 FROM meta WHERE key = 'seeded'`).get() !== undefined;

export function markSeeded(db: Db): void {
  db.prepare(`INSERT INTO meta (key, value) VALUES ('seeded', '1')`).run();
}

/**
 * The demo user (opened card, activated limit, profile), the identity registry's record of them and
 * their bound card; the secrets come hashed.
 */
export function insertDemoUser(db: Db, d: { passwordHash: string; tradePasswordHash: string; creditLimitFen: number; at: number }): { userId: number; cardId: number } {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (customer_id, mobile, password_hash, trade_pwd_hash, invite_code, name, cert_id, open_card_status,
         account_no, credit_limit_fen, active_status, created_at)
       VALUES ('C000000000001', ?, ?, ?, '100000', ?, ?, 1, '6288000000000001', ?, 1, ?)`,
    )
    .run(DEMO_USER.mobile, d.passwordHash, d.tradePasswordHash, DEMO_USER.name, DEMO_USER.certId, d.creditLimitFen, d.at);
  db.prepare('INSERT INTO identity_registry (cert_id, name) VALUES (?, ?)').run(DEMO_USER.certId, DEMO_USER.name);
  db.prepare('UPDATE users SET profile = ? WHERE id = ?').run(JSON.stringify(DEMO_PROFILE), lastInsertRowid);
  const card = db
    .prepare(`INSERT INTO bank_cards (user_id, card_no, bank_code, bank_name, reserved_mobile, is_default, created_at) VALUES (?, ?, 'ICBC', '工商银行', ?, 1, ?)`)
    .run(lastInsertRowid, DEMO_USER.cardNo, DEMO_USER.mobile, d.at);
  return { userId: Number(lastInsertRowid), cardId: Number(card.lastInsertRowid) };
}

/** Empties every data table, the settings and the seeded flag (the clock is the caller's). */
export function clearData(db: Db): void {
  for (const table of DATA_TABLES) db.prepare(`DELETE FROM ${table}`).run();
  db.prepare('DELETE FROM settings').run();
  db.prepare(`DELETE FROM meta WHERE key = 'seeded'`).run();
}
