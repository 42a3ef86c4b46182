import { useQueryClient } from '@tanstack/react-query';
import type { PayPurpose, RepaymentData } from '@credit/shared/api';
import { PasswordPay } from '@credit/shared/ui';
import { invalidateAfterPayment } from './billApi';

export interface PayConfirmProps {
  /** The confirm screen's kind and what it confirms: together they name its Idempotency-Key. */
  screen: string;
  subject: string;
  /** What the server quoted; shown on the button, never sent as the amount to charge. */
  amountFen: number;
  /** What the pay ticket is asked for: exactly the call `pay` makes. */
  ticketFor: PayPurpose;
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
 * The last step of every card repayment (ADR 016): the shared deal-password confirm, with every bill
 * view read again after an answer or a refusal.
 */
export function PayConfirm({ label = '确认还款', ...props }: PayConfirmProps) {
  const client = useQueryClient();
  return (
    <PasswordPay
      {...props}
      label={label}
      isPaid={(answer) => PAID.has(answer.status)}
      refresh={() => invalidateAfterPayment(client)}
      stillRunning="该笔还款正在处理中，请稍后在还款记录中查看"
      needPassword="还款前需先设置交易密码"
    />
  );
}
