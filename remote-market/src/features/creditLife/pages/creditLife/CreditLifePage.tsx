import { Link } from '@credit/shared/router';
import { SHOP_PARTNER_NAMES, SHOP_PARTNERS } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useProducts } from '../../api';
import '../../../../components/market.css';

/**
 * /creditLife (spec 2.11: back returns home): the credit-life shop's home. The largest instalment purchase now
 * (card info's loanAmtSc), the shop's sections and the orders.
 */
export default function CreditLifePage() {
  const products = useProducts();
  return (
    <div className="mk-page" data-testid="credit-life-home">
      <QueryView query={products}>
        {(p) => (
          <section className="mk-hero">
            <h2>信用生活</h2>
            <p>可分期额度 {formatYuan(p.instalmentMaxFen)}</p>
          </section>
        )}
      </QueryView>
      <nav className="mk-card" aria-label="信用生活">
        <div className="mk-grid">
          <Link to="/creditLifeMobile">话费充值</Link>
          <Link to="/creditLifeVideo">视频会员</Link>
          {SHOP_PARTNERS.map((partner) => (
            <Link key={partner} to={`/sub-busi-${partner}`}>{SHOP_PARTNER_NAMES[partner]}</Link>
          ))}
        </div>
      </nav>
      <Link className="mk-card" style={{ display: 'block' }} to="/creditLifeOrders">我的订单</Link>
    </div>
  );
}
