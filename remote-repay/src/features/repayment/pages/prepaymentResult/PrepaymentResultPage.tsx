import type { ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { RESULT_POLL, shell, useTimedOut } from '@credit/shared';
import type { RepaymentData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { LoadFailed, GuestGate } from '@credit/shared/ui';
import { useRepayment } from '../../../../components/billApi';
import { SplitFigures } from '../../../../components/Figures';
import { ParamPage } from '../../../../components/params';
import { repayView } from '../../components/resultState';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * A repayment's result (spec 2.2 /repayment 还款中 and /prepaymentResult 还款结果, public; repayment/status):
 * processing, timed out (still checking; where to look later), success, partly paid, failed (the
 * reason and a retry). It polls while the repayment may still change.
 */
export default function PrepaymentResultPage() {
  return (
    <GuestGate what="还款结果">
      {() => <ParamPage name="repayNo">{(repayNo) => <Result repayNo={repayNo} />}</ParamPage>}
    </GuestGate>
  );
}

function Result({ repayNo }: { repayNo: string }) {
  const repayment = useRepayment(repayNo, { poll: true });
  const status = repayment.data?.status ?? null;
  const timedOut = useTimedOut(RESULT_POLL.timeoutMs, status === null || status === 'processing');
  const view = repayView(status, timedOut);

  if (!repayment.data) {
    // Polling goes on behind a failure; the retry asks at once.
    return repayment.isError ? <LoadFailed title="查询还款结果失败" error={repayment.error} onRetry={() => void repayment.refetch()} /> : <Waiting title="正在查询还款结果" />;
  }
  const r = repayment.data;
  switch (view) {
    case 'processing':
    case 'loading':
      return <Waiting title="还款处理中" hint={`本次还款${formatYuan(r.amountFen)}，银行正在处理，请稍候`} />;
    case 'timeout':
      return (
        <Waiting
          title="还款处理时间较长"
          hint="银行仍在处理中，我们会继续为您查询。您可以先离开，稍后在“还款记录”中查看结果，请勿重复还款。"
          action={<Button block fill="outline" onClick={() => shell.navigate('/repayment_history')}>查看还款记录</Button>}
        />
      );
    case 'unconfirmed':
      return (
        <div className="rp-result">
          <h2>该笔还款尚未确认</h2>
          <p>未扣款。如需还款，请回到账单重新发起。</p>
          <Button color="primary" onClick={() => shell.navigate('/billList', { replace: true })}>返回账单</Button>
        </div>
      );
    default:
      return <Final r={r} />;
  }
}

function Waiting({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="rp-result" role="status" aria-live="polite" data-testid="repay-waiting">
      <DotLoading color="primary" />
      <h2>{title}</h2>
      {hint && <p>{hint}</p>}
      {action}
    </div>
  );
}

function Final({ r }: { r: RepaymentData }) {
  const retry = r.orderNos.length === 1 ? `/cashier_desk?orderNo=${r.orderNos[0]}` : '/billList';
  return (
    <div className="rp-page">
      <div className="rp-result" role="status">
        {r.status === 'success' && (
          <>
            <h2>还款成功</h2>
            <p>已还 <span className="rp-amount" data-testid="repay-paid">{formatYuan(r.paidFen)}</span></p>
          </>
        )}
        {r.status === 'partial' && (
          <>
            <h2>部分还款成功</h2>
            <p>已还 <span className="rp-amount" data-testid="repay-paid">{formatYuan(r.paidFen)}</span>，所选账单尚未全部还清，剩余部分请在还款日前还清</p>
          </>
        )}
        {r.status === 'failed' && (
          <>
            <h2>还款失败</h2>
            <p data-testid="repay-fail-reason">{r.failReason || '扣款未成功，请稍后重试'}</p>
            <p>本次未扣款，您可以重新发起还款</p>
          </>
        )}
        {r.status === 'refunded' && (
          <>
            <h2>已退款</h2>
            <p data-testid="repay-fail-reason">{r.failReason}</p>
            <p>本次未还款，扣款 <span className="rp-amount" data-testid="repay-refunded">{formatYuan(r.refundedFen)}</span> 已原路退回</p>
          </>
        )}
        {r.status !== 'refunded' && r.refundedFen > 0 && (
          <p data-testid="repay-refunded">多扣的 {formatYuan(r.refundedFen)} 已原路退回</p>
        )}
      </div>
      {r.paidFen > 0 && (
        <section className="rp-card" aria-label="还款明细">
          <SplitFigures split={{ ...r, totalFen: r.paidFen }} totalLabel="已还金额" />
        </section>
      )}
      <div className="rp-actions">
        {r.status !== 'success' && (
          <Button block color="primary" size="large" onClick={() => shell.navigate(retry, { replace: true })}>
            {r.status === 'failed' || r.status === 'refunded' ? '重新还款' : '继续还款'}
          </Button>
        )}
        <Button block color={r.status === 'success' ? 'primary' : 'default'} fill={r.status === 'success' ? 'solid' : 'outline'} onClick={() => shell.navigate('/billList', { replace: true })}>
          查看账单
        </Button>
        <Button block fill="none" onClick={() => shell.navigate('/repayment_history')}>还款记录</Button>
      </div>
    </div>
  );
}
