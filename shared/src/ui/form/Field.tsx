import type { ReactNode } from 'react';
import { Input } from 'antd-mobile';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** This field's message (spec 5 wording), shown under it and announced. */
  error?: string;
  placeholder?: string;
  type?: 'text' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
  /** Anything after the input, e.g. the SMS code button. */
  extra?: ReactNode;
}

/** A labelled input row of an account form, with its own message line. */
export function Field({ id, label, value, onChange, error, placeholder, type = 'text', inputMode, autoComplete, maxLength, disabled, extra }: Props) {
  const errorId = `${id}-error`;
  return (
    <>
      <div className="ui-field">
        <label htmlFor={id}>{label}</label>
        <Input
          id={id}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          clearable={type !== 'password'}
        />
        {extra}
      </div>
      {error && (
        <p className="ui-field-error-aligned" id={errorId} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
