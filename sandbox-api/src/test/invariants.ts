import Database from 'better-sqlite3';

/**
 * The money invariants (issue: "checked after every operation"), read from the database file alone:
 * - per user: available credit + outstanding principal = credit line, where outstanding is what the
 *   ledger says (principal paid out less principal repaid) and available is what the API answered;
 * - per order: the ledger's repayments = what the bills record as paid, and a settled order paid exactly
 *   principal + interest + fees + penalties − discounts;
 * - no balance below zero (reward balance, unpaid amounts).
 * Returns the broken rules (empty when all hold).
 */
export function moneyInvariants(dbPath: string, availableOf?: Map<number, number>): string[] {
  const db = new Database(dbPath, { readonly: true });
  const broken: string[] = [];
  try {
    const users = db.prepare(`SELECT id, credit_limit_fen, active_status, open_card_status FROM users`).all() as {
      id: number; credit_limit_fen: number; active_status: number; open_card_status: number;
    }[];
    for (const u of users) {
      const ledger = db
        .prepare(
          `SELECT COALESCE(SUM(CASE WHEN t.kind = 'loan' THEN t.amount_fen ELSE 0 END), 0) AS lent,
                  COALESCE(SUM(CASE WHEN t.kind = 'repay' THEN t.principal_fen ELSE 0 END), 0) AS repaid
           FROM transactions t WHERE t.user_id = ? AND t.order_id IS NOT NULL`,
        )
        .get(u.id) as { lent: number; repaid: number };
      const lending = (db.prepare(`SELECT COALESCE(SUM(principal_fen), 0) AS n FROM loan_orders WHERE user_id = ? AND status = 'lending'`).get(u.id) as { n: number }).n;
      const outstanding = ledger.lent - ledger.repaid + lending;
      if (outstanding < 0) broken.push(`user ${u.id}: outstanding principal ${outstanding} < 0`);
      const available = availableOf?.get(u.id);
      if (available !== undefined && u.active_status && u.open_card_status && available + outstanding !== u.credit_limit_fen) {
        broken.push(`user ${u.id}: available ${available} + outstanding ${outstanding} != limit ${u.credit_limit_fen}`);
      }
      const balance = (db
        .prepare(
          `SELECT COALESCE(SUM(CASE WHEN kind = 'reward' AND status = 'success' THEN amount_fen WHEN kind = 'withdraw' AND status != 'failed' THEN -amount_fen ELSE 0 END), 0) AS n
           FROM transactions WHERE user_id = ?`,
        )
        .get(u.id) as { n: number }).n;
      if (balance < 0) broken.push(`user ${u.id}: reward balance ${balance} < 0`);
    }
    const orders = db.prepare(`SELECT id, order_no, status, principal_fen FROM loan_orders WHERE status IN ('repaying', 'settled')`).all() as {
      id: number; order_no: string; status: string; principal_fen: number;
    }[];
    for (const o of orders) {
      const paidByLedger = (db.prepare(`SELECT COALESCE(SUM(amount_fen), 0) AS n FROM transactions WHERE order_id = ? AND kind = 'repay'`).get(o.id) as { n: number }).n;
      const b = db
        .prepare(
          `SELECT SUM(principal_fen) AS principal, SUM(interest_fen) AS interest, SUM(fee_fen + early_fee_fen) AS fee, SUM(penalty_fen) AS penalty,
                  SUM(discount_fen + waived_interest_fen + waived_fee_fen) AS discount,
                  SUM(paid_principal_fen + paid_interest_fen + paid_fee_fen + paid_penalty_fen) AS paid, SUM(paid_principal_fen) AS paidPrincipal,
                  SUM(CASE WHEN paid_day IS NULL THEN 1 ELSE 0 END) AS open
           FROM bills WHERE order_id = ?`,
        )
        .get(o.id) as { principal: number; interest: number; fee: number; penalty: number; discount: number; paid: number; paidPrincipal: number; open: number };
      if (b.principal !== o.principal_fen) broken.push(`${o.order_no}: bills' principal ${b.principal} != loan ${o.principal_fen}`);
      if (paidByLedger !== b.paid) broken.push(`${o.order_no}: ledger repayments ${paidByLedger} != paid on bills ${b.paid}`);
      if (o.status === 'settled') {
        const owed = b.principal + b.interest + b.fee + b.penalty - b.discount;
        if (paidByLedger !== owed) broken.push(`${o.order_no}: settled with ${paidByLedger} paid, owed principal+interest+fees+penalties-discounts ${owed}`);
        if (b.open !== 0) broken.push(`${o.order_no}: settled with ${b.open} open bills`);
      }
      if (o.status === 'repaying' && b.open === 0) broken.push(`${o.order_no}: every bill paid but not settled`);
    }
  } finally {
    db.close();
  }
  return broken;
}
