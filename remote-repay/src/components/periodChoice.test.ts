import { describe, expect, it } from 'vitest';
import type { BillItem } from '@credit/shared/api';
import { billIdsOf, choiceUpTo, initialChoice, OVERDUE_FIRST, payableBills, periodsOf, toggleBill } from './periodChoice';

const bill = (orderNo: string, period: number, status: BillItem['status'], billId = `${orderNo.slice(-1)}${period}`): BillItem => ({
  billId, orderNo, capitalChannel: '9F', repayPath: 'platform', period, periods: 6, dueDay: `2026-0${period}-10`, status, overdueDays: status === 'overdue' ? 3 : 0,
  principalFen: 50_000, interestFen: 1000, feeFen: 0, discountFen: 0, penaltyFen: status === 'overdue' ? 150 : 0, paidFen: 0, dueFen: 51_000, paidDay: '',
  isTwoBill: 0, masterRepayAmt: 51_000, slaveRepayAmt: 0, creditors: [{ role: 'master', lenderName: '示例消费金融股份有限公司', sharePpm: 1_000_000 }],
});

const A = 'L0000000000000001';
const B = 'L0000000000000002';
const bills = [bill(A, 1, 'paid'), bill(A, 2, 'overdue'), bill(A, 3, 'due'), bill(A, 4, 'pending'), bill(A, 5, 'pending'), bill(B, 1, 'due'), bill(B, 2, 'pending')];

describe('the period choice', () => {
  it('starts with every overdue bill and the first current one of each order', () => {
    expect([...initialChoice(bills)].sort()).toEqual(['12', '13', '21']);
  });

  it('a desk opened for period N ticks the overdue bills and N with the unpaid periods before it, nothing later', () => {
    const one = [bill(A, 1, 'overdue'), bill(A, 2, 'due'), bill(A, 3, 'pending')];
    expect([...choiceUpTo(one, 1)]).toEqual(['11']);
    expect([...choiceUpTo(one, 2)].sort()).toEqual(['11', '12']);
    expect([...choiceUpTo(bills, 4)].sort()).toEqual(['12', '13', '14']);
    expect([...choiceUpTo(bills, 2)]).toEqual(['12']);
    expect([...choiceUpTo(bills.filter((b) => b.orderNo === B), 2)].sort()).toEqual(['21', '22']);
  });

  it('a desk opened for a period it cannot pay starts as a desk opened for the order', () => {
    const a = bills.filter((b) => b.orderNo === A);
    expect(choiceUpTo(a, 1)).toEqual(initialChoice(a));
    expect(choiceUpTo(a, 9)).toEqual(initialChoice(a));
  });

  it('ticking period N ticks every earlier unpaid period of the same order only', () => {
    const { chosen } = toggleBill(bills, new Set(['12']), '15');
    expect([...chosen].sort()).toEqual(['12', '13', '14', '15']);
    expect(periodsOf(bills.filter((b) => b.orderNo === A), chosen)).toBe('2,3,4,5');
  });

  it('unticking period N unticks the later ones, and an overdue period cannot be left out', () => {
    const all = new Set(['12', '13', '14', '15', '21']);
    expect([...toggleBill(bills, all, '14').chosen].sort()).toEqual(['12', '13', '21']);
    const refused = toggleBill(bills, all, '12');
    expect(refused.refused).toBe(OVERDUE_FIRST);
    expect(refused.chosen).toEqual(all);
  });

  it('paid bills are neither payable nor choosable; overdue ones come first', () => {
    expect(toggleBill(bills, new Set(), '11').chosen.size).toBe(0);
    expect(payableBills(bills).map((b) => b.billId)).toEqual(['12', '13', '14', '15', '21', '22']);
  });

  it('names the choice the way the calls take it', () => {
    expect(billIdsOf(bills, new Set(['21', '13', '12']))).toBe('12,13,21');
  });
});
