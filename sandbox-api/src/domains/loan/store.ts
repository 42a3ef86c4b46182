import type { CapitalChannel, FunderState, FunderStep, LoanOrderStatus, Occupation, RepaySource } from '@credit/shared/api';
import type { RepayType } from '@credit/shared/money';
import type { AppContext } from '../../context';
import type { PageRequest } from '../../lib/paging';

/**
 * The loan domain's SQL (issue 23): orders, bills, red packets, drafts, signings, feedback and the
 * pre-loan questionnaire. Handlers and the order logic (orders.ts, bills.ts) call these.
 */

export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number;
  status: LoanOrderStatus;
  principal_fen: number;
  periods: number;
  repay_type: RepayType;
  purpose_code: string;
  card_id: number;
  monthly_rate_ppm: number;
  monthly_fee_ppm: number;
  penalty_daily_ppm: number;
  early_fee_ppm: number;
  /** 'none', 'months:N' or 'days:N': the offer granted is kept with the order, a later pricing change rewrites no loan. */
  interest_free: string;
  red_packet_id: number | null;
  apr_bp: number;
  created_at: number;
  submitted_at: number | null;
  lend_due_at: number | null;
  lent_day: string | null;
  settled_day: string | null;
  finished_at: number | null;
  fail_reason: string;
  /** The institution lending it (CAPITAL_ORGS), set from its funder when it is created. */
  capital_org: string;
  /** Its funder (ADR 032): spec 3 capitalChannel, capitalType, busCode, slaveBusCode; where it stands with the funder. */
  capital_channel: CapitalChannel;
  capital_type: string;
  bus_code: string;
  slave_bus_code: string;
  funder_state: FunderState;
  /** A two-bill loan (ADR 035): 1, with its slave institution and its share of each bill (ppm); else 0, '' and 0. */
  is_two_bill: 0 | 1;
  slave_org: string;
  slave_share_ppm: number;
}

export interface RedPacketRow {
  id: number;
  user_id: number;
  title: string;
  amount_fen: number;
  limit_fen: number;
  expires_day: string;
  used_order_id: number | null;
}

export interface NewRedPacket {
  title: string;
  amountFen: number;
  limitFen: number;
  expiresDay: string;
}

export function insertRedPacket(ctx: AppContext, userId: number, p: NewRedPacket): void {
  ctx.db.prepare('INSERT INTO red_packets (user_id, title, amount_fen, limit_fen, expires_day) VALUES (?, ?, ?, ?, ?)').run(userId, p.title, p.amountFen, p.limitFen, p.expiresDay);
}

// Orders

export const orderById = (ctx: AppContext, id: number): OrderRow => ctx.db.prepare('SELECT * FROM loan_orders WHERE id = ?').get(id) as OrderRow;

const inList = (statuses: readonly LoanOrderStatus[]): string => statuses.map((s) => `'${s}'`).join(', ');

/** The user's orders in these states, newest first. */
export const ordersOfUser = (ctx: AppContext, userId: number, statuses: readonly LoanOrderStatus[]): OrderRow[] =>
  ctx.db.prepare(`SELECT * FROM loan_orders WHERE user_id = ? AND status IN (${inList(statuses)}) ORDER BY id DESC`).all(userId) as OrderRow[];

/** Whether any of the user's loans was ever paid out. */
export const hasBorrowed = (ctx: AppContext, userId: number): boolean =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM loan_orders WHERE user_id = ? AND lent_day IS NOT NULL').get(userId) as { n: number }).n > 0;

/**
 * Whether the user has repaid an instalment as scheduled (invitation rewards vest on it, ADR 027): a bill
 * paid in full by its due day, that day come by `today`, and no early settlement among its payments.
 */
export const hasInstalmentRepaidOnTime = (ctx: AppContext, userId: number, today: string): boolean =>
  ctx.db
    .prepare(
      `SELECT 1 FROM bills b JOIN loan_orders o ON o.id = b.order_id
       WHERE o.user_id = ? AND b.paid_day IS NOT NULL AND b.paid_day <= b.due_day AND b.due_day <= ?
         AND NOT EXISTS (SELECT 1 FROM repayment_items i JOIN repayments r ON r.id = i.repayment_id WHERE i.bill_id = b.id AND r.kind = 'early')
       LIMIT 1`,
    )
    .get(userId, today) !== undefined;

