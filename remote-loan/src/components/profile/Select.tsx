import { SELECT_PLACEHOLDER } from '@credit/shared';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
}

/** A labelled selection row: shows the placeholder (spec 5: that counts as not chosen) until a value is picked. */
export function Select({ id, label, value, onChange, options, error }: Props) {
  const errorId = `${id}-error`;
  return (
    <>
      <div className="auth-select">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
          <option value="">{SELECT_PLACEHOLDER}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      </div>
      {error && <p className="ui-field-error-aligned" id={errorId} role="alert">{error}</p>}
    </>
  );
}
