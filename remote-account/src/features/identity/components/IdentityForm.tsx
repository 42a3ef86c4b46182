import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import type { UseMutationResult } from '@tanstack/react-query';
import { MESSAGES, RULES } from '@credit/shared';
import type { RealNameBody } from '@credit/shared/api';
import { Field, useForm, useSubmit, fieldMap, Consent, NAME_STATUSES } from '@credit/shared/ui';

const RULE_KEYS = { name: 'realName', certId: 'idNumberStrict' } as const;

/** Spec 8: the code that is about the name alone is shown under the name; the others above the button. */
const FIELDS = fieldMap<keyof typeof RULE_KEYS>({ name: NAME_STATUSES });

interface Props<T> {
  idPrefix: string;
  submitText: string;
  /** The identity call (a mutation of the area's api.ts); a refusal keeps what was typed. */
  mutation: UseMutationResult<T, unknown, RealNameBody>;
  /** The answer: what follows it (the page moves on). */
  onAnswer: (answer: T) => unknown;
  /** Shown above the button (e.g. the student reminder). */
  notice?: ReactNode;
}

/**
 * Name and ID number (rules realName and idNumberStrict: pattern plus check digit), the separate
 * identity-data consent, and the server's answer in the product's words.
 */
export function IdentityForm<T>({ idPrefix, submitText, mutation, onAnswer, notice }: Props<T>) {
  const form = useForm(RULE_KEYS);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const submit = useSubmit(mutation, { fields: FIELDS, form, onAnswer });

  const send = () => {
    const fieldsOk = form.check();
    setConsentError(consent ? null : MESSAGES.identityConsentRequired);
    submit.setError(null);
    if (!fieldsOk || !consent) return;
    void submit.run({ name: form.clean('name'), certId: form.clean('certId').toUpperCase() });
  };

  return (
    <form className="ui-page" onSubmit={(e) => { e.preventDefault(); send(); }} noValidate>
      <div className="ui-card">
        <Field id={`${idPrefix}-name`} label="姓名" placeholder={RULES.realName.required} autoComplete="name" maxLength={15} {...form.field('name')} />
        <Field id={`${idPrefix}-certId`} label="身份证号" placeholder={RULES.idNumber.required} maxLength={18} autoComplete="off" {...form.field('certId')} />
      </div>
      {notice}
      <Consent id={`${idPrefix}-consent`} checked={consent} onChange={(v) => { setConsent(v); if (v) setConsentError(null); }} error={consentError}>
        {MESSAGES.identityConsent}
      </Consent>
      <p className="ui-error" role="alert">{submit.error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={submit.pending}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
