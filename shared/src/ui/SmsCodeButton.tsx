import { useState } from 'react';
import { SMS_RESEND_SECONDS } from '@credit/shared';
import { useCountdown } from './useCountdown';

interface Props {
  /** Sends the code; resolves true when the server accepted (only then the countdown starts). */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
}

/** "获取验证码" with the resend countdown every code button shares. */
export function SmsCodeButton({ onSend, disabled }: Props) {
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) startCountdown(SMS_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className="sms-btn" disabled={disabled || sending || left > 0} onClick={() => void send()}>
      {left > 0 ? `${left}s后重新获取` : '获取验证码'}
    </button>
  );
}
