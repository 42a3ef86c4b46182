import { Link } from '@credit/shared/router';
import { formatYuan } from '@credit/shared/money';
import { useCheckOrder } from '../api';

/** An unfinished order (loanorder/checkOrder) waits for the user: a link to where it stands. */
export function PendingOrderNotice() {
  const pending = useCheckOrder();
  const order = pending.data?.order;
  if (!order) return null;
  const created = order.status === 'created';
  return (
    <p className="loan-notice" role="status" data-testid="pending-order">
      您有一笔{formatYuan(order.loanAmt)}的借款{created ? '待确认' : '正在放款'}，
      <Link to={created ? `/cashConfirm?orderNo=${order.orderNo}` : `/cashResult?orderNo=${order.orderNo}`}>{created ? '去确认' : '查看进度'}</Link>
    </p>
  );
}
