import Database from 'better-sqlite3';

/**
 * The money invariants (issue: "checked after every operation"), read from the database file alone:
 * - per user: available credit + outstanding principal = credit line, where outstanding is what the
 *   ledger says (principal paid out less principal repaid) and available is what the API answered;
 * - per order: the ledger's repayments = what the bills record as paid, and a settled order paid exactly
 *   principal + interest + fees + penalties − discounts;
 * - no balance below zero (reward balance, unpaid amounts);
 * - every money movement has its one ledger row (ledgerInvariants): a loan paid out, each repayment's
 *   share of an order, a withdrawal, a mobile top-up, a refund; and no ledger row without its movement;
 * - statuses (issue 24): no success or partial repayment with nothing applied, no refunded one that
 *   applied anything; every channel debit of a repayment is matched by what it applied (its items) plus
 *   what was refunded (a refunds row and its ledger row); a top-up's ledger row has its outcome;
 * - a fee agreed at deferral is never waived (early settlement forgives later fees, not that one);
 * - creditors (ADR 035): per bill and component, master + slave paid = paid (the slave's part the sum of
 *   its items' slave parts) and neither is paid above what it is owed; a loan of one lender owes its slave
 *   nothing; per repayment and order, one ledger row per creditor paid, of exactly that creditor's items.
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
          `SELECT COALESCE(SUM(CASE WHEN t.kind IN ('loan', 'custodyLoan') THEN t.amount_fen WHEN t.kind = 'loanCancel' THEN -t.amount_fen ELSE 0 END), 0) AS lent,
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
    broken.push(...creditorInvariants(db));
    broken.push(...ledgerInvariants(db));
    broken.push(...custodyInvariants(db));
    broken.push(...shopInvariants(db));
  } finally {
    db.close();
  }
  return broken;
}

const PARTS = ['principal', 'interest', 'fee', 'penalty'] as const;

/** Two-bill loans (ADR 035): each bill's parts by creditor, and the ledger's rows by creditor. */
function creditorInvariants(db: Database.Database): string[] {
  const broken: string[] = [];
  const bills = db
    .prepare(
      `SELECT b.*, o.order_no, o.is_two_bill, o.slave_share_ppm,
              b.interest_fen - b.discount_fen - b.waived_interest_fen AS net_interest, b.fee_fen + b.early_fee_fen - b.waived_fee_fen AS net_fee,
              (SELECT COALESCE(SUM(i.slave_principal_fen), 0) FROM repayment_items i WHERE i.bill_id = b.id) AS items_principal,
              (SELECT COALESCE(SUM(i.slave_interest_fen), 0) FROM repayment_items i WHERE i.bill_id = b.id) AS items_interest,
              (SELECT COALESCE(SUM(i.slave_fee_fen), 0) FROM repayment_items i WHERE i.bill_id = b.id) AS items_fee,
              (SELECT COALESCE(SUM(i.slave_penalty_fen), 0) FROM repayment_items i WHERE i.bill_id = b.id) AS items_penalty
       FROM bills b JOIN loan_orders o ON o.id = b.order_id`,
    )
    .all() as Record<string, number | string>[];
  for (const b of bills) {
    const what = `${b.order_no as string} period ${b.period as number}`;
    if ((b.is_two_bill === 1) !== ((b.slave_share_ppm as number) > 0)) broken.push(`${what}: two-bill ${b.is_two_bill as number} with slave share ${b.slave_share_ppm as number}`);
    for (const c of PARTS) {
      const total = c === 'interest' ? (b.net_interest as number) : c === 'fee' ? (b.net_fee as number) : (b[`${c}_fen`] as number);
      const paid = b[`paid_${c}_fen`] as number;
      const slaveOwed = b[`slave_${c}_fen`] as number;
      const slavePaid = b[`slave_paid_${c}_fen`] as number;
      if (b.is_two_bill === 0 && (slaveOwed !== 0 || slavePaid !== 0)) broken.push(`${what}: one lender, yet the slave is owed ${slaveOwed} ${c}, paid ${slavePaid}`);
      if (slavePaid !== b[`items_${c}`]) broken.push(`${what}: slave paid ${slavePaid} ${c}, its items ${b[`items_${c}`] as number}`);
      if (slavePaid > slaveOwed) broken.push(`${what}: slave paid ${slavePaid} ${c} above its ${slaveOwed}`);
      if (paid - slavePaid > total - slaveOwed) broken.push(`${what}: master paid ${paid - slavePaid} ${c} above its ${total - slaveOwed}`);
      if (slavePaid < 0 || paid - slavePaid < 0) broken.push(`${what}: a creditor's ${c} paid below 0`);
    }
  }
  // Per repayment and order: the master's and the slave's rows, each at most one, each what its items paid it.
  const shares = db
    .prepare(
      `SELECT r.repay_no, b.order_id,
              SUM(i.principal_fen + i.interest_fen + i.fee_fen + i.penalty_fen) AS paid,
              SUM(i.slave_principal_fen + i.slave_interest_fen + i.slave_fee_fen + i.slave_penalty_fen) AS slave,
              SUM(i.slave_principal_fen) AS slave_principal
       FROM repayment_items i JOIN repayments r ON r.id = i.repayment_id JOIN bills b ON b.id = i.bill_id GROUP BY r.id, b.order_id`,
    )
    .all() as { repay_no: string; order_id: number; paid: number; slave: number; slave_principal: number }[];
  for (const s of shares) {
    const rows = db
      .prepare(`SELECT creditor, COUNT(*) AS n, SUM(amount_fen) AS amount, SUM(principal_fen) AS principal FROM transactions WHERE kind = 'repay' AND ref = ? AND order_id = ? GROUP BY creditor`)
      .all(s.repay_no, s.order_id) as { creditor: string | null; n: number; amount: number; principal: number }[];
    const want = { master: s.paid - s.slave, slave: s.slave };
    for (const r of rows) {
      if (r.creditor !== 'master' && r.creditor !== 'slave') broken.push(`${s.repay_no} order ${s.order_id}: a repayment row of no creditor`);
      else if (r.n !== 1) broken.push(`${s.repay_no} order ${s.order_id}: ${r.n} ledger rows for the ${r.creditor}`);
    }
    for (const creditor of ['master', 'slave'] as const) {
      const row = rows.find((r) => r.creditor === creditor);
      if ((row?.amount ?? 0) !== want[creditor]) broken.push(`${s.repay_no} order ${s.order_id}: ${creditor}'s ledger ${row?.amount ?? 0} != its items ${want[creditor]}`);
      if (want[creditor] > 0 && !row) broken.push(`${s.repay_no} order ${s.order_id}: no ledger row for the ${creditor}`);
    }
    const slaveRow = rows.find((r) => r.creditor === 'slave');
    if (slaveRow && slaveRow.principal !== s.slave_principal) broken.push(`${s.repay_no} order ${s.order_id}: slave's ledger principal ${slaveRow.principal} != its items ${s.slave_principal}`);
  }
  const unapplied = (db.prepare(`SELECT COUNT(*) AS n FROM transactions WHERE kind = 'repay' AND order_id IS NULL AND creditor IS NOT NULL`).get() as { n: number }).n;
  if (unapplied) broken.push(`${unapplied} refunded debits name a creditor`);
  return broken;
}

