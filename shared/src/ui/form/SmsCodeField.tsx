import { RULES } from '@credit/shared';
import { SmsCodeButton } from '../SmsCodeButton';
import { Field } from './Field';
import type { CodeSend } from './useSendCode';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The code's send (`useSendCode`, `useMobileCodeSend`): only an accepted send starts the 60 s countdown. */
  send: CodeSend;
  /** The send button only (e.g. until a mobile is known). */
  sendDisabled?: boolean;
  label?: string;
  /** Keeps the resend wait across a reload under this name (SmsCodeButton `keepAs`): a code step one may reload. */
  keepSentAs?: string;
}

/** The 6-digit SMS code row with its "获取验证码" button, as every SMS form has it. */
export function SmsCodeField({ id, value, onChange, error, send, sendDisabled, label = '验证码', keepSentAs }: Props) {
  return (
    <Field
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={RULES.smsCode.required}
      maxLength={6}
      value={value}
      onChange={onChange}
      error={error}
      extra={<SmsCodeButton onSend={send.run} disabled={sendDisabled || send.pending} keepAs={keepSentAs} />}
    />
  );
}
