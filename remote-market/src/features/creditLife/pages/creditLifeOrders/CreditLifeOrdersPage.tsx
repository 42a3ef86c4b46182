import { Link } from '@credit/shared/router';
import { SHOP_ORDER_STATUS_TITLES } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useOrders } from '../../api';
import { orderPath } from '../../components/ProductGrid';
import '../../../../components/market.css';

/** /creditLifeOrders: the credit-life orders, newest first, each with its state. */
export default function CreditLifeOrdersPage() {
  const orders = useOrders();
  return (
    <div className="mk-page">
      <QueryView query={orders}>
        {(d) =>
          d.list.length === 0 ? (
            <p className="mk-empty">暂无订单</p>
          ) : (
            <ul className="mk-list" aria-label="我的订单">
              {d.list.map((o) => (
                <li key={o.orderNo}>
                  <Link to={orderPath(o.orderNo)} className="mk-list-main">
                    <span>{o.title}</span>
                    <span className="mk-muted">{formatYuan(o.priceFen)}</span>
                  </Link>
                  <span className="mk-list-value">{SHOP_ORDER_STATUS_TITLES[o.status]}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  );
}
