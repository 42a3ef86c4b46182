import { Button } from 'antd-mobile';
import { shell, formatDateTime, PAY_CHANNEL_TITLES, REPAYMENT_KIND_TITLES, REPAYMENT_STATUS_TITLES } from '@credit/shared';
import type { RepaymentData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useRepayment } from '../../../../components/billApi';
import { SplitFigures } from '../../../../components/Figures';
import { ParamPage } from '../../../../components/params';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';


/** One repayment (spec 2.2 /paymentDetail?repayNo=, repayment/status): what was asked, what was taken and how it was split. */
export default function PaymentDetailPage() {
  return <ParamPage name="repayNo">{(repayNo) => <Detail repayNo={repayNo} />}</ParamPage>;
}

function Detail({ repayNo }: { repayNo: string }) {
  const repayment = useRepayment(repayNo);
  return (
    <div className="rp-page">
      <QueryView query={repayment}>{(r) => <Repayment r={r} />}</QueryView>
    </div>
  );
}

function Repayment({ r }: { r: RepaymentData }) {
  return (
    <>
      <section className="rp-card" aria-label="还款结果">
        <SplitFigures split={{ ...r, totalFen: r.paidFen }} totalLabel={`已还金额（${REPAYMENT_STATUS_TITLES[r.status]}）`} />
      </section>
      <section className="rp-card" aria-label="还款信息">
        <dl className="rp-facts">
          <div><dt>还款方式</dt><dd>{REPAYMENT_KIND_TITLES[r.kind]} · {PAY_CHANNEL_TITLES[r.channel]}</dd></div>
          <div><dt>申请金额</dt><dd>{formatYuan(r.amountFen)}</dd></div>
          <div><dt>还款编号</dt><dd>{r.repayNo}</dd></div>
          <div><dt>借款编号</dt><dd>{r.orderNos.join('、')}</dd></div>
          <div><dt>申请时间</dt><dd>{formatDateTime(r.createdAt)}</dd></div>
          {r.finishedAt !== null && <div><dt>完成时间</dt><dd>{formatDateTime(r.finishedAt)}</dd></div>}
          {r.refundedFen > 0 && <div><dt>已退回金额</dt><dd data-testid="payment-refunded">{formatYuan(r.refundedFen)}</dd></div>}
          {r.failReason && <div className="rp-overdue"><dt>{r.status === 'refunded' ? '退款原因' : '失败原因'}</dt><dd>{r.failReason}</dd></div>}
        </dl>
      </section>
      {r.status === 'processing' && (
        <div className="rp-actions">
          <Button block color="primary" onClick={() => shell.navigate(`/repayment?repayNo=${r.repayNo}`)}>查看处理进度</Button>
        </div>
      )}
    </>
  );
}
