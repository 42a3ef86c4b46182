import { Button } from 'antd-mobile';
import { LOAN_ORDER_STATUS_TITLES, shell } from '@credit/shared';
import type { LoanDetailData } from '@credit/shared/api';
import { formatYuan, formatRateBp } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { BillRow } from '../../../../components/BillRow';
import { OverdueNotice } from '../../../../components/OverdueNotice';
import { ParamPage } from '../../../../components/params';
import { useOrder } from '../../api';
import { CounterCode } from '../../components/CounterCode';
import { DeferOffer } from '../../components/DeferOffer';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * One order's bills (spec 2.2 /billdetail_page?orderNo=, base info; loanorder/detail): its terms, APR
 * first, every period as it stands, and the ways to pay: chosen periods, early settlement, a counter's
 * code, a deferral of the current period (its terms first), its fees.
 */
export default function BilldetailPagePage() {
  return <ParamPage name="orderNo">{(orderNo) => <OrderBills orderNo={orderNo} />}</ParamPage>;
}

function OrderBills({ orderNo }: { orderNo: string }) {
  const order = useOrder(orderNo);
  return (
    <div className="rp-page">
      <QueryView query={order}>{(d) => <Bills detail={d} />}</QueryView>
    </div>
  );
}

function Bills({ detail: { order, bills } }: { detail: LoanDetailData }) {
  const repaying = order.status === 'repaying';
  return (
    <>
      <section className="rp-card" aria-label="借款信息">
        <dl className="rp-facts">
          <div><dt>年化利率</dt><dd className="rp-amount" data-testid="order-apr">{formatRateBp(order.aprBp)}</dd></div>
          <div><dt>借款金额</dt><dd>{formatYuan(order.loanAmt)}</dd></div>
          <div><dt>待还本金</dt><dd>{formatYuan(order.outstandingPrincipalFen)}</dd></div>
          <div><dt>借款期限</dt><dd>{order.period}期</dd></div>
          <div><dt>状态</dt><dd>{LOAN_ORDER_STATUS_TITLES[order.status]}{order.settledDay ? `（${order.settledDay}）` : ''}</dd></div>
          {order.lentDay && <div><dt>放款日</dt><dd>{order.lentDay}</dd></div>}
          <div><dt>收款银行卡</dt><dd>{order.bankName}（{order.cardNo.slice(-4)}）</dd></div>
        </dl>
      </section>
      <OverdueNotice bills={bills} />
      {/* What else belongs to a loan: how its money was spent, its insurance, and the payments made. */}
      <nav className="rp-links rp-links-3" aria-label="借款服务">
        <button type="button" onClick={() => shell.navigate('/vouchersList')}>借款凭证</button>
        <button type="button" onClick={() => shell.navigate('/insurePayBill')}>保险账单</button>
        <button type="button" onClick={() => shell.navigate('/repayment_history')}>还款记录</button>
      </nav>
      <section className="rp-card" aria-label="还款计划">
        <h2 className="rp-card-title">还款计划</h2>
        {bills.length === 0 ? <p className="rp-hint">放款成功后生成还款计划</p> : bills.map((b) => (
          <button key={b.billId} type="button" className="rp-row-button" onClick={() => shell.navigate(`/billDetail?billId=${b.billId}`)}>
            <BillRow bill={b} />
          </button>
        ))}
      </section>
      <div className="rp-actions">
        {repaying && (
          <>
            <Button block color="primary" size="large" onClick={() => shell.navigate(`/cashier_desk?orderNo=${order.orderNo}`)}>还款</Button>
            <Button block fill="outline" onClick={() => shell.navigate(`/prepaymentApply/${order.orderNo}`)}>提前结清</Button>
            <CounterCode orderNo={order.orderNo} />
            <DeferOffer orderNo={order.orderNo} />
          </>
        )}
        {order.status === 'settled' && (
          <Button block color="primary" fill="outline" onClick={() => shell.navigate(`/clearance-certificate-apply?orderNo=${order.orderNo}`)}>申请结清证明</Button>
        )}
        <Button block fill="none" onClick={() => shell.navigate(`/loan_fee_deital?orderNo=${order.orderNo}`)}>费用明细</Button>
      </div>
    </>
  );
}
