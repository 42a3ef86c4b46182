import { useEffect } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { shell, useScanPayPollMs, useTimedOut } from '@credit/shared';
import { formatYuan } from '@credit/shared/money';
import { LoadFailed, GuestGate } from '@credit/shared/ui';
import { ParamPage } from '../../../../components/params';
import { alipayOf } from '../../components/alipayHandoff';
import { ALIPAY_TIMEOUT_MS, isFinal } from '../../components/resultState';
import { useAlipayResearch } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Paying at Alipay (spec 2.2 /payment?repayNo=, public; spec 4.6 third-party repayment): the link to
 * Alipay's cashier, and thirdRepay/aliPayResearch every scan-pay interval (the sys config's resultInterval; spec 9: 5 s by default) until it is paid
 * or failed (then the result page) or has waited long (timed out: still checking, where to look later).
 */
export default function PaymentPage() {
  return (
    <GuestGate what="支付结果">
      {() => <ParamPage name="repayNo">{(repayNo) => <Paying repayNo={repayNo} />}</ParamPage>}
    </GuestGate>
  );
}

function Paying({ repayNo }: { repayNo: string }) {
  const handoff = alipayOf(repayNo);
  const pollMs = useScanPayPollMs();
  const research = useAlipayResearch(repayNo, pollMs);
  const status = research.data?.status;
  const timedOut = useTimedOut(ALIPAY_TIMEOUT_MS);

  useEffect(() => {
    if (status === undefined || !isFinal(status)) return;
    // Money moved at Alipay: the shell's pay overlay says so (支付完成) as the result opens, as after a card payment.
    if (status !== 'failed' && status !== 'refunded') shell.payStart().done();
    shell.navigate(`/prepaymentResult?repayNo=${repayNo}`, { replace: true });
  }, [status, repayNo]);

  if (!research.data) {
    return research.isError ? <LoadFailed title="查询支付结果失败" error={research.error} onRetry={() => void research.refetch()} /> : <div className="rp-result"><DotLoading color="primary" /></div>;
  }
  return (
    <div className="rp-page">
      <div className="rp-result" role="status" aria-live="polite">
        <DotLoading color="primary" />
        <h2>{timedOut ? '仍在等待支付宝的支付结果' : '等待支付宝付款'}</h2>
        <p>
          应付 <span className="rp-amount" data-testid="alipay-amount">{formatYuan(research.data.amountFen)}</span>
        </p>
        <p>{timedOut ? '我们会继续查询。如已付款，结果稍后会在“还款记录”中更新，请勿重复付款。' : `付款完成后本页将自动更新（每${pollMs / 1000}秒查询一次）`}</p>
      </div>
      <div className="rp-actions">
        {handoff && (
          <a className="adm-button adm-button-primary adm-button-block adm-button-large rp-button-link" href={handoff.payUrl} target="_blank" rel="noopener noreferrer">
            打开支付宝付款
          </a>
        )}
        <Button block fill="outline" onClick={() => void research.refetch()}>我已付款，刷新结果</Button>
        {timedOut && <Button block fill="none" onClick={() => shell.navigate('/repayment_history')}>查看还款记录</Button>}
      </div>
    </div>
  );
}
