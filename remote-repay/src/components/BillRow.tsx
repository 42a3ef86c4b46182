import type { ReactNode } from 'react';
import { BILL_STATUS_TITLES } from '@credit/shared';
import type { BillItem } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import type { Purchase } from './purchases';

/**
 * One period of an order: which, when, what is still due, its state (overdue with its days); an instalment
 * purchase's (usePurchases) with what was bought and when.
 */
export function BillRow({ bill, action, purchase }: { bill: BillItem; action?: ReactNode; purchase?: Purchase }) {
  const paid = bill.status === 'paid';
  return (
    <div className={`rp-bill rp-bill-${bill.status}`} data-testid="rp-bill" data-bill-id={bill.billId}>
      <div className="rp-bill-main">
        <strong>第{bill.period}/{bill.periods}期</strong>
        <span className="rp-muted">{paid ? `${bill.paidDay} 已还` : `${bill.dueDay} 到期`}</span>
        {purchase && <span className="rp-muted">{purchase.title} · {purchase.day} 购买</span>}
        <span className="rp-muted">借款 {bill.orderNo}</span>
      </div>
      <div className="rp-bill-side">
        <span className="rp-amount">{formatYuan(paid ? bill.paidFen : bill.dueFen)}</span>
        <span className={`rp-tag rp-tag-${bill.status}`}>
          {BILL_STATUS_TITLES[bill.status]}
          {bill.status === 'overdue' ? ` ${bill.overdueDays}天` : ''}
        </span>
      </div>
      {action}
    </div>
  );
}
