import type { ReactNode } from 'react';

interface Props {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** Shown when the user submits without ticking. */
  error?: string | null;
  /** A page's own spacing. */
  className?: string;
}

/**
 * One separate, unticked-by-default consent or acknowledgement (PIPL: one per kind of personal data
 * collected); every account page's checkbox is one of these.
 */
export function Consent({ id, checked, onChange, children, error, className }: Props) {
  const errorId = `${id}-error`;
  return (
    <>
      <label className={`ui-consent ui-consent-row${className ? ` ${className}` : ''}`} htmlFor={id}>
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
        <p className="ui-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
