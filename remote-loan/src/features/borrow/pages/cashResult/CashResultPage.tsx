import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { ApiError, failureMessage, HttpError, RESULT_POLL, shell, useTimedOut } from '@credit/shared';
import type { LoanOrderSummary } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { LoadFailed, QueryView } from '@credit/shared/ui';
import { funderCallOf, invalidateCredit, useApplyStatus, useFunderCall, useOrderDetail } from '../../api';
import { CancelOrderButton } from '../../components/CancelOrderButton';
import { OrderPage } from '../../components/params';
import { resultView, type ResultView } from '../../components/resultState';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/**
 * The loan's result (spec 2.10 cashResult, /cashResult?orderNo=): applyStatus every 2 s until paid
 * out, failed or cancelled. 放款中 may be cancelled (cancelLoanOrder); after 60 s it says 超时 and keeps
 * polling in the background. A partner's order (ADR 032) is taken through its funder by the state the
 * server reports: pushOrder, captital submit, then modifyStatus, each once per order and state (a funder
 * still reviewing is asked again on the next visit); a reload resumes from where the order stands, and a
 * refusal shows the funder's reason.
 */
export default function CashResultPage() {
  return <OrderPage>{(orderNo) => <OrderResult orderNo={orderNo} />}</OrderPage>;
}

function OrderResult({ orderNo }: { orderNo: string }) {
  const client = useQueryClient();
  const status = useApplyStatus(orderNo);
  const order = status.data?.order ?? null;
  const timedOut = useTimedOut(RESULT_POLL.timeoutMs, order === null || order.status === 'lending');
  const view = resultView(order?.status ?? null, timedOut);
  const announced = useRef<ResultView | null>(null);
  const funderRefusal = useFunderHandOver(orderNo, order, status.dataUpdatedAt);

  // A pay-out or a failure changes the available credit.
  useEffect(() => {
    if (announced.current === view) return;
    announced.current = view;
    if (view === 'success' || view === 'failed') void invalidateCredit(client);
  }, [view, client]);

  if (view === 'loading') {
    if (status.isError) return <LoadFailed error={status.error} onRetry={() => void status.refetch()} />;
    return <div className="loan-result"><DotLoading /></div>;
  }

  return (
    <div className="loan-result" data-testid="loan-result" data-view={view}>
      {(view === 'lending' || view === 'timeout') && (
        <>
          <h2>放款中</h2>
          <p>{formatYuan(order!.loanAmt)}将放款至{payee(order!)}，预计几分钟内到账</p>
          <p className="ui-hint" data-testid="loan-lender">出借人：{order!.lenderName}</p>
          {view === 'timeout' && <p role="status">放款时间较长，请稍后在借款记录中查看结果</p>}
          {funderRefusal && <p className="ui-error" role="alert">{funderRefusal}</p>}
          {/* A refused cancel: the order may have moved on (paid out, failed), so it is read again. */}
          <CancelOrderButton orderNo={orderNo} lending fill="outline" onRefused={() => status.refetch()} />
          <Button block fill="none" onClick={() => shell.navigate('/')}>返回首页</Button>
        </>
      )}
      {view === 'success' && <Success order={order!} />}
      {view === 'failed' && (
        <>
          <h2>放款失败</h2>
          <p>{order!.failReason || '放款未成功，额度已恢复'}</p>
          <Button block color="primary" onClick={() => shell.navigate('/newBorrowCash', { replace: true })}>重新申请</Button>
          <Button block fill="none" onClick={() => shell.navigate('/')}>返回首页</Button>
        </>
      )}
      {view === 'cancelled' && (
        <>
          <h2>借款已取消</h2>
          <Button block color="primary" onClick={() => shell.navigate('/')}>返回首页</Button>
        </>
      )}
      {view === 'notSubmitted' && (
        <>
          <h2>借款待确认</h2>
          <Button block color="primary" onClick={() => shell.navigate(`/cashConfirm?orderNo=${orderNo}`, { replace: true })}>去确认</Button>
        </>
      )}
    </div>
  );
}

