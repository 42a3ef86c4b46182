import { useState } from 'react';
import { SMS_RESEND_SECONDS, storage } from '@credit/shared';
import { useCountdown } from './useCountdown';

interface Props {
  /** Sends the code; resolves true when the server accepted (only then the countdown starts). */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
  /**
   * Names the code this button sends (e.g. one step of one order) when a reload must not forget it: the
   * time of the last accepted send is kept in session storage under this name, and the wait shown on
   * mount is what is left of the 60 s since then, not a fresh start.
   */
  keepAs?: string;
}

const sentAtKey = (keepAs: string) => `smsSentAt:${keepAs}`;

/** Whole seconds of the resend wait left for a code kept as `keepAs` (0: none sent, or the wait is over). */
function resendWaitLeft(keepAs: string | undefined, now = Date.now()): number {
  if (!keepAs) return 0;
  const sentAt = Number(storage.get(sentAtKey(keepAs)));
  if (!Number.isFinite(sentAt) || sentAt <= 0 || sentAt > now) return 0;
  return Math.max(0, SMS_RESEND_SECONDS - Math.floor((now - sentAt) / 1000));
}

/** "获取验证码" with the resend countdown every code button shares. */
export function SmsCodeButton({ onSend, disabled, keepAs }: Props) {
  const [resumed] = useState(() => resendWaitLeft(keepAs));
  const [left, startCountdown] = useCountdown(resumed);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) {
        if (keepAs) storage.set(sentAtKey(keepAs), String(Date.now()));
        startCountdown(SMS_RESEND_SECONDS);
      }
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
