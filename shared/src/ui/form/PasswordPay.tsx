import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@credit/shared/router';
import { Button } from 'antd-mobile';
import {
  API_PATHS, ApiError, checkPwdPayment, confirmKeyFor, failureMessage, flowRoute, forgetConfirmKey, http, HttpError, oneCardKeys, shell, validate,
} from '@credit/shared';
import type { OneCardInfoData } from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import { DealPasswordField } from './DealPasswordField';

export interface PasswordPayProps<T> {
  /** The confirm screen's kind and what it confirms: together they name its Idempotency-Key. */
  screen: string;
  subject: string;
  /** What the server quoted; shown on the button, never sent as the amount to charge. */
  amountFen: number;
  /** The money call with a pay ticket and the screen's key. */
  pay: (payTicket: string, idempotencyKey: string) => Promise<T>;
  /** Whether an answer moved money (the pay overlay then says 支付完成; else it just closes). */
  isPaid: (answer: T) => boolean;
  /** After any answer or refusal: read again what the money changed (balances, bills). */
  refresh: () => Promise<unknown>;
  /** The server's answer: the page moves on. */
  onAnswer: (answer: T) => void;
  /** Said when the server is still working on this screen's key (1006). */
  stillRunning: string;
  /** Why the user sets a deal password first, when they have none. */
  needPassword: string;
  label: string;
  disabled?: boolean;
}

/**
 * The last step of every money movement paid with the deal password (ADR 016): the password buys a
 * pay ticket, the money call carries the screen's one Idempotency-Key (a double tap, a retry after a
 * lost answer and a reload give one movement), and the shell's pay overlay shows 支付中, then 支付完成.
 * A lost answer keeps the key and the ticket for the retry; an answer (even a failure) ends the key,
 * so paying again is a new movement.
 */
export function PasswordPay<T>({ screen, subject, amountFen, pay, isPaid, refresh, onAnswer, stillRunning, needPassword, label, disabled }: PasswordPayProps<T>) {
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
      if (isPaid(answer)) overlay.done();
      else overlay.close();
      await refresh();
      onAnswer(answer);
    } catch (error) {
      overlay.close();
      setPassword('');
      if (error instanceof HttpError) return; // toasted by the shell; the retry keeps the key and the ticket
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 1006) {
        setFormError(stillRunning);
        return;
      }
      ticket.current = null;
      forgetConfirmKey(screen, subject);
      const message = failureMessage(error);
      if (error.status === 2006 || error.status === 2016) setPasswordError(message ?? error.serverMessage);
      else setFormError(message ?? error.serverMessage);
      // A refusal (a changed quote, a spent balance) may mean the figures on screen are stale.
      await refresh();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  if (account.data?.tradePwdSet === 0) {
    return (
      <div className="ui-actions" data-testid="set-deal-password">
        <p className="ui-hint">{needPassword}</p>
        <Button block color="primary" size="large" onClick={() => shell.navigate(flowRoute('/modifyDealPw', `${here.pathname}${here.search}`))}>
          设置交易密码
        </Button>
      </div>
    );
  }

  return (
    <>
      <section className="ui-card">
        <DealPasswordField value={password} onChange={(v) => { setPassword(v); setPasswordError(undefined); }} error={passwordError} ticketHeld={ticket.current !== null} />
      </section>
      {formError && <p className="ui-error" role="alert">{formError}</p>}
      <div className="ui-actions">
        <Button block color="primary" size="large" onClick={() => void submit()} loading={busy} disabled={busy || disabled || amountFen <= 0}>
          {label} {formatMoney(amountFen)}元
        </Button>
      </div>
    </>
  );
}
