import { useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from '@credit/shared/router';
import { Button } from 'antd-mobile';
import {
  ApiError, checkPwdPayment, deviceFingerprintKey, fingerprintPayTicket, fingerprintStatusQuery, flowRoute, MESSAGES, oneCardInfoQuery, payPurposeFields, shell, validate,
} from '@credit/shared';
import type { PayPurpose } from '@credit/shared/api';
import { formatMoney } from '@credit/shared/money';
import { DealPasswordField } from './DealPasswordField';
import { PASSWORD_PROOF_STATUSES } from './statusField';
import { fieldMap, STILL_RUNNING_STATUS, useSubmit, type FieldMap, type Keyed } from './useSubmit';

/**
 * A step the confirm screen takes before the password (the loan's withholding signing, spec 4.7): its
 * fields are drawn above the password, checked with it, and its call runs first under the same tap.
 */
export interface PayStep {
  /** Its fields, drawn above the deal password. */
  view: ReactNode;
  /** Checks its fields (showing their messages); true when they pass. */
  check: () => boolean;
  /** Its call, before the pay ticket is bought. */
  run: () => Promise<unknown>;
  /** Its refusals that belong to one of its fields, and where they go. */
  fields: FieldMap<string>;
  setError: (field: string, message: string | undefined) => void;
}

export interface PasswordPayProps<T> {
  /** The confirm screen's kind and what it confirms: together they name its Idempotency-Key. */
  screen: string;
  subject: string;
  /** What the server quoted; shown on the button, never sent as the amount to charge. */
  amountFen?: number;
  /** What the pay ticket is asked for: exactly the money call `pay` makes (its order or repayment, its amount). */
  ticketFor: PayPurpose;
  /** The money call with a pay ticket and the screen's key. */
  pay: (payTicket: string, idempotencyKey: string) => Promise<T>;
  /** Whether an answer moved money (the pay overlay then says 支付完成; else it just closes). */
  isPaid: (answer: T) => boolean;
  /** After any answer or refusal: read again what the money changed (balances, bills). */
  refresh: () => Promise<unknown>;
  /** The server's answer: the page moves on. */
  onAnswer: (answer: T) => unknown;
  /** A refusal the page resolves itself (e.g. the order went ahead under another key): true when handled. */
  onRefused?: (error: ApiError) => boolean | Promise<boolean>;
  /** Said when the server is still working on this screen's key (1006). */
  stillRunning: string;
  /** Why the user sets a deal password first, when they have none. */
  needPassword: string;
  label: string;
  disabled?: boolean;
  /** A step before the password (e.g. signing the withholding with an SMS code). */
  before?: PayStep;
  /** Beside the pay button (e.g. 取消借款). */
  secondary?: ReactNode;
}

const PASSWORD_FIELDS = fieldMap({ password: PASSWORD_PROOF_STATUSES });

/**
 * Fingerprint pay on this device (ADR 030): the native app from the fingerprint-type build on, a key
 * registered here, and the server holding it for this user. Anything else (or not known yet): the password.
 */
function useFingerprintOffer(): string | null {
  const [keyId] = useState(deviceFingerprintKey);
  const status = useQuery({ ...fingerprintStatusQuery(keyId ?? ''), enabled: keyId !== null });
  return keyId !== null && status.data?.enabled === true ? keyId : null;
}

/**
 * The last step of every money movement paid with the deal password (ADR 016): the password buys a
 * pay ticket, the money call carries the screen's one Idempotency-Key (a double tap, a retry after a
 * lost answer and a reload give one movement), and the shell's pay overlay shows 支付中, then 支付完成.
 * A lost answer keeps the key and the ticket for the retry; an answer (even a failure) ends the key,
 * so paying again is a new movement. Submission goes through the one submit path (`useSubmit`).
 *
 * Where fingerprint pay is on for this device (ADR 030) it is offered first: the fingerprint buys the same
 * pay ticket for the same purpose, then the payment goes on as above. 使用密码支付 switches to the password
 * at any time; a fingerprint that answers nothing or is refused falls back to it, with nothing lost.
 */
export function PasswordPay<T>({
  screen, subject, amountFen, ticketFor, pay, isPaid, refresh, onAnswer, onRefused, stillRunning, needPassword, label, disabled, before, secondary,
}: PasswordPayProps<T>) {
  const here = useLocation();
  const account = useQuery(oneCardInfoQuery);
  const [password, setPassword] = useState('');
  // The call reads what is typed at the tap, not what a render before it saw.
  const typed = useRef(password);
  typed.current = password;
  const [passwordError, setPasswordError] = useState<string | undefined>();
  // The pay ticket of a payment that got no answer: the retry sends the very same body with the same key.
  // It was asked for one purpose: a screen now paying something else asks the password again.
  const purpose = JSON.stringify(payPurposeFields(ticketFor));
  const ticket = useRef<{ payTicket: string; expiresAt: number; purpose: string } | null>(null);
  const heldTicket = () => (ticket.current && ticket.current.purpose === purpose && ticket.current.expiresAt > Date.now() + 5_000 ? ticket.current : null);
  const fingerprintKey = useFingerprintOffer();
  const [passwordChosen, setPasswordChosen] = useState(false);
  const [fallbackNote, setFallbackNote] = useState<string | null>(null);
  // Typing a password (even while the offer is still being read) chooses the password.
  const byFingerprint = fingerprintKey !== null && !passwordChosen && !heldTicket();
  const toPassword = (note: string | null) => {
    setPasswordChosen(true);
    setFallbackNote(note);
  };

  const payment = useMutation({
    mutationFn: async ({ idempotencyKey }: Keyed) => {
      await before?.run();
      const overlay = shell.payStart();
      try {
        if (!heldTicket()) {
          const fresh = await checkPwdPayment(typed.current, ticketFor);
          ticket.current = { payTicket: fresh.payTicket, expiresAt: fresh.expiresAt, purpose };
        }
        setPassword('');
        const answer = await pay(ticket.current!.payTicket, idempotencyKey);
        ticket.current = null;
        if (isPaid(answer)) overlay.done();
        else overlay.close();
        return answer;
      } catch (error) {
        overlay.close();
        setPassword('');
        // A refusal spends the ticket; a lost answer keeps it for the retry.
        if (error instanceof ApiError && error.status !== STILL_RUNNING_STATUS) ticket.current = null;
        throw error;
      }
    },
    meta: { mask: false },
  });

  const submit = useSubmit(payment, {
    idempotency: { screen, subject },
    fields: { ...PASSWORD_FIELDS, ...before?.fields },
    form: { setError: (field: string, message: string | undefined) => (field === 'password' ? setPasswordError(message) : before?.setError(field, message)) },
    onRefused: async (error) => {
      // The page first (a loan may have gone ahead under another key), then the screen's own words for 1006.
      if (await onRefused?.(error)) return true;
      if (error.status !== STILL_RUNNING_STATUS) return false;
      submit.setError(stillRunning);
      return true;
    },
    onSettled: refresh,
    onAnswer: (answer) => onAnswer(answer),
  });

  // The fingerprint buys the ticket (or answers nothing); the payment above then runs on the held ticket.
  const fingerprint = useMutation({
    mutationFn: () => fingerprintPayTicket(fingerprintKey!, ticketFor),
    meta: { mask: false },
  });
  const fingerprintSubmit = useSubmit(fingerprint, {
    // A refused proof, a lock or a key turned off elsewhere: the password, the refusal on the form's line.
    onRefused: () => {
      toPassword(null);
      return false;
    },
    onAnswer: (fresh) => {
      if (!fresh) return toPassword(MESSAGES.fingerprintFallback);
      ticket.current = { payTicket: fresh.payTicket, expiresAt: fresh.expiresAt, purpose };
      return submit.run({});
    },
  });

  const startFingerprint = () => {
    if (before && !before.check()) return;
    setFallbackNote(null);
    void fingerprintSubmit.run(undefined);
  };

  const start = () => {
    fingerprintSubmit.setError(null);
    setFallbackNote(null);
    const problem = heldTicket() ? null : validate('dealPassword', password);
    setPasswordError(problem ?? undefined);
    const stepReady = before ? before.check() : true;
    if (problem || !stepReady) return;
    void submit.run({});
  };

  if (account.data?.tradePwdSet === 0) {
    return (
      <div className="ui-actions" data-testid="set-deal-password">
        <p className="ui-hint">{needPassword}</p>
        <Button block color="primary" size="large" onClick={() => shell.navigate(flowRoute('/modifyDealPw', `${here.pathname}${here.search}`))}>
          设置交易密码
        </Button>
        {secondary}
      </div>
    );
  }

  const pending = submit.pending || fingerprintSubmit.pending;
  const payLabel = amountFen === undefined ? label : `${label} ${formatMoney(amountFen)}元`;
  const payDisabled = pending || disabled || (amountFen !== undefined && amountFen <= 0);

  if (byFingerprint) {
    return (
      <>
        <section className="ui-card" data-testid="fingerprint-pay">
          {before?.view}
          <p className="ui-fingerprint">指纹支付</p>
        </section>
        {submit.error && <p className="ui-error" role="alert">{submit.error}</p>}
        <div className="ui-actions">
          <Button block color="primary" size="large" onClick={startFingerprint} loading={pending} disabled={payDisabled}>
            {payLabel}
          </Button>
          <Button block fill="none" size="middle" onClick={() => toPassword(null)} disabled={pending}>
            使用密码支付
          </Button>
          {secondary}
        </div>
      </>
    );
  }

  return (
    <>
      <section className="ui-card">
        {before?.view}
        {fallbackNote && <p className="ui-hint" role="status">{fallbackNote}</p>}
        <DealPasswordField value={password} onChange={(v) => { setPassword(v); setPasswordError(undefined); setPasswordChosen(true); }} error={passwordError} ticketHeld={heldTicket() !== null} />
      </section>
      {(submit.error ?? fingerprintSubmit.error) && <p className="ui-error" role="alert">{submit.error ?? fingerprintSubmit.error}</p>}
      <div className="ui-actions">
        <Button block color="primary" size="large" onClick={start} loading={pending} disabled={payDisabled}>
          {payLabel}
        </Button>
        {secondary}
      </div>
    </>
  );
}
