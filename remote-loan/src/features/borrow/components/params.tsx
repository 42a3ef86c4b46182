import type { ReactNode } from 'react';
import { isOrderNo } from '@credit/shared';
import { useSearchParams } from '@credit/shared/router';

/** Query parameters of the borrow pages, checked before any call (the contract answers 1004 otherwise). */
export const isContractKey = (v: string): boolean => /^\w{1,32}$/.test(v);

/**
 * A page about one order (`?orderNo=`): its content for a well-formed order number, else the one
 * "not found" view, without a call.
 */
export function OrderPage({ children }: { children: (orderNo: string) => ReactNode }) {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  if (!isOrderNo(orderNo)) {
    return (
      <div className="loan-result">
        <h2>借款订单不存在</h2>
        <p>请在借款记录中查看，或重新申请借款</p>
      </div>
    );
  }
  return children(orderNo);
}