export const hasOrderIn = (ctx: AppContext, userId: number, statuses: readonly LoanOrderStatus[]): boolean =>
  ctx.db.prepare(`SELECT 1 FROM loan_orders WHERE user_id = ? AND status IN (${inList(statuses)}) LIMIT 1`).get(userId) !== undefined;

// Bills rewritten by the repay domain

/** An early settlement's terms on a remaining period: interest beyond `keep` and every fee but `keepFee` (a deferral's) forgiven, the early fee added. */
export function waiveBill(ctx: AppContext, b: { id: number; keep: number; early: number; keepFee: number }): void {
  ctx.db
    .prepare(
      `UPDATE bills SET waived_interest_fen = interest_fen - discount_fen - paid_interest_fen - @keep, waived_fee_fen = fee_fen - paid_fee_fen - @keepFee, early_fee_fen = @early WHERE id = @id`,
    )
    .run(b);
}

/** A deferral: the period's new due day and its fee added. */
export function deferBill(ctx: AppContext, billId: number, newDueDay: string, feeFen: number): void {
  ctx.db.prepare('UPDATE bills SET due_day = ?, fee_fen = fee_fen + ? WHERE id = ?').run(newDueDay, feeFen, billId);
}

export interface NewOrder {
  orderNo: string;
  userId: number;
  status: 'created' | 'lending';
  principalFen: number;
  periods: number;
  repayType: RepayType;
  purposeCode: string;
  cardId: number;
  monthlyRatePpm: number;
  monthlyFeePpm: number;
  penaltyDailyPpm: number;
  earlyFeePpm: number;
  interestFree: string;
  redPacketId: number | null;
  aprBp: number;
  createdAt: number;
  submittedAt: number | null;
  lendDueAt: number | null;
  /** The funder the router chose (funders.ts). */
  funder: { capitalChannel: CapitalChannel; capitalType: string; busCode: string; slaveBusCode: string; capitalOrg: string; isTwoBill: 0 | 1; slaveOrg: string; slaveSharePpm: number };
}

