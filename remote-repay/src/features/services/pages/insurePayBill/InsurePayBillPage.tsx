import { telHref } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useInsurer, useInsurerBills } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * The insurer's bills (spec 2.2 /insurePayBill, 7.7 insurer entrance and payBillList): who insures the
 * loans and the premium of each period, settled by the platform with each bill (the borrower pays none).
 */
export default function InsurePayBillPage() {
  const insurer = useInsurer();
  const bills = useInsurerBills();
  return (
    <div className="rp-page">
      <QueryView query={insurer}>
        {(i) => (
          <section className="rp-card" aria-label="保险信息">
            <dl className="rp-facts">
              <div><dt>保险公司</dt><dd>{i.insurer}</dd></div>
              <div><dt>保险产品</dt><dd>{i.product}</dd></div>
              <div><dt>保险公司客服</dt><dd><a href={telHref(i.hotline)}>{i.hotline}</a></dd></div>
            </dl>
            <p className="rp-hint">保费由平台承担，随每期账单结算，您无需另行支付。</p>
          </section>
        )}
      </QueryView>
      <QueryView
        query={bills}
        isEmpty={(b) => b.list.length === 0}
        empty={<section className="rp-card rp-result"><h2>暂无保险账单</h2><p>借款放款后将生成对应的保险账单</p></section>}
      >
        {(b) => (
          <section className="rp-card" aria-label="保险账单">
            <p className="rp-hint">待结算保费合计 <span className="rp-amount" data-testid="insurer-unpaid">{formatYuan(b.unpaidFen)}</span></p>
            {b.list.map((x) => (
              <div key={`${x.orderNo}-${x.period}`} className="rp-bill" data-testid="insurer-bill">
                <div className="rp-bill-main">
                  <strong>第{x.period}/{x.periods}期 保费</strong>
                  <span className="rp-muted">{x.dueDay} · 借款 {x.orderNo}</span>
                </div>
                <div className="rp-bill-side">
                  <span className="rp-amount">{formatYuan(x.premiumFen)}</span>
                  <span className={`rp-tag rp-tag-${x.paid ? 'paid' : 'due'}`}>{x.paid ? '已结算' : '待结算'}</span>
                </div>
              </div>
            ))}
          </section>
        )}
      </QueryView>
    </div>
  );
}
