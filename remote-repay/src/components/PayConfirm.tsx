import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd-mobile';
import {
  API_PATHS, ApiError, checkPwdPayment, confirmKeyFor, failureMessage, flowRoute, forgetConfirmKey, http, HttpError, oneCardKeys, shell, validate,
} from '@credit/shared';
import type { OneCardInfoData, RepaymentData } from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import { DealPasswordField } from '@credit/shared/ui';
import { invalidateAfterPayment } from './billApi';

export interface PayConfirmProps {
  /** The confirm screen's kind and what it confirms: together they name its Idempotency-Key. */
  screen: string;
  subject: string;
  /** What the server quoted; shown on the button, never sent as the amount to charge. */
  amountFen: number;
  /** The money call with a pay ticket and the screen's key. */
  pay: (payTicket: string, idempotencyKey: string) => Promise<RepaymentData>;
  /** The server's answer (success, partly paid, failed or still processing): the page moves on. */
  onAnswer: (repayment: RepaymentData) => void;
  disabled?: boolean;
  label?: string;
}

/** Statuses that mean money moved (the pay overlay says 支付完成). */
const PAID = new Set(['success', 'partial']);

/**
 * The last step of every card repayment: the deal password buys a pay ticket (spec: checked before
 * money moves), the money call carries the screen's one Idempotency-Key (a double tap, a retry after a
 * lost answer and a reload give one payment), and the shell's pay overlay shows 支付中, then 支付完成.
 * A lost answer keeps the key and the ticket for the retry; an answer (even 扣款失败) ends the key, so
 * paying again is a new payment. After an answer every bill view is read again.
 */
export function PayConfirm({ screen, subject, amountFen, pay, onAnswer, disabled, label = '确认还款' }: PayConfirmProps) {
  const client = useQueryClient();
  const here = useLocation();
  const account = useQuery({ queryKey: oneCardKeys.info, queryFn: () => http.post<OneCardInfoData>(API_PATHS.oneCard.info) });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const ticket = useRef<{ payTicket: string; expiresAt: number } | null>(null);

  const submit = async () => {
    if (running.current) return;
    setFormError(null);
    const heldTicket = ticket.current && ticket.current.expiresAt > Date.now() + 5_000 ? ticket.current : null;
    const problem = heldTicket ? null : validate('dealPassword', password);
    setPasswordError(problem ?? undefined);
    if (problem) return;
    running.current = true;
    setBusy(true);
    const overlay = shell.payStart();
    try {
      if (!heldTicket) {
        const fresh = await checkPwdPayment(password);
        ticket.current = { payTicket: fresh.payTicket, expiresAt: fresh.expiresAt };
      }
      setPassword('');
      // Made (or found) at the first tap: the same screen and subject always send the same key.
      const answer = await pay(ticket.current!.payTicket, confirmKeyFor(screen, subject));
      ticket.current = null;
      forgetConfirmKey(screen, subject);
      if (PAID.has(answer.status)) overlay.done();
      else overlay.close();
      await invalidateAfterPayment(client);
      onAnswer(answer);
    } catch (error) {
      overlay.close();
      setPassword('');
      if (error instanceof HttpError) return; // toasted by the shell; the retry keeps the key and the ticket
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 1006) {
        setFormError('该笔还款正在处理中，请稍后在还款记录中查看');
        return;
      }
      ticket.current = null;
      forgetConfirmKey(screen, subject);
      const message = failureMessage(error);
      if (error.status === 2006 || error.status === 2016) setPasswordError(message ?? error.serverMessage);
      else setFormError(message ?? error.serverMessage);
      // A refusal (a changed quote, a paid bill) may mean the figures on screen are stale.
      await invalidateAfterPayment(client);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  if (account.data?.tradePwdSet === 0) {
    return (
      <div className="rp-actions" data-testid="set-deal-password">
        <p className="rp-hint">还款前需先设置交易密码</p>
        <Button block color="primary" size="large" onClick={() => shell.navigate(flowRoute('/modifyDealPw', `${here.pathname}${here.search}`))}>
          设置交易密码
        </Button>
      </div>
    );
  }

  return (
    <>
      <section className="rp-card">
        <DealPasswordField value={password} onChange={(v) => { setPassword(v); setPasswordError(undefined); }} error={passwordError} ticketHeld={ticket.current !== null} />
      </section>
      {formError && <p className="acc-error" role="alert">{formError}</p>}
      <div className="rp-actions">
        <Button block color="primary" size="large" onClick={() => void submit()} loading={busy} disabled={busy || disabled || amountFen <= 0}>
          {label} {formatMoney(amountFen)}元
        </Button>
      </div>
    </>
  );
}
