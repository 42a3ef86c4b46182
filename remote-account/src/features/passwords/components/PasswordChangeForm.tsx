import { useMemo, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { failureMessage, failureStatus, type RuleKey } from '@credit/shared';
import { Field, useForm, expectedFailure, fieldOfStatus } from '@credit/shared/ui';
import { pairProblems } from './pairCheck';

export interface PasswordValues {
  old: string;
  password: string;
  confirm: string;
}

interface Props {
  /** 'login': the set/old/new/confirm rule of spec 5; 'deal': the deal-password rule. */
  kind: 'login' | 'deal';
  /** Ask for the current password too (modify), or not (set, reset). */
  withOld: boolean;
  submitText: string;
  /**
   * Sends the form (a mutation's `mutateAsync`, then whatever success leads to); a rejection with
   * the call's error lands at the field that owns it.
   */
  onSubmit: (values: PasswordValues) => Promise<unknown>;
  /** Shown under the form (a hint or links). */
  footer?: ReactNode;
  /**
   * Called with a failure no field of this form owns (e.g. the step-1 SMS code has expired);
   * true when the caller dealt with it, so the form shows nothing more.
   */
  onForeignFailure?: (status: number | null, message: string) => boolean | Promise<boolean>;
}

type Name = keyof PasswordValues;

/** Old (optional), new and confirmation password: checked by field rule, then as a pair, then sent. */
export function PasswordChangeForm({ kind, withOld, submitText, onSubmit, footer, onForeignFailure }: Props) {
  const rules = useMemo<Record<Name, RuleKey | null>>(
    () =>
      kind === 'login'
        ? { old: withOld ? 'oldPassword' : null, password: 'newPassword', confirm: 'confirmPassword' }
        : { old: withOld ? 'dealPassword' : null, password: 'dealPassword', confirm: 'dealPassword' },
    [kind, withOld],
  );
  const form = useForm<Name>(rules);
  const [formError, setFormError] = useState<string | null>(null);
  // The whole of the page's submit, success dialog included: not only the call.
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setFormError(null);
    if (!form.check(withOld ? ['old', 'password', 'confirm'] : ['password', 'confirm'])) return;
    const values = { old: form.clean('old'), password: form.clean('password'), confirm: form.clean('confirm') };
    const pair = pairProblems(values.password, values.confirm, withOld ? values.old : undefined);
    if (pair) {
      if (pair.password) form.setError('password', pair.password);
      if (pair.confirm) form.setError('confirm', pair.confirm);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      // Nothing more to say after what the shell already told (network, general codes).
      const message = failureMessage(expectedFailure(failure));
      if (message === null) return;
      const status = failureStatus(failure);
      const owner = fieldOfStatus(status);
      if (owner === 'password' || owner === 'confirm' || (owner === 'old' && withOld)) form.setError(owner, message);
      else if (!(await onForeignFailure?.(status, message))) setFormError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <div className="ui-card">
        {withOld && (
          <Field id="pw-old" label="原密码" type="password" autoComplete="current-password" maxLength={16} placeholder={kind === 'login' ? '请输入原登录密码' : '请输入原交易密码'} {...form.field('old')} />
        )}
        <Field id="pw-new" label="新密码" type="password" autoComplete="new-password" maxLength={16} placeholder={kind === 'login' ? '6-16位字母和数字组合' : '6-16位数字和字母组合'} {...form.field('password')} />
        <Field id="pw-confirm" label="确认密码" type="password" autoComplete="new-password" maxLength={16} placeholder="请再次输入新密码" {...form.field('confirm')} />
      </div>
      <p className="ui-error" role="alert">{formError}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={submitting}>
          {submitText}
        </Button>
      </div>
      {footer}
    </form>
  );
}
