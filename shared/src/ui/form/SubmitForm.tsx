import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd-mobile';

/**
 * The one way to build a form (ADR 047): the native submit prevented, the validity gate, one
 * submission at a time, the submit button's pending state and the form's error line, in one place.
 * The call itself goes through `useSubmit` (ADR 021); this owns what happens around it.
 */

/** What the form needs of a `useSubmit` result: its pending state and its line. */
export interface SubmitState {
  pending: boolean;
  error: string | null;
}

export interface SubmitFormOptions<K extends string> {
  /** The page's `useSubmit(...)`: its `pending` drives the button, its `error` the line. */
  submit: SubmitState;
  /** The `useForm` whose `check` gates the submit; every failing field shows its message. */
  form?: { check(only?: K[]): boolean };
  /** The fields the gate checks (all of the form's by default). */
  fields?: readonly K[];
  /**
   * A check of the page's own (a consent, photos): run after the fields' check, whatever its result, so
   * every message shows at once; `fieldsOk` lets a check that only makes sense on valid fields wait.
   */
  alsoCheck?: (fieldsOk: boolean) => boolean;
  /** Called once the gate passed; return the `run(...)` promise so a second tap waits for it. */
  onSubmit: () => unknown;
  /** Busy beyond the call (e.g. the session loading after a login answered). */
  pending?: boolean;
  /** The line's text instead of the call's refusal (a page's own reason). */
  error?: ReactNode;
  /** `data-testid` of the error line. */
  errorTestId?: string;
  /** Whether the line keeps its place while empty (default), or is left out until it says something. */
  emptyLine?: boolean;
  /** How the button shows a submission in flight: its spinner (default) or only disabled, keeping its text. */
  pendingAs?: 'loading' | 'disabled';
}

export interface SubmitFormParts {
  /** Spread on the `<form>`. */
  formProps: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true };
  /** Spread on the submit button (antd-mobile `Button`). */
  submitButtonProps: { type: 'submit'; loading?: boolean; disabled?: boolean };
  /** The form's error line (`.ui-error`, announced), or null while empty when `emptyLine` is false. */
  errorLine: ReactNode;
  pending: boolean;
}

/** The parts of a form whose markup is the page's own; `SubmitForm` is the usual markup built on it. */
export function useSubmitForm<K extends string = string>(options: SubmitFormOptions<K>): SubmitFormParts {
  const latest = useRef(options);
  latest.current = options;
  // Set from the tap until onSubmit settles: covers a confirm dialog before the call and the render
  // before `pending` turns true, so a double tap (or Enter twice) sends once.
  const busy = useRef(false);
  const [, rethrow] = useState<void>();
  const pending = options.submit.pending || options.pending === true;

  const send = async () => {
    const { submit, form, fields, alsoCheck, onSubmit, pending: alsoPending } = latest.current;
    if (busy.current || submit.pending || alsoPending) return;
    // Both checks run, so the page shows every message at once; what was typed stays either way.
    const fieldsOk = form ? form.check(fields ? [...fields] : undefined) : true;
    const othersOk = alsoCheck ? alsoCheck(fieldsOk) : true;
    if (!fieldsOk || !othersOk) return;
    busy.current = true;
    try {
      await onSubmit();
    } catch (bug) {
      // useSubmit already turns refusals into messages: anything thrown here is a defect, for the error boundary.
      rethrow(() => {
        throw bug;
      });
    } finally {
      busy.current = false;
    }
  };

  const error = options.error !== undefined ? options.error : options.submit.error;
  const showLine = options.emptyLine !== false || (error !== null && error !== undefined && error !== false && error !== '');
  return {
    formProps: {
      onSubmit: (event) => {
        event.preventDefault();
        void send();
      },
      noValidate: true,
    },
    submitButtonProps: options.pendingAs === 'disabled' ? { type: 'submit', disabled: pending } : { type: 'submit', loading: pending },
    errorLine: showLine ? (
      <p className="ui-error" role="alert" data-testid={options.errorTestId}>
        {error}
      </p>
    ) : null,
    pending,
  };
}

export interface SubmitFormProps<K extends string> extends SubmitFormOptions<K> {
  /** The submit button's text. */
  submitText: ReactNode;
  /** A destructive submit (cancel an account) shows in the danger colour. */
  danger?: boolean;
  className?: string;
  'aria-label'?: string;
  /** The fields, and anything above the error line. */
  children: ReactNode;
  /** Further buttons next to the submit one (a cancel). */
  actions?: ReactNode;
  /** Under the buttons (links, a hint). */
  after?: ReactNode;
}

/** A form: fields, the error line, the full-width submit button, then `after`. */
export function SubmitForm<K extends string = string>({ submitText, danger, className, children, actions, after, 'aria-label': label, ...options }: SubmitFormProps<K>) {
  const { formProps, submitButtonProps, errorLine } = useSubmitForm(options);
  return (
    <form className={className} aria-label={label} {...formProps}>
      {children}
      {errorLine}
      <div className="ui-actions">
        <Button block color={danger ? 'danger' : 'primary'} size="large" shape="rounded" {...submitButtonProps}>
          {submitText}
        </Button>
        {actions}
      </div>
      {after}
    </form>
  );
}
