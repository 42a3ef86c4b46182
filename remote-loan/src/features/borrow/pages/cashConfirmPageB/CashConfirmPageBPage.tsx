import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { ApiError, checkPwdPayment, confirmKeyFor, useSigningApply, useSigningConfirm, useSigningQuery, failureMessage, flowRoute, forgetConfirmKey, HttpError, shell, validate } from '@credit/shared';
import type { LoanDetailData } from '@credit/shared/api';
import { DealPasswordField, QueryView, SmsCodeField } from '@credit/shared/ui';
import {
  invalidateCredit, readOrderStatus, submitLoan, useCancelOrder, useOneCardInfo, useOrderDetail,
} from '../../api';
import { Offers } from '../../components/Offers';
import { OrderPage } from '../../components/params';
import { TrialFigures } from '../../components/TrialFigures';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/** The confirm screen's name for its Idempotency-Key (one per order). */
const LOAN_SUBMIT = 'loanSubmit';

/**
 * Confirm the loan (spec 2.10 cashConfirmPageB, path /cashConfirm?orderNo=): the order's figures
 * again (APR first), the offer (interest-free claim or red packet, priced anew by the server), the
 * card's signing (spec 4.7) when not yet signed, then the deal password, which buys a pay ticket for
 * loanorder/submit. The submit's Idempotency-Key is made once for this
 * order's confirm screen and kept in sessionStorage: a double tap, a retry and a reload give one order.
 */
export default function CashConfirmPageBPage() {
  return <OrderPage>{(orderNo) => <OrderConfirm orderNo={orderNo} />}</OrderPage>;
}

function OrderConfirm({ orderNo }: { orderNo: string }) {
  const detail = useOrderDetail(orderNo);
  return (
    <div className="loan-page">
      <QueryView query={detail}>{(d) => <ConfirmForm detail={d} />}</QueryView>
    </div>
  );
}

