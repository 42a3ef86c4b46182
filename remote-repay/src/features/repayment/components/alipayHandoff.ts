import { API_PATHS } from '@credit/shared';
import type { ThirdRepayData } from '@credit/shared/api';

const CASHIER_PREFIX = API_PATHS.thirdRepay.cashier.replace(':payId', '');

/**
 * The Alipay cashier's address of a payment, kept for this tab between the cashier desk and the
 * payment page (a reload of the payment page still offers it). It carries a random payment id only,
 * never the session token, so it may sit in sessionStorage and in the link the user opens.
 */
const storageKey = (repayNo: string) => `alipay:${repayNo}`;

export function rememberAlipay(started: ThirdRepayData, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(storageKey(started.repayment.repayNo), JSON.stringify({ payUrl: started.payUrl }));
}

export function alipayOf(repayNo: string, storage: Pick<Storage, 'getItem'> = sessionStorage): { payUrl: string } | null {
  try {
    const kept = JSON.parse(storage.getItem(storageKey(repayNo)) ?? 'null') as { payUrl?: unknown } | null;
    if (!kept || typeof kept.payUrl !== 'string' || !kept.payUrl.startsWith(CASHIER_PREFIX)) return null;
    return { payUrl: kept.payUrl };
  } catch (failure) {
    // A damaged entry (JSON's SyntaxError) or storage the browser refuses (a DOMException) is no handoff to
    // offer: safe, the payment page still polls the payment. Anything else is a bug, not ours to hide.
    if (failure instanceof SyntaxError || failure instanceof DOMException) return null;
    throw failure;
  }
}
