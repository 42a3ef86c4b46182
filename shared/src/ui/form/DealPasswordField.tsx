import { Field } from './Field';

/**
 * The deal password before money moves (spec 9: 6–16 characters): never autofilled, never kept. Once a
 * pay ticket is held (a retry after a lost answer) the field says no password is needed again.
 */
export function DealPasswordField({ value, onChange, error, ticketHeld }: { value: string; onChange: (v: string) => void; error?: string; ticketHeld: boolean }) {
  return (
    <Field
      id="deal-password"
      label="交易密码"
      type="password"
      autoComplete="off"
      maxLength={16}
      placeholder={ticketHeld ? '已验证，可直接重试' : '6-16位字母和数字'}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
