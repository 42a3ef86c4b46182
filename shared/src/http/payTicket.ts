import type { CheckPwdPaymentData } from '../api/repay';
import { payPurposeFields, type PayPurpose } from '../api/payPurpose';
import { API_PATHS } from '../api/paths';
import { http } from './client';

/**
 * The deal password buys a pay ticket for the one money call `purpose` names (a loan submit of that order,
 * a repayment, a withdrawal of that amount...) within a few minutes: the server lets no other call spend
 * it. The password is sent here only, never with the money call, and never kept.
 */
export function checkPwdPayment(password: string, purpose: PayPurpose) {
  return http.post<CheckPwdPaymentData>(API_PATHS.repayment.checkPwdPayment, { password, ...payPurposeFields(purpose) });
}