function ConfirmForm({ detail }: { detail: LoanDetailData }) {
  const { order, trial } = detail;
  const orderNo = order.orderNo;
  const client = useQueryClient();
  const signing = useSigningQuery(orderNo);
  const account = useOneCardInfo();
  // No deal password yet: it is set on the account remote, which returns here (the order and its key stay).
  const needsDealPassword = account.data?.tradePwdSet === 0;
  const signApply = useSigningApply();
  const signConfirm = useSigningConfirm();
  const cancel = useCancelOrder();
  const key = useMemo(() => confirmKeyFor(LOAN_SUBMIT, orderNo), [orderNo]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An offer being priced: the figures shown are not yet the ones the submit would accept.
  const [pricing, setPricing] = useState(false);
  const running = useRef(false);
  // The pay ticket of a submit that got no answer: the retry sends the very same body with the same key.
  const ticket = useRef<{ payTicket: string; expiresAt: number } | null>(null);

  // An order past this step has its result page.
  useEffect(() => {
    if (order.status !== 'created') shell.navigate(`/cashResult?orderNo=${orderNo}`, { replace: true });
  }, [order.status, orderNo]);

  const signed = order.signed === 1 || signing.data?.signed === 1;

  const goToResult = async () => {
    forgetConfirmKey(LOAN_SUBMIT, orderNo);
    await invalidateCredit(client);
    shell.navigate(`/cashResult?orderNo=${orderNo}`, { replace: true });
  };

  const submit = async () => {
    if (running.current) return;
    setFormError(null);
    const heldTicket = ticket.current && ticket.current.expiresAt > Date.now() + 5_000 ? ticket.current : null;
    const pwProblem = heldTicket ? null : validate('dealPassword', password);
    const codeProblem = signed || /^\d{6}$/.test(code) ? null : '请输入6位验证码';
    setPasswordError(pwProblem ?? undefined);
    setCodeError(codeProblem ?? undefined);
    if (pwProblem || codeProblem) return;
    running.current = true;
    setBusy(true);
    let pay: { done(): void; close(): void } | null = null;
    try {
      if (!signed) await signConfirm.mutateAsync({ orderNo, code });
      pay = shell.payStart();
      if (!heldTicket) {
        const fresh = await checkPwdPayment(password);
        ticket.current = { payTicket: fresh.payTicket, expiresAt: fresh.expiresAt };
      }
      setPassword('');
      await submitLoan(orderNo, ticket.current!.payTicket, key);
      ticket.current = null;
      pay.done();
      await goToResult();
    } catch (error) {
      pay?.close();
      setPassword('');
      if (error instanceof HttpError) return; // the shell toasted it; the retry keeps the key and the ticket
      if (!(error instanceof ApiError)) throw error;
      // A different key on a submitted order (40403) or a replay in flight (1006): where is the order?
      if (error.status === 40403 || error.status === 1006) {
        const now = await readOrderStatus(orderNo).catch(() => null);
        if (now && now.order.status !== 'created') {
          await goToResult();
          return;
        }
      }
      ticket.current = null;
      const message = failureMessage(error);
      if (error.status === 2006 || error.status === 2016) setPasswordError(message ?? error.serverMessage);
      else if ([2017, 2018, 2019, 2022, 2005].includes(error.status)) setCodeError(message ?? undefined);
      else if (message) setFormError(message);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const cancelOrder = async () => {
    if (!(await shell.confirm({ content: '确定要取消这笔借款吗？', confirmText: '取消借款', cancelText: '再想想' }))) return;
    try {
      await cancel.mutateAsync({ orderNo, lending: false });
      forgetConfirmKey(LOAN_SUBMIT, orderNo);
      shell.navigate(`/cancelLoanResult?orderNo=${orderNo}`, { replace: true });
    } catch {
      // toasted by the shell
    }
  };

  return (
    <>
      <TrialFigures trial={trial} />
      <section className="loan-card">
        <div className="loan-row"><span>收款银行卡</span><span>{order.bankName}（{order.cardNo.slice(-4)}）</span></div>
        <div className="loan-row"><span>借款用途</span><span>{order.purposeName}</span></div>
        <Offers orderNo={orderNo} period={order.period} onBusy={setPricing} />
      </section>
      <section className="loan-card ui-card">
        {!signed && (
          <QueryView query={signing} loading={null}>
            {(s) => (
              <>
                <p className="ui-hint">首次使用该卡借款需签署代扣协议，验证码将发送至银行预留手机号 {s.mobile}</p>
                <SmsCodeField
                  id="sign-code"
                  value={code}
                  onChange={(v) => { setCode(v); setCodeError(undefined); }}
                  error={codeError}
                  onSend={async () => {
                    try {
                      await signApply.mutateAsync(orderNo);
                      return true;
                    } catch (error) {
                      const message = failureMessage(error);
                      if (message) setCodeError(message);
                      return false;
                    }
                  }}
                />
              </>
            )}
          </QueryView>
        )}
        {needsDealPassword ? (
          <div className="loan-row" data-testid="set-deal-password">
            <span>交易密码</span>
            <Button size="small" color="primary" fill="outline" onClick={() => shell.navigate(flowRoute('/modifyDealPw', `/cashConfirm?orderNo=${orderNo}`))}>
              先设置交易密码
            </Button>
          </div>
        ) : (
          <DealPasswordField value={password} onChange={(v) => { setPassword(v); setPasswordError(undefined); }} error={passwordError} ticketHeld={ticket.current !== null} />
        )}
      </section>
      {formError && <p className="ui-error" role="alert">{formError}</p>}
      <div className="loan-actions">
        <Button block color="primary" size="large" onClick={() => void submit()} loading={busy} disabled={busy || pricing || needsDealPassword}>
          确认借款
        </Button>
        <Button block fill="none" onClick={() => void cancelOrder()} disabled={busy}>
          取消借款
        </Button>
      </div>
    </>
  );
}
