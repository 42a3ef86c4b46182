import { PPM, assertIntIn } from './schedule';
import type { Due } from './settlement';

/**
 * Two-bill (joint) loans (spec 3 isTwoBill, masterRepayAmt/slaveRepayAmt, creditors; ADR 035): each bill
 * is owed to two creditors, the master and the slave funder, component by component. These are the
 * rules that split what is owed and what is paid between them, exact to the fen.
 */

/** floor(a·b/c) for non-negative integers, exact (BigInt once a·b leaves the safe range). */
export function mulDivFloor(a: number, b: number, c: number): number {
  assertIntIn('mulDivFloor a', a, 0);
  assertIntIn('mulDivFloor b', b, 0);
  assertIntIn('mulDivFloor c', c, 1);
  const product = a * b;
  if (product <= Number.MAX_SAFE_INTEGER) {
    // As in mulDivRound: a float quotient short of an integer by ≥ 1/c cannot round up to it.
    const q = Math.floor(product / c);
    return product - q * c < 0 ? q - 1 : q;
  }
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

export interface CreditorSplit {
  masterFen: number;
  slaveFen: number;
}

/**
 * THE split rule: an amount `amountFen` paid on one component goes to the two creditors pro rata to what
 * each still owes of it: slave = floor(amount · slaveOwed / totalOwed), master = amount − slave.
 * master + slave = amount; neither gets more than it is owed (ADR 035 has the proof); an amount that pays
 * the component in full pays each creditor exactly what it is owed.
 */
export function splitPayment(amountFen: number, slaveOwedFen: number, totalOwedFen: number): CreditorSplit {
  assertIntIn('totalOwedFen', totalOwedFen, 0);
  assertIntIn('amountFen', amountFen, 0, totalOwedFen);
  assertIntIn('slaveOwedFen', slaveOwedFen, 0, totalOwedFen);
  const slaveFen = totalOwedFen === 0 ? 0 : mulDivFloor(amountFen, slaveOwedFen, totalOwedFen);
  return { masterFen: amountFen - slaveFen, slaveFen };
}

/**
 * What the slave is owed, all told, of one component of a bill whose total (net of discounts and waivers,
 * penalty as accrued so far) is `totalFen`: its share, rounded down, floor(total · sharePpm / 10⁶). Once
 * payments were made, it stays at least what the slave was paid and leaves the master at least what it was
 * paid (a waiver or a rounding never turns a payment into an overpayment): clamped to
 * [slavePaid, total − masterPaid].
 */
export function slaveOwedOf(totalFen: number, sharePpm: number, paid: CreditorSplit = { masterFen: 0, slaveFen: 0 }): number {
  assertIntIn('totalFen', totalFen, 0);
  assertIntIn('sharePpm', sharePpm, 0, PPM);
  assertIntIn('paid.slaveFen', paid.slaveFen, 0);
  assertIntIn('paid.masterFen', paid.masterFen, 0, totalFen - paid.slaveFen);
  const share = mulDivFloor(totalFen, sharePpm, PPM);
  return Math.min(Math.max(share, paid.slaveFen), totalFen - paid.masterFen);
}

const COMPONENTS = ['penaltyFen', 'feeFen', 'interestFen', 'principalFen'] as const;

/**
 * A payment of one bill (as allocatePayment split it into components) split between the creditors, each
 * component by `splitPayment`: `owed` is what the bill still owes of each component, `slaveOwed` what of
 * that the slave is still owed.
 */
export function splitDuePayment(paid: Due, slaveOwed: Due, owed: Due): { master: Due; slave: Due } {
  const master: Due = { key: paid.key, penaltyFen: 0, feeFen: 0, interestFen: 0, principalFen: 0 };
  const slave: Due = { ...master };
  for (const c of COMPONENTS) {
    const s = splitPayment(paid[c], slaveOwed[c], owed[c]);
    master[c] = s.masterFen;
    slave[c] = s.slaveFen;
  }
  return { master, slave };
}
