import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulDivFloor, slaveOwedOf, splitDuePayment, splitPayment } from './creditors';
import { LOAN_PERIODS, REPAY_TYPES, buildSchedule, type RepayType } from './schedule';
import { allocatePayment, dueTotal, type Due } from './settlement';

describe('mulDivFloor', () => {
  it('rounds down, exactly past 2^53', () => {
    expect(mulDivFloor(7, 3, 10)).toBe(2);
    expect(mulDivFloor(9, 1, 10)).toBe(0);
    expect(mulDivFloor(10, 1, 10)).toBe(1);
    expect(mulDivFloor(9_000_000_000_000_000, 3, 7)).toBe(Number((9_000_000_000_000_000n * 3n) / 7n));
  });

  it('agrees with a BigInt reference (fast-check)', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000_000 }), (a, b, c) => {
        const exact = (BigInt(a) * BigInt(b)) / BigInt(c);
        fc.pre(exact <= BigInt(Number.MAX_SAFE_INTEGER));
        expect(mulDivFloor(a, b, c)).toBe(Number(exact));
      }),
      { numRuns: 500 },
    );
  });
});

describe('splitPayment (the pro rata rule)', () => {
  it('gives the slave floor(amount · slaveOwed / totalOwed) and the master the rest', () => {
    expect(splitPayment(100, 30, 100)).toEqual({ masterFen: 70, slaveFen: 30 });
    expect(splitPayment(1, 30, 100)).toEqual({ masterFen: 1, slaveFen: 0 });
    expect(splitPayment(50, 100, 300)).toEqual({ masterFen: 34, slaveFen: 16 }); // 16.67 down
    expect(splitPayment(0, 30, 100)).toEqual({ masterFen: 0, slaveFen: 0 });
    expect(splitPayment(0, 0, 0)).toEqual({ masterFen: 0, slaveFen: 0 });
    expect(splitPayment(70, 0, 70)).toEqual({ masterFen: 70, slaveFen: 0 });
    expect(splitPayment(70, 70, 70)).toEqual({ masterFen: 0, slaveFen: 70 });
  });

  it('sums to the amount and pays neither above what it is owed, for every small case', () => {
    for (let total = 0; total <= 40; total++) {
      for (let slaveOwed = 0; slaveOwed <= total; slaveOwed++) {
        for (let amount = 0; amount <= total; amount++) {
          const s = splitPayment(amount, slaveOwed, total);
          expect(s.masterFen + s.slaveFen).toBe(amount);
          expect(s.slaveFen).toBeGreaterThanOrEqual(0);
          expect(s.masterFen).toBeGreaterThanOrEqual(0);
          expect(s.slaveFen).toBeLessThanOrEqual(slaveOwed);
          expect(s.masterFen).toBeLessThanOrEqual(total - slaveOwed);
        }
        // Paying the component in full pays each exactly what it is owed.
        expect(splitPayment(total, slaveOwed, total)).toEqual({ masterFen: total - slaveOwed, slaveFen: slaveOwed });
      }
    }
  });

  it('refuses an amount above what is owed, a slave part above the total, and bad numbers', () => {
    expect(() => splitPayment(101, 30, 100)).toThrow(RangeError);
    expect(() => splitPayment(10, 101, 100)).toThrow(RangeError);
    expect(() => splitPayment(-1, 0, 100)).toThrow(RangeError);
    expect(() => splitPayment(1.5, 0, 100)).toThrow(RangeError);
  });
});

describe('slaveOwedOf', () => {
  it('is the share rounded down before any payment', () => {
    expect(slaveOwedOf(1001, 300_000)).toBe(300); // 300.3
    expect(slaveOwedOf(999, 300_000)).toBe(299); // 299.7
    expect(slaveOwedOf(1000, 0)).toBe(0);
    expect(slaveOwedOf(1000, 1_000_000)).toBe(1000);
  });

  it('keeps what each creditor was already paid owed to it (a waiver never makes a payment an overpayment)', () => {
    // Interest waived down to 50 after the slave was paid 30 and the master 10: the slave keeps 30.
    expect(slaveOwedOf(50, 300_000, { slaveFen: 30, masterFen: 10 })).toBe(30);
    // The master was paid 45 of 50: the slave can be owed at most 5.
    expect(slaveOwedOf(50, 300_000, { slaveFen: 0, masterFen: 45 })).toBe(5);
    expect(slaveOwedOf(110, 300_000, { slaveFen: 15, masterFen: 35 })).toBe(33);
  });

  it('refuses paid parts above the total and a share above 100 %', () => {
    expect(() => slaveOwedOf(50, 300_000, { slaveFen: 30, masterFen: 21 })).toThrow(RangeError);
    expect(() => slaveOwedOf(50, 1_000_001)).toThrow(RangeError);
  });
});

const C = ['penaltyFen', 'feeFen', 'interestFen', 'principalFen'] as const;
type Comp = (typeof C)[number];
const zero = (key: number): Due => ({ key, penaltyFen: 0, feeFen: 0, interestFen: 0, principalFen: 0 });

/**
 * A two-bill loan as the sandbox keeps it: per bill and component the total owed (net of discounts,
 * penalty as accrued), what the slave is owed of it, what each creditor was paid.
 */
