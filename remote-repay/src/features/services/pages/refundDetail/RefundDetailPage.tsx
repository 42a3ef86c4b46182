import { formatDateTime } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useRefunds } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';


/** Money given back to the borrower (spec 2.2 /refundDetail): how much, why, to which card, and when it arrived. */
export default function RefundDetailPage() {
  const refunds = useRefunds();
  return (
    <div className="rp-page">
      <QueryView
        query={refunds}
        isEmpty={(r) => r.list.length === 0}
        empty={<section className="rp-card rp-result"><h2>暂无退款记录</h2><p>多还或减免的金额将原路退回您的银行卡</p></section>}
      >
        {(r) =>
          r.list.map((x) => (
            <section key={x.refundNo} className="rp-card" aria-label={`退款 ${x.refundNo}`} data-testid="refund">
              <div className="rp-apr">
                <span>{x.reason}</span>
                <strong>{formatYuan(x.amountFen)}</strong>
              </div>
              <dl className="rp-facts">
                <div><dt>状态</dt><dd>{x.status === 'refunded' ? '已退回' : '退款中'}</dd></div>
                <div><dt>退回银行卡</dt><dd>尾号{x.toCard.slice(-4)}</dd></div>
                <div><dt>借款编号</dt><dd>{x.orderNo}</dd></div>
                <div><dt>申请时间</dt><dd>{formatDateTime(x.createdAt)}</dd></div>
                {x.finishedAt !== null && <div><dt>到账时间</dt><dd>{formatDateTime(x.finishedAt)}</dd></div>}
              </dl>
            </section>
          ))
        }
      </QueryView>
    </div>
  );
}
