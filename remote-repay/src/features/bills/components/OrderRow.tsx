import type { ReactNode } from 'react';
import { shell } from '@credit/shared';
import type { MyBorrowingData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';

type BorrowingOrder = MyBorrowingData['orders'][number];

/** One order being repaid: its heading, its progress, its next payment; it opens the order's bills. */
export function OrderRow({ order: o, heading, detail }: { order: BorrowingOrder; heading: ReactNode; detail: string }) {
  return (
    <button type="button" className="rp-row-button" onClick={() => shell.navigate(`/billdetail_page?orderNo=${o.orderNo}`)}>
      <div className="rp-bill" data-testid="rp-order">
        <div className="rp-bill-main">
          <strong>{heading}</strong>
          <span className="rp-muted">{detail}</span>
        </div>
        <div className="rp-bill-side">
          <span className="rp-amount">{formatYuan(o.nextDueFen)}</span>
          <span className="rp-muted">{o.nextDueDay ? `${o.nextDueDay} 到期` : '已还清'}</span>
        </div>
      </div>
    </button>
  );
}