/** Which way each kind of movement goes: into the user's hands or out of them. */
const DIRECTION: Record<string, 'in' | 'out'> = {
  loan: 'in', repay: 'out', withdraw: 'out', topUp: 'out', reward: 'in', refund: 'in', custodyLoan: 'in', custodyWithdraw: 'out',
  shopPay: 'out', shopRefund: 'in', custodySpend: 'out', custodyRefund: 'in', loanCancel: 'out',
};

interface LedgerRow { kind: string; direction: string; amount_fen: number; status: string; user_id: number; n: number }

/**
 * Each movement against its ledger rows, matched by the number that caused it (ref) or the order:
 * one row, the same user, amount, direction and outcome; and every row of these kinds has its movement.
 */
function ledgerInvariants(db: Database.Database): string[] {
  const broken: string[] = [];
  const rowsOf = (kind: string, ref: string): LedgerRow | undefined =>
    db
      .prepare(`SELECT kind, MIN(direction) AS direction, SUM(amount_fen) AS amount_fen, MIN(status) AS status, MIN(user_id) AS user_id, COUNT(*) AS n
                FROM transactions WHERE kind = ? AND ref = ? GROUP BY kind`)
      .get(kind, ref) as LedgerRow | undefined;
  const expectOne = (what: string, row: LedgerRow | undefined, want: { userId: number; amountFen: number; status: string; kind: string }) => {
    if (!row) return broken.push(`${what}: no ${want.kind} ledger row`);
    if (row.n !== 1) broken.push(`${what}: ${row.n} ${want.kind} ledger rows`);
    if (row.user_id !== want.userId) broken.push(`${what}: ledger row of user ${row.user_id}, not ${want.userId}`);
    if (row.amount_fen !== want.amountFen) broken.push(`${what}: ledger amount ${row.amount_fen} != ${want.amountFen}`);
    if (row.status !== want.status) broken.push(`${what}: ledger status ${row.status} != ${want.status}`);
    return 0;
  };

  for (const t of db.prepare(`SELECT id, kind, direction FROM transactions`).all() as { id: number; kind: string; direction: string }[]) {
    if (DIRECTION[t.kind] !== t.direction) broken.push(`ledger row ${t.id}: ${t.kind} goes ${t.direction}`);
  }

  // A loan paid out: one 'loan' row of its principal (a custody funder's: 'custodyLoan', ADR 037); an order never paid out has none.
  const orders = db.prepare(`SELECT id, order_no, user_id, status, principal_fen FROM loan_orders`).all() as {
    id: number; order_no: string; user_id: number; status: string; principal_fen: number;
  }[];
  for (const o of orders) {
    const row = db
      .prepare(`SELECT MIN(direction) AS direction, SUM(amount_fen) AS amount_fen, MIN(status) AS status, MIN(user_id) AS user_id, COUNT(*) AS n, 'loan' AS kind
                FROM transactions WHERE kind IN ('loan', 'custodyLoan') AND order_id = ? HAVING COUNT(*) > 0`)
      .get(o.id) as LedgerRow | undefined;
    // An instalment purchase refunded (ADR 038) was lent and is cancelled: its loan row, and a loanCancel row of the principal it still owed.
    const refundedPurchase = o.status === 'cancelled' && db.prepare(`SELECT 1 FROM creditlife_orders WHERE loan_order_id = ? AND status = 'refunded'`).get(o.id) !== undefined;
    if (o.status === 'repaying' || o.status === 'settled' || refundedPurchase) expectOne(o.order_no, row, { userId: o.user_id, amountFen: o.principal_fen, status: 'success', kind: 'loan' });
    else if (row) broken.push(`${o.order_no}: ${o.status}, yet a loan ledger row`);
    const cancelled = (db.prepare(`SELECT COALESCE(SUM(amount_fen), 0) AS n FROM transactions WHERE kind = 'loanCancel' AND order_id = ?`).get(o.id) as { n: number }).n;
    const repaidPrincipal = (db.prepare(`SELECT COALESCE(SUM(principal_fen), 0) AS n FROM transactions WHERE kind = 'repay' AND order_id = ?`).get(o.id) as { n: number }).n;
    if (refundedPurchase && cancelled !== o.principal_fen - repaidPrincipal) broken.push(`${o.order_no}: refunded purchase cancelled ${cancelled}, owed ${o.principal_fen - repaidPrincipal}`);
    if (!refundedPurchase && cancelled !== 0) broken.push(`${o.order_no}: ${o.status}, yet a loanCancel row`);
  }

  // A repayment: its ledger rows (one per order it touched) sum to what it paid, as do its items.
  // A debit of the channel (the 'repay' rows) is what it applied (rows of an order, its items) plus what
  // went back (a row of no order, matched by its refund).
  const repayments = db.prepare(`SELECT id, repay_no, user_id, status, paid_fen, refunded_fen, refund_no FROM repayments`).all() as {
    id: number; repay_no: string; user_id: number; status: string; paid_fen: number; refunded_fen: number; refund_no: string | null;
  }[];
  for (const r of repayments) {
    const ledger = db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN order_id IS NOT NULL THEN amount_fen ELSE 0 END), 0) AS applied, COALESCE(SUM(CASE WHEN order_id IS NULL THEN amount_fen ELSE 0 END), 0) AS unapplied,
                COUNT(DISTINCT user_id) AS users, MIN(user_id) AS user_id FROM transactions WHERE kind = 'repay' AND ref = ?`,
      )
      .get(r.repay_no) as { applied: number; unapplied: number; users: number; user_id: number | null };
    const items = (db.prepare(`SELECT COALESCE(SUM(principal_fen + interest_fen + fee_fen + penalty_fen), 0) AS n FROM repayment_items WHERE repayment_id = ?`).get(r.id) as { n: number }).n;
    if (ledger.applied !== r.paid_fen) broken.push(`${r.repay_no} (${r.status}): ledger ${ledger.applied} != paid ${r.paid_fen}`);
    if (items !== r.paid_fen) broken.push(`${r.repay_no} (${r.status}): items ${items} != paid ${r.paid_fen}`);
    if (ledger.unapplied !== r.refunded_fen) broken.push(`${r.repay_no} (${r.status}): debit not applied ${ledger.unapplied} != refunded ${r.refunded_fen}`);
    if (ledger.user_id !== null && (ledger.users !== 1 || ledger.user_id !== r.user_id)) broken.push(`${r.repay_no}: ledger rows of another user`);
    if ((r.status === 'success' || r.status === 'partial') !== r.paid_fen > 0) broken.push(`${r.repay_no}: ${r.status} with ${r.paid_fen} paid`);
    if ((r.status === 'refunded') !== (r.paid_fen === 0 && r.refunded_fen > 0)) broken.push(`${r.repay_no}: ${r.status} with ${r.paid_fen} paid, ${r.refunded_fen} refunded`);
    if ((r.refunded_fen > 0) !== (r.refund_no !== null)) broken.push(`${r.repay_no}: refunded ${r.refunded_fen} with refund ${r.refund_no}`);
    if (r.refund_no !== null) {
      const f = db.prepare(`SELECT user_id, amount_fen, status FROM refunds WHERE refund_no = ?`).get(r.refund_no) as { user_id: number; amount_fen: number; status: string } | undefined;
      if (!f || f.user_id !== r.user_id || f.amount_fen !== r.refunded_fen || f.status !== 'refunded') broken.push(`${r.repay_no}: refund ${r.refund_no} is not ${r.refunded_fen} refunded to its user`);
    }
  }

  // A fee agreed at deferral is owed: an early settlement never waives it.
  for (const d of db.prepare(`SELECT d.order_id, d.fee_fen, b.fee_fen - b.waived_fee_fen AS kept FROM loan_deferrals d JOIN bills b ON b.id = d.bill_id`).all() as {
    order_id: number; fee_fen: number; kept: number;
  }[]) {
    if (d.kept < d.fee_fen) broken.push(`order ${d.order_id}: deferral fee ${d.fee_fen} waived down to ${d.kept}`);
  }

  // A withdrawal, a top-up, a refund: one row each, with its outcome.
  for (const w of db.prepare(`SELECT withdraw_no, user_id, amount_fen, status FROM withdrawals`).all() as { withdraw_no: string; user_id: number; amount_fen: number; status: string }[]) {
    expectOne(w.withdraw_no, rowsOf('withdraw', w.withdraw_no), { userId: w.user_id, amountFen: w.amount_fen, status: w.status, kind: 'withdraw' });
  }
  for (const t of db.prepare(`SELECT recharge_no, user_id, price_fen, status FROM recharges`).all() as { recharge_no: string; user_id: number; price_fen: number; status: string }[]) {
    expectOne(t.recharge_no, rowsOf('topUp', t.recharge_no), { userId: t.user_id, amountFen: t.price_fen, status: t.status, kind: 'topUp' });
  }
  for (const f of db.prepare(`SELECT refund_no, user_id, amount_fen, status FROM refunds`).all() as { refund_no: string; user_id: number; amount_fen: number; status: string }[]) {
    expectOne(f.refund_no, rowsOf('refund', f.refund_no), { userId: f.user_id, amountFen: f.amount_fen, status: f.status === 'refunded' ? 'success' : 'processing', kind: 'refund' });
  }

  // No row of these kinds without the movement it records.
  const orphans = db
    .prepare(
      `SELECT id, kind FROM transactions t WHERE
         (kind = 'loan' AND NOT EXISTS (SELECT 1 FROM loan_orders o WHERE o.id = t.order_id AND o.order_no = t.ref))
      OR (kind = 'repay' AND NOT EXISTS (SELECT 1 FROM repayments r WHERE r.repay_no = t.ref))
      OR (kind = 'withdraw' AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.withdraw_no = t.ref))
      OR (kind = 'topUp' AND NOT EXISTS (SELECT 1 FROM recharges c WHERE c.recharge_no = t.ref))
      OR (kind = 'refund' AND NOT EXISTS (SELECT 1 FROM refunds f WHERE f.refund_no = t.ref))`,
    )
    .all() as { id: number; kind: string }[];
  for (const t of orphans) broken.push(`ledger row ${t.id} (${t.kind}) records no movement`);
  return broken;
}

/**
 * The custody account (ADR 037, 038), per user: custody balance = paid in (custodyLoan, custodyRefund) − withdrawn
 * (custodyWithdraw not failed) − spent on credit-life purchases (custodySpend) − repaid from custody (no path yet: 0) ≥ 0; every custody withdrawal has its one
 * ledger row with its outcome, and no custody row is without its movement (a custody loan's order, a withdrawal).
 */
function custodyInvariants(db: Database.Database): string[] {
  const broken: string[] = [];
  const balances = db
    .prepare(
      `SELECT user_id, SUM(CASE WHEN kind IN ('custodyLoan', 'custodyRefund') AND status = 'success' THEN amount_fen ELSE 0 END) AS paidIn,
              SUM(CASE WHEN kind = 'custodyWithdraw' AND status != 'failed' THEN amount_fen ELSE 0 END) AS withdrawn,
              SUM(CASE WHEN kind = 'custodySpend' AND status != 'failed' THEN amount_fen ELSE 0 END) AS spent
       FROM transactions WHERE kind IN ('custodyLoan', 'custodyWithdraw', 'custodySpend', 'custodyRefund') GROUP BY user_id`,
    )
    .all() as { user_id: number; paidIn: number; withdrawn: number; spent: number }[];
  for (const b of balances) {
    // Paid in (loans, and refunds of purchases) − withdrawn − spent on purchases (ADR 038).
    if (b.paidIn - b.withdrawn - b.spent < 0) broken.push(`user ${b.user_id}: custody balance ${b.paidIn} paid in − ${b.withdrawn} withdrawn − ${b.spent} spent < 0`);
  }
  for (const w of db.prepare(`SELECT withdraw_no, user_id, amount_fen, status FROM custody_withdrawals`).all() as { withdraw_no: string; user_id: number; amount_fen: number; status: string }[]) {
    const rows = db
      .prepare(`SELECT COUNT(*) AS n, MIN(user_id) AS user_id, SUM(amount_fen) AS amount_fen, MIN(status) AS status FROM transactions WHERE kind = 'custodyWithdraw' AND ref = ?`)
      .get(w.withdraw_no) as { n: number; user_id: number; amount_fen: number; status: string };
    if (rows.n !== 1 || rows.user_id !== w.user_id || rows.amount_fen !== w.amount_fen || rows.status !== w.status) {
      broken.push(`${w.withdraw_no}: ${rows.n} custody ledger rows (${rows.amount_fen} ${rows.status}) for ${w.amount_fen} ${w.status}`);
    }
  }
  const orphans = db
    .prepare(
      `SELECT id, kind FROM transactions t WHERE
         (kind = 'custodyLoan' AND NOT EXISTS (SELECT 1 FROM loan_orders o WHERE o.id = t.order_id AND o.order_no = t.ref))
      OR (kind = 'custodyWithdraw' AND NOT EXISTS (SELECT 1 FROM custody_withdrawals w WHERE w.withdraw_no = t.ref))`,
    )
    .all() as { id: number; kind: string }[];
  for (const t of orphans) broken.push(`ledger row ${t.id} (${t.kind}) records no movement`);
  return broken;
}

/**
 * Credit-life orders (ADR 038): a pending order moved no money; a paid one has its one payment row of its price
 * (instalment and card: 'shopPay', custody: 'custodySpend'), an instalment one its loan of the price on 9F; a
 * refunded one its one refund row of the price where it came from ('shopRefund', or 'custodyRefund'), the others
 * none, and every fen paid for it back (returnedEveryFen); and no shop row without its order.
 */
function shopInvariants(db: Database.Database): string[] {
  const broken: string[] = [];
  const orders = db.prepare(`SELECT order_no, user_id, price_fen, status, pay_type, loan_order_id, refunded_fen, refunded_charges_fen FROM creditlife_orders`).all() as ShopOrderRow[];
  const sumOf = (kind: string, ref: string) =>
    db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(amount_fen), 0) AS amount, MIN(user_id) AS user_id FROM transactions WHERE kind = ? AND ref = ?`).get(kind, ref) as { n: number; amount: number; user_id: number | null };
  for (const o of orders) {
    const payKind = o.pay_type === 'custody' ? 'custodySpend' : 'shopPay';
    const refundKind = o.pay_type === 'custody' ? 'custodyRefund' : 'shopRefund';
    const paid = sumOf(payKind, o.order_no);
    const refunded = sumOf(refundKind, o.order_no);
    const otherPay = sumOf(payKind === 'shopPay' ? 'custodySpend' : 'shopPay', o.order_no);
    if (otherPay.n) broken.push(`${o.order_no}: paid by ${o.pay_type}, yet a row of the other source`);
    if (o.status === 'pendingPay') {
      if (paid.n || refunded.n || o.pay_type) broken.push(`${o.order_no}: pending, yet paid`);
      continue;
    }
    if (paid.n !== 1 || paid.amount !== o.price_fen || paid.user_id !== o.user_id) broken.push(`${o.order_no}: ${paid.n} ${payKind} rows of ${paid.amount} for ${o.price_fen}`);
    if (o.status === 'refunded' && (refunded.n !== 1 || refunded.amount !== o.price_fen)) broken.push(`${o.order_no}: refunded with ${refunded.n} ${refundKind} rows of ${refunded.amount}`);
    if (o.status === 'refunded') broken.push(...returnedEveryFen(db, o));
    if (o.status !== 'refunded' && refunded.n) broken.push(`${o.order_no}: ${o.status}, yet refunded`);
    if (o.pay_type === 'instalment') {
      const loan = db.prepare(`SELECT principal_fen, capital_channel, user_id FROM loan_orders WHERE id = ?`).get(o.loan_order_id) as { principal_fen: number; capital_channel: string; user_id: number } | undefined;
      if (!loan || loan.principal_fen !== o.price_fen || loan.capital_channel !== '9F' || loan.user_id !== o.user_id) broken.push(`${o.order_no}: instalments without its 9F loan of the price`);
    } else if (o.loan_order_id !== null) broken.push(`${o.order_no}: paid at once, yet a loan`);
  }
  const orphans = db
    .prepare(
      `SELECT id, kind FROM transactions t WHERE
         (kind IN ('shopPay', 'shopRefund', 'custodySpend', 'custodyRefund') AND NOT EXISTS (SELECT 1 FROM creditlife_orders c WHERE c.order_no = t.ref AND c.user_id = t.user_id))
      OR (kind = 'loanCancel' AND NOT EXISTS (SELECT 1 FROM loan_orders o WHERE o.id = t.order_id AND o.order_no = t.ref))`,
    )
    .all() as { id: number; kind: string }[];
  for (const t of orphans) broken.push(`ledger row ${t.id} (${t.kind}) records no movement`);
  return broken;
}

