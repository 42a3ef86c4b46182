import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { MESSAGES, RULES } from '@credit/shared';
import type { RealNameBody } from '@credit/shared/api';
import { Field, useForm, useSubmit, fieldMap, Consent, NAME_STATUSES, SubmitForm } from '@credit/shared/ui';

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

  const consentGiven = () => {
    setConsentError(consent ? null : MESSAGES.identityConsentRequired);
    submit.setError(null);
    return consent;
  };
  const send = () => submit.run({ name: form.clean('name'), certId: form.clean('certId').toUpperCase() });

  return (
    <SubmitForm className="ui-page" form={form} alsoCheck={consentGiven} submit={submit} onSubmit={send} submitText={submitText}>
      <div className="ui-card">
        <Field id={`${idPrefix}-name`} label="姓名" placeholder={RULES.realName.required} autoComplete="name" maxLength={15} {...form.field('name')} />
        <Field id={`${idPrefix}-certId`} label="身份证号" placeholder={RULES.idNumber.required} maxLength={18} autoComplete="off" {...form.field('certId')} />
      </div>
      {notice}
      <Consent id={`${idPrefix}-consent`} checked={consent} onChange={(v) => { setConsent(v); if (v) setConsentError(null); }} error={consentError}>
        {MESSAGES.identityConsent}
      </Consent>
    </SubmitForm>
  );
}
