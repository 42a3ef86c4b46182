import { List } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { LoanDetailData } from '@credit/shared/api';
import { formatYuan, REPAY_TYPE_TITLES } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useOrderDetail } from '../../api';
import { OrderPage } from '../../components/params';
import { TrialFigures } from '../../components/TrialFigures';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/**
 * The cost of an order (spec 2.10 cashCostDetail, /cashCostDetail?orderNo=; loanorder/detail): the figures it
 * was sold with, APR first, the totals, the red-packet or interest-free saving and the schedule (TrialFigures).
 */
export default function CashCostDetailPage() {
  return <OrderPage>{(orderNo) => <CostDetail orderNo={orderNo} />}</OrderPage>;
}

function CostDetail({ orderNo }: { orderNo: string }) {
  const detail = useOrderDetail(orderNo);
  return (
    <div className="loan-page">
      <QueryView query={detail}>{(d) => <Figures detail={d} />}</QueryView>
    </div>
  );
}

function Figures({ detail: { order, trial } }: { detail: LoanDetailData }) {
  return (
    <>
      <TrialFigures trial={trial} discountLabel="红包/免息优惠" />
      <section className="loan-card" aria-label="借款信息">
        <dl className="loan-facts">
          <div><dt>借款编号</dt><dd>{order.orderNo}</dd></div>
          <div><dt>借款金额</dt><dd>{formatYuan(order.loanAmt)}</dd></div>
          <div><dt>借款期限</dt><dd>{order.period}期</dd></div>
          <div><dt>还款方式</dt><dd>{REPAY_TYPE_TITLES[order.repayType as keyof typeof REPAY_TYPE_TITLES] ?? order.repayType}</dd></div>
          <div><dt>借款用途</dt><dd>{order.purposeName}</dd></div>
        </dl>
      </section>
      <List>
        <List.Item arrow onClick={() => shell.navigate(`/cashAgreement?orderNo=${order.orderNo}`)}>借款合同</List.Item>
        <List.Item arrow onClick={() => shell.navigate(`/cashButtOrgDetail?orderNo=${order.orderNo}`)}>资金方信息</List.Item>
      </List>
    </>
  );
}
