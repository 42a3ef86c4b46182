import { useMemo } from 'react';
import { Link } from '@credit/shared/router';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, failureMessage, type RuleKey } from '@credit/shared';
import { Field, useForm, useSubmit, fieldMap, CONFIRM_PASSWORD_STATUSES, NEW_PASSWORD_STATUSES, PASSWORD_PROOF_STATUSES, SubmitForm } from '@credit/shared/ui';
import { pairProblems } from './pairCheck';

export interface PasswordValues {
  old: string;
  password: string;
  confirm: string;
}

type Name = keyof PasswordValues;

/** The body of a change (old, new and confirmation), as both password calls take it. */
export const changeBody = ({ old, password, confirm }: PasswordValues) => ({ oldPassword: old, password, confirmPassword: confirm });

/** Where a refusal goes: a form without the old password has no field for 2006/2016. */
const WITH_OLD = fieldMap<Name>({ old: PASSWORD_PROOF_STATUSES, password: NEW_PASSWORD_STATUSES, confirm: CONFIRM_PASSWORD_STATUSES });
const WITHOUT_OLD = fieldMap<Name>({ password: NEW_PASSWORD_STATUSES, confirm: CONFIRM_PASSWORD_STATUSES });

interface Props<V> {
  /** 'login': the set/old/new/confirm rule of spec 5; 'deal': the deal-password rule. */
  kind: 'login' | 'deal';
  /** Ask for the current password too (modify), or not (set, reset). */
  withOld: boolean;
  submitText: string;
  /** The call: a mutation of the area's api.ts, sent `body(values)`. */
  mutation: UseMutationResult<unknown, unknown, V>;
  body: (values: PasswordValues) => V;
  /** The answer: the page says so and moves on. */
  onAnswer: () => unknown;
  /** The way out for a user who forgot the current password, under the form. */
  forgotLink?: { to: string; text: string };
  /**
   * A refusal no field of this form owns, with its message (e.g. the step-1 SMS code has expired):
   * true when the page dealt with it, so the form shows nothing more.
   */
  onForeignRefusal?: (error: ApiError, message: string) => boolean | Promise<boolean>;
}

/** Old (optional), new and confirmation password: checked by field rule, then as a pair, then sent. */
export function PasswordChangeForm<V>({ kind, withOld, submitText, mutation, body, onAnswer, forgotLink, onForeignRefusal }: Props<V>) {
  const rules = useMemo<Record<Name, RuleKey | null>>(
    () =>
      kind === 'login'
        ? { old: withOld ? 'oldPassword' : null, password: 'newPassword', confirm: 'confirmPassword' }
        : { old: withOld ? 'dealPassword' : null, password: 'dealPassword', confirm: 'dealPassword' },
    [kind, withOld],
  );
  const form = useForm<Name>(rules);
  const fields = withOld ? WITH_OLD : WITHOUT_OLD;
  const submit = useSubmit(mutation, {
    fields,
    form,
    onRefused: async (error) => {
      const message = failureMessage(error);
      // A field's own refusal, or one the shell already told: nothing for the page.
      if (fields[error.status] !== undefined || message === null || !onForeignRefusal) return false;
      return onForeignRefusal(error, message);
    },
    onAnswer,
  });

  const send = () => {
    const values = { old: form.clean('old'), password: form.clean('password'), confirm: form.clean('confirm') };
    const pair = pairProblems(values.password, values.confirm, withOld ? values.old : undefined);
    if (pair) {
      if (pair.password) form.setError('password', pair.password);
      if (pair.confirm) form.setError('confirm', pair.confirm);
      return;
    }
    // `V` carries no Idempotency-Key: what the page builds is exactly what is sent.
    return submit.run(body(values) as Parameters<typeof submit.run>[0]);
  };

  return (
    <SubmitForm
      form={form}
      fields={withOld ? ['old', 'password', 'confirm'] : ['password', 'confirm']}
      submit={submit}
      onSubmit={send}
      submitText={submitText}
      after={
        forgotLink && (
          <div className="ui-links">
            <span />
            <Link to={forgotLink.to}>{forgotLink.text}</Link>
          </div>
        )
      }
    >
      <div className="ui-card">
        {withOld && (
          <Field id="pw-old" label="原密码" type="password" autoComplete="current-password" maxLength={16} placeholder={kind === 'login' ? '请输入原登录密码' : '请输入原交易密码'} {...form.field('old')} />
        )}
        <Field id="pw-new" label="新密码" type="password" autoComplete="new-password" maxLength={16} placeholder={kind === 'login' ? '6-16位字母和数字组合' : '6-16位数字和字母组合'} {...form.field('password')} />
        <Field id="pw-confirm" label="确认密码" type="password" autoComplete="new-password" maxLength={16} placeholder="请再次输入新密码" {...form.field('confirm')} />
      </div>
    </SubmitForm>
  );
}
