import { describe, expect, it } from 'vitest';
import { isBillIds, isCertNo, isOrderNo, isRepayNo, isRowId, unanchored } from './numbers';

describe('record numbers', () => {
  it.each([
    [isOrderNo, 'L2026112600000001', ['P2026112600000001', 'L202611260000001', 'L20261126000000012', 'l2026112600000001', ' L2026112600000001', '']],
    [isRepayNo, 'P2026112600000001', ['L2026112600000001', 'P202611260000000x', 'P2026112600000001\n']],
    [isCertNo, 'C2026112600000001', ['C12', 'L2026112600000001']],
  ])('%o accepts its letter and 16 digits only', (check, good, bad) => {
    expect(check(good)).toBe(true);
    for (const v of bad) expect(check(v), v).toBe(false);
  });

  it('row ids are 1 to 15 digits without a leading zero (safe integers)', () => {
    expect(['1', '42', '999999999999999'].map(isRowId)).toEqual([true, true, true]);
    expect(['0', '01', '1000000000000000', '-1', '1.5', '1e3', ''].map(isRowId)).toEqual(Array(7).fill(false));
  });

  it('bills paid together are 1 to 50 ids, comma-separated', () => {
    expect(isBillIds('1,2,3')).toBe(true);
    expect(isBillIds(Array.from({ length: 50 }, (_, i) => i + 1).join(','))).toBe(true);
    expect(isBillIds(Array.from({ length: 51 }, (_, i) => i + 1).join(','))).toBe(false);
    for (const v of ['', '1,', ',1', '1,,2', '1, 2', '0,1']) expect(isBillIds(v), v).toBe(false);
  });

  it('finds a number inside an address without its anchors', () => {
    const cashConfirm = new RegExp(`#/cashConfirm\\?orderNo=${unanchored('orderNo')}$`);
    expect(cashConfirm.test('http://localhost:8080/#/cashConfirm?orderNo=L2026112600000001')).toBe(true);
    expect(cashConfirm.test('http://localhost:8080/#/cashConfirm?orderNo=P2026112600000001')).toBe(false);
    expect(unanchored('billIds')).toBe('[1-9]\\d{0,14}(?:,[1-9]\\d{0,14}){0,49}');
  });
});