export function insertOrder(ctx: AppContext, o: NewOrder): OrderRow {
  const info = ctx.db
    .prepare(
      `INSERT INTO loan_orders (order_no, user_id, status, principal_fen, periods, repay_type, purpose_code, card_id, monthly_rate_ppm, monthly_fee_ppm,
         penalty_daily_ppm, early_fee_ppm, interest_free, red_packet_id, apr_bp, created_at, submitted_at, lend_due_at,
         capital_channel, capital_type, bus_code, slave_bus_code, capital_org, is_two_bill, slave_org, slave_share_ppm)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(o.orderNo, o.userId, o.status, o.principalFen, o.periods, o.repayType, o.purposeCode, o.cardId, o.monthlyRatePpm, o.monthlyFeePpm, o.penaltyDailyPpm,
      o.earlyFeePpm, o.interestFree, o.redPacketId, o.aprBp, o.createdAt, o.submittedAt, o.lendDueAt,
      o.funder.capitalChannel, o.funder.capitalType, o.funder.busCode, o.funder.slaveBusCode, o.funder.capitalOrg, o.funder.isTwoBill, o.funder.slaveOrg, o.funder.slaveSharePpm);
  return orderById(ctx, Number(info.lastInsertRowid));
}

export const orderOfUser = (ctx: AppContext, userId: number, orderNo: string): OrderRow | undefined =>
  ctx.db.prepare('SELECT * FROM loan_orders WHERE order_no = ? AND user_id = ?').get(orderNo, userId) as OrderRow | undefined;

/** One page of the user's orders, newest first, and their count. */
export function orderPage(ctx: AppContext, userId: number, p: PageRequest): { total: number; rows: OrderRow[] } {
  const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM loan_orders WHERE user_id = ?').get(userId) as { n: number }).n;
  const rows = ctx.db.prepare('SELECT * FROM loan_orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(userId, p.limit, p.offset) as OrderRow[];
  return { total, rows };
}

/** An order's offer: its interest-free claim and the red packet it holds. */
export function setOrderOffer(ctx: AppContext, orderId: number, interestFree: string, redPacketId: number | null): void {
  ctx.db.prepare('UPDATE loan_orders SET interest_free = ?, red_packet_id = ? WHERE id = ?').run(interestFree, redPacketId, orderId);
}

export function setOrderApr(ctx: AppContext, orderId: number, aprBp: number): void {
  ctx.db.prepare('UPDATE loan_orders SET apr_bp = ? WHERE id = ?').run(aprBp, orderId);
}

export const capitalOrgCodeOf = (ctx: AppContext, orderId: number): string =>
  (ctx.db.prepare('SELECT capital_org FROM loan_orders WHERE id = ?').get(orderId) as { capital_org: string }).capital_org;

/** Moves an order being paid out from one funder state to another (false when either had changed). */
export function moveFunderState(ctx: AppContext, orderId: number, from: FunderState, to: FunderState, lendDueAt?: number): boolean {
  return (
    ctx.db
      .prepare(`UPDATE loan_orders SET funder_state = ?, lend_due_at = COALESCE(?, lend_due_at) WHERE id = ? AND funder_state = ? AND status = 'lending'`)
      .run(to, lendDueAt ?? null, orderId, from).changes === 1
  );
}

// The partner steps a user has done (ADR 032)

export const doneFunderSteps = (ctx: AppContext, userId: number, channel: CapitalChannel): Set<FunderStep> =>
  new Set((ctx.db.prepare('SELECT step FROM funder_steps WHERE user_id = ? AND capital_channel = ?').all(userId, channel) as { step: FunderStep }[]).map((r) => r.step));

/** Records a step done (again: its answers replaced). */
export function markFunderStep(ctx: AppContext, userId: number, channel: CapitalChannel, step: FunderStep, at: number, data: Record<string, string> = {}): void {
  ctx.db
    .prepare('INSERT INTO funder_steps (user_id, capital_channel, step, data, done_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET data = excluded.data, done_at = excluded.done_at')
    .run(userId, channel, step, JSON.stringify(data), at);
}

// Red packets

export const redPacketById = (ctx: AppContext, id: number): RedPacketRow | undefined => ctx.db.prepare('SELECT * FROM red_packets WHERE id = ?').get(id) as RedPacketRow | undefined;

/** The packet is the order's now; false when another order took it first. */
export const takeRedPacket = (ctx: AppContext, packetId: number, orderId: number): boolean =>
  ctx.db.prepare('UPDATE red_packets SET used_order_id = ? WHERE id = ? AND used_order_id IS NULL').run(orderId, packetId).changes === 1;

/** The packets an order held are free again. */
export function releaseRedPackets(ctx: AppContext, orderId: number): void {
  ctx.db.prepare('UPDATE red_packets SET used_order_id = NULL WHERE used_order_id = ?').run(orderId);
}

// Drafts, signings, feedback, the questionnaire

export interface DraftRow { amount_fen: number; periods: number; purpose_code: string | null; card_id: number | null }

export function saveDraft(ctx: AppContext, userId: number, d: { amountFen: number; periods: number; purposeCode: string | null; cardId: number | null; at: number }): void {
  ctx.db
    .prepare(
      `INSERT INTO loan_drafts (user_id, amount_fen, periods, purpose_code, card_id, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET amount_fen = excluded.amount_fen, periods = excluded.periods, purpose_code = excluded.purpose_code,
         card_id = excluded.card_id, updated_at = excluded.updated_at`,
    )
    .run(userId, d.amountFen, d.periods, d.purposeCode, d.cardId, d.at);
}

export const draftOf = (ctx: AppContext, userId: number): DraftRow | undefined => ctx.db.prepare('SELECT * FROM loan_drafts WHERE user_id = ?').get(userId) as DraftRow | undefined;

export function deleteDraft(ctx: AppContext, userId: number): void {
  ctx.db.prepare('DELETE FROM loan_drafts WHERE user_id = ?').run(userId);
}

/** Signs the withholding agreement for a card (signing again changes nothing). */
export function signCard(ctx: AppContext, cardId: number, at: number): void {
  ctx.db.prepare('INSERT INTO card_signings (card_id, signed_at) VALUES (?, ?) ON CONFLICT(card_id) DO NOTHING').run(cardId, at);
}

export function insertFeedback(ctx: AppContext, f: { feedbackNo: string; userId: number; category: string; content: string; mobile: string | null; at: number }): void {
  ctx.db
    .prepare('INSERT INTO loan_feedback (feedback_no, user_id, category, content, mobile, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(f.feedbackNo, f.userId, f.category, f.content, f.mobile, f.at);
}

export interface InvestigationRow { occupation: Occupation; repay_source: RepaySource; purpose_declared: number; saved_at: number }

export function saveInvestigation(ctx: AppContext, userId: number, occupation: Occupation, repaySource: RepaySource, at: number): void {
  ctx.db
    .prepare(
      `INSERT INTO loan_investigations (user_id, occupation, repay_source, purpose_declared, saved_at) VALUES (?, ?, ?, 1, ?)
       ON CONFLICT(user_id) DO UPDATE SET occupation = excluded.occupation, repay_source = excluded.repay_source,
         purpose_declared = 1, saved_at = excluded.saved_at`,
    )
    .run(userId, occupation, repaySource, at);
}

export const investigationRow = (ctx: AppContext, userId: number): InvestigationRow | undefined =>
  ctx.db.prepare('SELECT * FROM loan_investigations WHERE user_id = ?').get(userId) as InvestigationRow | undefined;

// Reads and moves of the order logic (orders.ts)

/** The user's unfinished order (created or lending), if any. */
export const openOrderRow = (ctx: AppContext, userId: number): OrderRow | undefined =>
  ctx.db.prepare(`SELECT * FROM loan_orders WHERE user_id = ? AND status IN ('created', 'lending')`).get(userId) as OrderRow | undefined;

/** Principal held by orders being paid out, and principal unpaid on orders being repaid. */
export function principalHeld(ctx: AppContext, userId: number): { lending: number; repaying: number } {
  const lending = ctx.db.prepare(`SELECT COALESCE(SUM(principal_fen), 0) AS n FROM loan_orders WHERE user_id = ? AND status = 'lending'`).get(userId) as { n: number };
  const repaying = ctx.db
    .prepare(
      `SELECT COALESCE(SUM(b.principal_fen - b.paid_principal_fen), 0) AS n FROM bills b JOIN loan_orders o ON o.id = b.order_id
       WHERE o.user_id = ? AND o.status = 'repaying'`,
    )
    .get(userId) as { n: number };
  return { lending: lending.n, repaying: repaying.n };
}

/** Principal not yet repaid on one order's bills. */
export const unpaidPrincipalOf = (ctx: AppContext, orderId: number): number =>
  (ctx.db.prepare('SELECT COALESCE(SUM(principal_fen - paid_principal_fen), 0) AS n FROM bills WHERE order_id = ?').get(orderId) as { n: number }).n;

/** Moves an order on from `from` only (with extra columns set); false when its state had changed. */
export function moveOrderRow(ctx: AppContext, id: number, from: readonly LoanOrderStatus[], to: LoanOrderStatus, extra: Partial<OrderRow> = {}): boolean {
  const sets = Object.keys(extra).map((k) => `${k} = @${k}`);
  const info = ctx.db
    .prepare(`UPDATE loan_orders SET status = @to${sets.length ? ', ' + sets.join(', ') : ''} WHERE id = @id AND status IN (${inList(from)})`)
    .run({ ...extra, to, id });
  return info.changes === 1;
}

/** Orders whose pay-out delay (wall clock) has passed. */
export const lendingDue = (ctx: AppContext, userId: number, wallNow: number): OrderRow[] =>
  ctx.db.prepare(`SELECT * FROM loan_orders WHERE user_id = ? AND status = 'lending' AND lend_due_at <= ?`).all(userId, wallNow) as OrderRow[];

export const lendingOrder = (ctx: AppContext, id: number): OrderRow | undefined =>
  ctx.db.prepare(`SELECT * FROM loan_orders WHERE id = ? AND status = 'lending'`).get(id) as OrderRow | undefined;

/**
 * The bills of a pay-out, and the order repaying from `lentDay`. A period with nothing to pay is paid from the
 * start. `slaveOf` says what of a period the slave funder of a two-bill loan is owed (ADR 035; zeros otherwise).
 */
export function insertBills(
  ctx: AppContext,
  orderId: number,
  lentDay: string,
  plan: readonly { period: number; dueDay: string; principalFen: number; interestFen: number; feeFen: number; discountFen: number; totalFen: number }[],
  slaveOf: (p: { principalFen: number; interestFen: number; feeFen: number; discountFen: number }) => BillPart,
): void {
  const insert = ctx.db.prepare(
    `INSERT INTO bills (order_id, period, due_day, principal_fen, interest_fen, fee_fen, discount_fen, paid_day, slave_principal_fen, slave_interest_fen, slave_fee_fen, slave_penalty_fen)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of plan) {
    const slave = slaveOf(p);
    insert.run(orderId, p.period, p.dueDay, p.principalFen, p.interestFen, p.feeFen, p.discountFen, p.totalFen === 0 ? lentDay : null,
      slave.principalFen, slave.interestFen, slave.feeFen, slave.penaltyFen);
  }
  ctx.db.prepare(`UPDATE loan_orders SET status = 'repaying', lent_day = ? WHERE id = ?`).run(lentDay, orderId);
}

/** A card's withholding agreement is signed. */
export const isCardSignedRow = (ctx: AppContext, cardId: number): boolean => ctx.db.prepare('SELECT 1 FROM card_signings WHERE card_id = ?').get(cardId) !== undefined;

/** The user's unused, unexpired red packets, largest first. */
export const usableRedPacketRows = (ctx: AppContext, userId: number, today: string): RedPacketRow[] =>
  ctx.db.prepare('SELECT * FROM red_packets WHERE user_id = ? AND used_order_id IS NULL AND expires_day >= ? ORDER BY amount_fen DESC').all(userId, today) as RedPacketRow[];

export const redPacketOfUser = (ctx: AppContext, userId: number, id: number): RedPacketRow | undefined =>
  ctx.db.prepare('SELECT * FROM red_packets WHERE id = ? AND user_id = ?').get(id, userId) as RedPacketRow | undefined;

// Bills

/** A bill (one period of an order) with its order's number and terms. */
export interface BillRow {
  id: number;
  order_id: number;
  period: number;
  due_day: string;
  principal_fen: number;
  interest_fen: number;
  fee_fen: number;
  discount_fen: number;
  early_fee_fen: number;
  waived_interest_fen: number;
  waived_fee_fen: number;
  penalty_fen: number;
  penalty_day: string | null;
  paid_principal_fen: number;
  paid_interest_fen: number;
  paid_fee_fen: number;
  paid_penalty_fen: number;
  paid_day: string | null;
  /** Two-bill loans (ADR 035): what the slave funder is owed of each component (as of the last payment) and was paid; 0 for one lender. */
  slave_principal_fen: number;
  slave_interest_fen: number;
  slave_fee_fen: number;
  slave_penalty_fen: number;
  slave_paid_principal_fen: number;
  slave_paid_interest_fen: number;
  slave_paid_fee_fen: number;
  slave_paid_penalty_fen: number;
  order_no: string;
  periods: number;
  penalty_daily_ppm: number;
  user_id: number;
  /** The order's funder (its repayment path follows from it, ADR 033). */
  capital_channel: CapitalChannel;
  /** The order's lender, its slave (two-bill) and the slave's share. */
  capital_org: string;
  slave_org: string;
  slave_share_ppm: number;
}

const BILL_SELECT = `SELECT b.*, o.order_no, o.periods, o.penalty_daily_ppm, o.user_id, o.capital_channel, o.capital_org, o.slave_org, o.slave_share_ppm FROM bills b JOIN loan_orders o ON o.id = b.order_id`;

export const billsOfOrder = (ctx: AppContext, orderId: number): BillRow[] =>
  ctx.db.prepare(`${BILL_SELECT} WHERE b.order_id = ? ORDER BY b.period`).all(orderId) as BillRow[];

/** Every bill of the user's orders being repaid, oldest due first. */
export const billsOfUser = (ctx: AppContext, userId: number, unpaidOnly = false): BillRow[] =>
  ctx.db
    .prepare(`${BILL_SELECT} WHERE o.user_id = ? AND o.status IN ('repaying', 'settled')${unpaidOnly ? ' AND b.paid_day IS NULL' : ''} ORDER BY b.due_day, o.id, b.period`)
    .all(userId) as BillRow[];

/** Whether any bill of the user's loans is unpaid past its due day (one indexed read, not the bills themselves). */
export const hasBillOverdue = (ctx: AppContext, userId: number, today: string): boolean =>
  ctx.db
    .prepare(`SELECT 1 FROM bills b JOIN loan_orders o ON o.id = b.order_id WHERE o.user_id = ? AND o.status IN ('repaying', 'settled') AND b.paid_day IS NULL AND b.due_day < ? LIMIT 1`)
    .get(userId, today) !== undefined;

export const billsById = (ctx: AppContext, userId: number, ids: readonly number[]): BillRow[] =>
  ids.length === 0
    ? []
    : (ctx.db.prepare(`${BILL_SELECT} WHERE o.user_id = ? AND b.id IN (${ids.map(() => '?').join(', ')}) ORDER BY b.due_day, o.id, b.period`).all(userId, ...ids) as BillRow[]);

/** Keeps the penalty accrued to `day` on a bill (a payment touches it). */
export function accruePenalty(ctx: AppContext, billId: number, penaltyFen: number, day: string): void {
  ctx.db.prepare('UPDATE bills SET penalty_fen = ?, penalty_day = ? WHERE id = ?').run(penaltyFen, day, billId);
}

export interface BillPart { principalFen: number; interestFen: number; feeFen: number; penaltyFen: number }

/** Keeps what the slave funder is owed of a bill's components, as the split recomputes it (ADR 035). */
export function setSlaveOwed(ctx: AppContext, billId: number, owed: BillPart): void {
  ctx.db
    .prepare('UPDATE bills SET slave_principal_fen = @principal, slave_interest_fen = @interest, slave_fee_fen = @fee, slave_penalty_fen = @penalty WHERE id = @id')
    .run({ id: billId, principal: owed.principalFen, interest: owed.interestFen, fee: owed.feeFen, penalty: owed.penaltyFen });
}

/** A payment of a bill, and of it the slave funder's part (zeros for one lender). */
export function payBill(ctx: AppContext, billId: number, part: BillPart, slave: BillPart): void {
  ctx.db
    .prepare(
      `UPDATE bills SET paid_principal_fen = paid_principal_fen + @principal, paid_interest_fen = paid_interest_fen + @interest,
         paid_fee_fen = paid_fee_fen + @fee, paid_penalty_fen = paid_penalty_fen + @penalty,
         slave_paid_principal_fen = slave_paid_principal_fen + @sp, slave_paid_interest_fen = slave_paid_interest_fen + @si,
         slave_paid_fee_fen = slave_paid_fee_fen + @sf, slave_paid_penalty_fen = slave_paid_penalty_fen + @sn WHERE id = @id`,
    )
    .run({
      id: billId, principal: part.principalFen, interest: part.interestFen, fee: part.feeFen, penalty: part.penaltyFen,
      sp: slave.principalFen, si: slave.interestFen, sf: slave.feeFen, sn: slave.penaltyFen,
    });
}

/** A repayment's part of one bill and the slave's share of it (the repay domain's repayment_items, written where the allocation runs). */
export function insertRepaymentItem(ctx: AppContext, repaymentId: number, billId: number, part: BillPart, slave: BillPart, at: number): void {
  ctx.db
    .prepare(
      `INSERT INTO repayment_items (repayment_id, bill_id, principal_fen, interest_fen, fee_fen, penalty_fen, slave_principal_fen, slave_interest_fen, slave_fee_fen, slave_penalty_fen, paid_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(repaymentId, billId, part.principalFen, part.interestFen, part.feeFen, part.penaltyFen, slave.principalFen, slave.interestFen, slave.feeFen, slave.penaltyFen, at);
}

export function markBillPaid(ctx: AppContext, billId: number, day: string): void {
  ctx.db.prepare('UPDATE bills SET paid_day = ? WHERE id = ? AND paid_day IS NULL').run(day, billId);
}

/** An order being repaid whose every bill is paid is settled. */
export function settleIfPaid(ctx: AppContext, orderId: number, day: string, at: number): void {
  const open = ctx.db.prepare('SELECT 1 FROM bills WHERE order_id = ? AND paid_day IS NULL LIMIT 1').get(orderId);
  if (!open) ctx.db.prepare(`UPDATE loan_orders SET status = 'settled', settled_day = ?, finished_at = ? WHERE id = ? AND status = 'repaying'`).run(day, at, orderId);
}
