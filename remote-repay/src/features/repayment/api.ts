import { useMutation } from '@tanstack/react-query';
import { API_PATHS, http, PARTNER_REPAY_CALLS, pollWhile, readKey, useRead } from '@credit/shared';
import type {
  PlanPaySelect4RuleData, RepaymentData, RepayPath, RepayQuote, ThirdRepayData,
} from '@credit/shared/api';
import type { Keyed } from '@credit/shared/ui';
import { billReads } from '../../components/billReads';
import { isFinal } from './components/resultState';

/**
 * The repayment calls of spec 7.4 and 4.6 (docs/sandbox.md "Money"). Every call that moves money takes
 * the confirm screen's Idempotency-Key; amounts to charge are the server's (the body names periods,
 * bills or a quoted total the server checks, never a client-made sum).
 */

/** The keys this area's invalidations name (its reads' own, billReads). */
export const repaymentKeys = {
  route: (orderNo: string) => readKey(billReads.repayRoute, { orderNo }),
  channels: (orderNo: string) => readKey(billReads.payChannels, { orderNo }),
};

/** Which path repays an order, by its funder, and that funder's rules (repayment/route, ADR 033). */
export function useRepayRoute(orderNo: string) {
  return useRead(billReads.repayRoute, { orderNo });
}

/**
 * What chosen periods of one order come to now, split as the borrower reads it: repayment/planPaySelect,
 * or planPaySelect4Rule for an order a partner repays under its own rules.
 */
export function usePeriodsQuote(orderNo: string, periods: string, byRule = false) {
  return useRead<RepayQuote | PlanPaySelect4RuleData>(byRule ? billReads.quoteByRule : billReads.quote, { orderNo, periods }, { enabled: periods !== '' });
}

/** How the order can be repaid (loanorder/queryPayChannel): the card, the signed protocol, Alipay. */
export function usePayChannels(orderNo: string) {
  return useRead(billReads.payChannels, { orderNo });
}

/**
 * One-key and merged repayment, step 1: the server makes the repayment to confirm and its quote. It is
 * asked afresh on every visit (a pending repayment that is never confirmed moves nothing and is not listed).
 */
export function useOneKeyApply() {
  return useRead(billReads.oneKeyApply, {}, { retry: false });
}

export function useMergedApply(billIds: string) {
  return useRead(billReads.mergedApply, { billIds }, { retry: false });
}

const money = (path: string, body: Record<string, unknown>, idempotencyKey: string) => http.post<RepaymentData>(path, body, { idempotencyKey });

/** Chosen periods from the bound card (applyPay/repay) or through the signed protocol (protocolPayment). */
export function payPeriods(channel: 'bankCard' | 'protocol', body: { orderNo: string; periods: string; payTicket: string; amountFen?: string }, key: string) {
  return money(channel === 'bankCard' ? API_PATHS.applyPay.repay : API_PATHS.repayment.protocolPayment, body, key);
}

/** A partner's own repayment path (ADR 033, the partner table's call for it): chosen periods, whole. */
export function payPartner(path: Exclude<RepayPath, 'platform'>, body: { orderNo: string; periods: string; payTicket: string }, key: string) {
  return money(PARTNER_REPAY_CALLS[path], body, key);
}

/** Step 2 of one-key or merged repayment: the repayment made in step 1, paid with the ticket. */
export function confirmApplied(kind: 'oneKey' | 'merged', body: { repayNo: string; payTicket: string }, key: string) {
  return money(kind === 'oneKey' ? API_PATHS.repayment.repayOneKeyConfirm : API_PATHS.repayment.megerRepaymentConfirm, body, key);
}

/** The early settlement quote (repayment/repaymentInterest): interest to the day, and what it saves. */
export function useEarlyQuote(orderNo: string) {
  return useRead(billReads.early, { orderNo });
}

/** The early-settlement terms of the order's funder (repayment/repaymentInterestContent, ADR 033): open or not, its fee. */
export function useInterestContent(orderNo: string) {
  return useRead(billReads.interestContent, { orderNo });
}

/** Early settlement (loanorder/repay): the total the borrower saw goes along; the server refuses a changed quote. */
export function settleEarly(body: { orderNo: string; payTicket: string; totalFen: number }, key: string) {
  return money(API_PATHS.loanorder.repay, { ...body, totalFen: String(body.totalFen) }, key);
}

/**
 * Alipay (thirdRepay/repay): a payment at the stand-in cashier, then aliPayResearch until it is paid.
 * No loading mask: the button shows its own state.
 */
export function useStartAlipay() {
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: { orderNo: string; periods: string } & Keyed) => http.post<ThirdRepayData>(API_PATHS.thirdRepay.repay, body, { idempotencyKey }),
    meta: { mask: false },
  });
}

/** The Alipay payment's state every `intervalMs` (spec 9 scan-pay interval) until it is final; misses are not toasted. */
export function useAlipayResearch(repayNo: string, intervalMs: number) {
  return useRead(billReads.alipayResearch, { repayNo }, {
    request: { suppressErrorToast: true },
    refetchInterval: pollWhile<RepaymentData>((r) => !isFinal(r.status), { intervalMs }),
    refetchIntervalInBackground: true,
  });
}