class Model {
  total: Due[];
  slaveOwed: Due[];
  paidMaster: Due[];
  paidSlave: Due[];
  constructor(
    bills: Due[],
    readonly sharePpm: number,
  ) {
    this.total = bills.map((b) => ({ ...b }));
    this.paidMaster = bills.map((_, i) => zero(i));
    this.paidSlave = bills.map((_, i) => zero(i));
    this.slaveOwed = bills.map((_, i) => zero(i));
    this.refresh();
  }
  refresh(): void {
    this.total.forEach((t, i) => {
      for (const c of C) this.slaveOwed[i]![c] = slaveOwedOf(t[c], this.sharePpm, { masterFen: this.paidMaster[i]![c], slaveFen: this.paidSlave[i]![c] });
    });
  }
  owed(i: number): Due {
    const d = zero(i);
    for (const c of C) d[c] = this.total[i]![c] - this.paidMaster[i]![c] - this.paidSlave[i]![c];
    return d;
  }
  slaveLeft(i: number): Due {
    const d = zero(i);
    for (const c of C) d[c] = this.slaveOwed[i]![c] - this.paidSlave[i]![c];
    return d;
  }
  pay(amountFen: number): { paid: number; master: number; slave: number } {
    this.refresh();
    const a = allocatePayment(amountFen, this.total.map((_, i) => this.owed(i)));
    let master = 0;
    let slave = 0;
    a.items.forEach((part, i) => {
      const s = splitDuePayment(part, this.slaveLeft(i), this.owed(i));
      for (const c of C) {
        this.paidMaster[i]![c] += s.master[c];
        this.paidSlave[i]![c] += s.slave[c];
      }
      master += dueTotal(s.master);
      slave += dueTotal(s.slave);
    });
    return { paid: a.paidFen, master, slave };
  }
  change(i: number, c: Comp, deltaFen: number): void {
    // A waiver never takes a component below what was paid of it (the sandbox's early settlement keeps paid parts).
    const paid = this.paidMaster[i]![c] + this.paidSlave[i]![c];
    this.total[i]![c] = Math.max(paid, this.total[i]![c] + deltaFen);
  }
}

describe('two-bill repayments (property, fast-check)', () => {
  const step = fc.oneof(
    fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 3_000_000 }) }),
    fc.record({ kind: fc.constant('whole' as const), bill: fc.nat() }),
    fc.record({ kind: fc.constant('penalty' as const), bill: fc.nat(), amount: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ kind: fc.constant('waive' as const), bill: fc.nat(), c: fc.constantFrom<Comp>('interestFen', 'feeFen'), amount: fc.integer({ min: 1, max: 50_000 }) }),
  );
  const loan = fc.record({
    principalFen: fc.integer({ min: 1, max: 20_000_000 }),
    periods: fc.constantFrom(...LOAN_PERIODS),
    repayType: fc.constantFrom<RepayType>(...REPAY_TYPES),
    monthlyRatePpm: fc.integer({ min: 0, max: 20_000 }),
    monthlyFeePpm: fc.integer({ min: 0, max: 10_000 }),
    interestDiscountFen: fc.integer({ min: 0, max: 50_000 }),
  });

  it('master + slave paid = paid, neither above what it is owed, and each paid exactly its part once all is paid', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 0, max: 1_000_000 }), fc.array(step, { maxLength: 30 }), (input, sharePpm, steps) => {
        const s = buildSchedule(input);
        const m = new Model(
          s.periods.map((p, i) => ({ key: i, penaltyFen: 0, feeFen: p.feeFen, interestFen: p.interestFen - p.discountFen, principalFen: p.principalFen })),
          sharePpm,
        );
        // At loan time each component is split by the share, the slave rounded down.
        m.slaveOwed.forEach((d, i) => {
          for (const c of C) expect(d[c]).toBe(Math.floor((m.total[i]![c] * sharePpm) / 1_000_000));
        });
        const n = s.periods.length;
        for (const st of steps) {
          if (st.kind === 'pay') {
            const r = m.pay(st.amount);
            expect(r.master + r.slave).toBe(r.paid);
          } else if (st.kind === 'whole') {
            const r = m.pay(dueTotal(m.owed(st.bill % n)) + m.total.slice(0, st.bill % n).reduce((x, _, i) => x + dueTotal(m.owed(i)), 0));
            expect(r.master + r.slave).toBe(r.paid);
          } else if (st.kind === 'penalty') m.change(st.bill % n, 'penaltyFen', st.amount);
          else m.change(st.bill % n, st.c, -st.amount);
          m.refresh();
          m.total.forEach((t, i) => {
            for (const c of C) {
              expect(m.paidSlave[i]![c]).toBeLessThanOrEqual(m.slaveOwed[i]![c]);
              expect(m.paidMaster[i]![c]).toBeLessThanOrEqual(t[c] - m.slaveOwed[i]![c]);
              expect(m.paidMaster[i]![c] + m.paidSlave[i]![c]).toBeLessThanOrEqual(t[c]);
            }
          });
        }
        // Paying off the rest pays each creditor exactly its part of every component.
        const rest = m.total.reduce((x, _, i) => x + dueTotal(m.owed(i)), 0);
        const r = m.pay(rest);
        expect(r.paid).toBe(rest);
        m.total.forEach((t, i) => {
          for (const c of C) {
            expect(m.paidSlave[i]![c]).toBe(m.slaveOwed[i]![c]);
            expect(m.paidMaster[i]![c]).toBe(t[c] - m.slaveOwed[i]![c]);
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