/**
 * A partner order's next call at its funder (funderCallOf), a mutation started by the state the server
 * reports: pushOrder and the funder's submit once per order and state, not at every read. A decision still
 * under review (submitted) is asked again at the poll's pace (RESULT_POLL) after the last answer, never two
 * at once, until the funder approves or refuses. A refusal stays asked and is said (the shell's toast, else
 * the page's line); a lost answer (toasted by the shell) is asked again after the next read; anything else
 * is a bug, thrown to the error boundary.
 */
function useFunderHandOver(orderNo: string, order: LoanOrderSummary | null, readAt: number): string | null {
  const call = useFunderCall(orderNo);
  const { mutate, isPending, submittedAt } = call;
  const [lostAt, setLostAt] = useState<number | null>(null);
  const [reviewTick, setReviewTick] = useState(0);
  const path = order ? funderCallOf(order) : null;
  const underReview = order?.funderState === 'submitted';
  const state = order && path ? `${order.orderNo}:${order.funderState}${underReview ? `#${reviewTick}` : ''}` : null;
  const retryDue = lostAt !== null && readAt > lostAt;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    // A refusal is said once, not asked again; a lost answer goes by retryDue.
    if (!underReview || isPending || submittedAt === 0 || call.error instanceof ApiError) return;
    const timer = setTimeout(() => setReviewTick((tick) => tick + 1), RESULT_POLL.intervalMs);
    return () => clearTimeout(timer);
  }, [underReview, isPending, submittedAt, call.error]);
  useEffect(() => {
    if (!path || !state || isPending || (asked.current === state && !retryDue)) return;
    asked.current = state;
    mutate(path, { onSettled: (_answer, failure) => setLostAt(failure instanceof HttpError ? Date.now() : null) });
  }, [path, state, retryDue, mutate, isPending]);
  const failure = call.error;
  if (failure && !(failure instanceof ApiError) && !(failure instanceof HttpError)) throw failure;
  return failureMessage(failure);
}

/**
 * Where the money goes, as the confirm page said it (ADR 037): a custody funder's order into the custody
 * account (paidIntoCustody, from the server), any other to the order's card.
 */
const payee = (order: LoanOrderSummary): string => (order.paidIntoCustody === 1 ? '存管账户' : `${order.bankName}（${order.cardNo.slice(-4)}）`);

function Success({ order }: { order: LoanOrderSummary }) {
  const detail = useOrderDetail(order.orderNo);
  return (
    <>
      <h2>放款成功</h2>
      <p>{formatYuan(order.loanAmt)}已放款至{payee(order)}</p>
      {/* Who lent it is said once paid out as while 放款中. */}
      <p className="ui-hint" data-testid="loan-lender">出借人：{order.lenderName}</p>
      <QueryView query={detail} loading={<p>&nbsp;</p>}>
        {(d) => {
          const first = d.bills.find((b) => b.period === 1) ?? null;
          const plan = d.trial.plan[0];
          const day = first?.dueDay ?? plan?.dueDay;
          const amount = first ? first.principalFen + first.interestFen + first.feeFen - first.discountFen : (plan?.totalFen ?? 0);
          return day ? <p data-testid="first-due">首期还款日 {day}，应还{formatYuan(amount)}</p> : null;
        }}
      </QueryView>
      <Button block color="primary" onClick={() => shell.navigate('/', { replace: true })}>返回首页</Button>
      <Button block fill="outline" onClick={() => shell.navigate('/billList')}>查看账单</Button>
      {/* The loan as sold (spec 2.10 cashCostDetail), and from there its contract and its funder. */}
      <Button block fill="none" onClick={() => shell.navigate(`/cashCostDetail?orderNo=${order.orderNo}`)}>费用明细与借款合同</Button>
    </>
  );
}
