import { useMemo } from 'react';
import { formatDate, shopOrdersRead, useRead } from '@credit/shared';

/** What an instalment purchase's bills say of it: the product bought and the day it was bought. */
export interface Purchase {
  title: string;
  day: string;
}

/**
 * The instalment purchases by their loan's order number (creditLife/order/list, ADR 038), so a bill of one says
 * what was bought and when (issue 39: two of one product showed only 借款 L…). A list that cannot be read names
 * nothing: the bills stand on their own, no toast. The month bill's route starts it beside the bill (first reads).
 */
export function usePurchases(): ReadonlyMap<string, Purchase> {
  const list = useRead(shopOrdersRead, {}, { request: { suppressErrorToast: true } }).data?.list;
  return useMemo(
    () => new Map((list ?? []).filter((o) => o.loanOrderNo !== '').map((o) => [o.loanOrderNo, { title: o.title, day: formatDate(o.paidAt ?? o.createdAt) }])),
    [list],
  );
}
