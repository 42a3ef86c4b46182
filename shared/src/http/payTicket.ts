import type { CheckPwdPaymentData } from '../api/repay';
import { API_PATHS } from '../api/paths';
import { http } from './client';

/**
 * The deal password buys a pay ticket for one money call (a loan submit, a repayment) within a few
 * minutes: the password is sent here only, never with the money call, and never kept.
 */
export function checkPwdPayment(password: string) {
  return http.post<CheckPwdPaymentData>(API_PATHS.repayment.checkPwdPayment, { password });
}
