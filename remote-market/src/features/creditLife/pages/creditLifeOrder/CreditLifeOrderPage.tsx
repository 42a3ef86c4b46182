import { Link, useSearchParams } from '@credit/shared/router';
import { isShopOrderNo, SHOP_ORDER_STATUS_TITLES, SHOP_PAY_TYPE_TITLES } from '@credit/shared';
import type { ShopOrder } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useOrder } from '../../api';
import { checkoutPath } from '../../components/ProductGrid';
import '../../../../components/market.css';

/** /creditLifeOrder?orderNo=: one order: its state (asked again while delivering), the code, the refund (all of it: the price and any interest and fees paid), its bills. */
export default function CreditLifeOrderPage() {
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  if (!isShopOrderNo(orderNo)) return <p className="mk-empty">订单不存在</p>;
  return <Detail orderNo={orderNo} />;
}

function Detail({ orderNo }: { orderNo: string }) {
  const order = useOrder(orderNo);
  return <QueryView query={order}>{(d) => <OrderView order={d.order} />}</QueryView>;
}

function OrderView({ order }: { order: ShopOrder }) {
  return (
    <div className="mk-page">
      <section className="mk-card" data-testid="credit-life-order">
        <h2 className="mk-card-title">{order.title}</h2>
        <p role="status" data-testid="credit-life-order-status">{SHOP_ORDER_STATUS_TITLES[order.status]}</p>
        <p className="mk-muted">金额 {formatYuan(order.priceFen)}</p>
        {order.payType && <p className="mk-muted">{SHOP_PAY_TYPE_TITLES[order.payType]}{order.periods ? ` · ${order.periods}期` : ''}</p>}
        {order.status === 'delivered' && order.category === 'mobile' && <p>话费已充入 {order.mobile}</p>}
        {order.status === 'delivered' && order.code && <p>兑换码 <strong data-testid="credit-life-code">{order.code}</strong></p>}
        {order.status === 'refunded' && <p>{order.failReason}{order.payType === 'instalment' ? '，分期已取消，额度已恢复' : ''}</p>}
        {order.status === 'refunded' && order.refundedFen > 0 && (
          <p data-testid="credit-life-refunded">
            已退款 {formatYuan(order.refundedFen)}
            {order.refundedChargesFen > 0 && `（含已付利息及费用 ${formatYuan(order.refundedChargesFen)}，已原路退回银行卡）`}
          </p>
        )}
      </section>
      {/* The actions fill the row as on every result page (issue 39: 查看账单 was a half-width pill). */}
      <div className="mk-actions">
        {order.status === 'refunded' && order.refundedChargesFen > 0 && <Link className="btn-ghost" to="/refundDetail">查看退款</Link>}
        {order.status === 'pendingPay' && <Link className="btn-primary" to={checkoutPath(order.orderNo)}>去支付</Link>}
        {order.payType === 'instalment' && order.status !== 'refunded' && <Link className="btn-primary" to="/billList">查看账单</Link>}
      </div>
    </div>
  );
}
