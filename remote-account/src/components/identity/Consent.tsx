import type { ReactNode } from 'react';

interface Props {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** Shown when the user submits without ticking. */
  error?: string | null;
}

/** One separate, unticked-by-default consent (PIPL: one per kind of personal data collected). */
export function Consent({ id, checked, onChange, children, error }: Props) {
  const errorId = `${id}-error`;
  return (
    <>
      <label className="acc-consent acc-consent-row" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p className="acc-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