interface ShopOrderRow {
  order_no: string; user_id: number; price_fen: number; status: string; pay_type: string | null; loan_order_id: number | null; refunded_fen: number; refunded_charges_fen: number;
}

/**
 * A purchase never delivered costs nothing (issue 40 item 5): the ledger rows of a refunded order sum to zero
 * for its user. Paid at once: the payment and its refund. In instalments: the loan paid in and spent on it,
 * every repayment of that loan (principal, interest, fees, penalty), the loan cancelled for the principal still
 * owed, the price back and the refund of the charges (a refunds row of the loan that no repayment made); the
 * order says what came back (refunded_fen, of it refunded_charges_fen).
 */
function returnedEveryFen(db: Database.Database, o: ShopOrderRow): string[] {
  const signed = (where: string, ...args: unknown[]) =>
    (db.prepare(`SELECT COALESCE(SUM(CASE WHEN direction = 'in' THEN amount_fen ELSE -amount_fen END), 0) AS n FROM transactions WHERE user_id = ? AND (${where})`).get(o.user_id, ...args) as { n: number }).n;
  const shopRows = signed(`kind IN ('shopPay', 'shopRefund', 'custodySpend', 'custodyRefund') AND ref = ?`, o.order_no);
  let net = shopRows;
  let charges = 0;
  if (o.pay_type === 'instalment' && o.loan_order_id !== null) {
    net += signed(`kind IN ('loan', 'repay', 'loanCancel') AND order_id = ?`, o.loan_order_id);
    charges = signed(`kind = 'refund' AND order_id = ? AND ref NOT IN (SELECT refund_no FROM repayments WHERE refund_no IS NOT NULL)`, o.loan_order_id);
    net += charges;
  }
  const broken: string[] = [];
  if (net !== 0) broken.push(`${o.order_no}: refunded, yet ${-net} fen paid for it not returned`);
  if (o.refunded_fen !== o.price_fen + charges || o.refunded_charges_fen !== charges) {
    broken.push(`${o.order_no}: says ${o.refunded_fen} returned (${o.refunded_charges_fen} charges), the ledger ${o.price_fen + charges} (${charges})`);
  }
  return broken;
}
