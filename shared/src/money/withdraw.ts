import { WITHDRAW_THRESHOLD_FEN } from '../constants';

/**
 * Spec 4.8, 5, 9: the withdrawable balance is usable only when it is at least 20 yuan. The one rule:
 * the sandbox refuses a withdrawal below it and the pages offer none.
 */
export const canWithdraw = (balanceFen: number): boolean => Number.isSafeInteger(balanceFen) && balanceFen >= WITHDRAW_THRESHOLD_FEN;
