import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { failureMessage, failureStatus, MESSAGES, RULES } from '@credit/shared';
import type { RealNameBody } from '@credit/shared/api';
import { Field, useForm, expectedFailure, Consent } from '@credit/shared/ui';

const RULE_KEYS = { name: 'realName', certId: 'idNumberStrict' } as const;

/** Spec 8: the code that is about the name alone is shown under the name; the others above the button. */
const NAME_CODES: ReadonlySet<number> = new Set([2004]);

interface Props {
  idPrefix: string;
  submitText: string;
  /**
   * Runs the call and what follows it; a rejection (ApiError, HttpError) is the call's failure, which
   * the form shows while keeping what was typed.
   */
  onSubmit: (body: RealNameBody) => Promise<void>;
  /** Shown above the button (e.g. the student reminder). */
  notice?: ReactNode;
}

/**
 * Name and ID number (rules realName and idNumberStrict: pattern plus check digit), the separate
 * identity-data consent, and the server's answer in the product's words.
 */
export function IdentityForm({ idPrefix, submitText, onSubmit, notice }: Props) {
  const form = useForm(RULE_KEYS);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const fieldsOk = form.check();
    setConsentError(consent ? null : MESSAGES.identityConsentRequired);
    setError(null);
    if (!fieldsOk || !consent) return;
    setSubmitting(true);
    try {
      await onSubmit({ name: form.clean('name'), certId: form.clean('certId').toUpperCase() });
    } catch (failure) {
      const message = failureMessage(expectedFailure(failure));
      if (!message) return;
      const status = failureStatus(failure);
      if (status !== null && NAME_CODES.has(status)) form.setError('name', message);
      else setError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="ui-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <div className="ui-card">
        <Field id={`${idPrefix}-name`} label="姓名" placeholder={RULES.realName.required} autoComplete="name" maxLength={15} {...form.field('name')} />
        <Field id={`${idPrefix}-certId`} label="身份证号" placeholder={RULES.idNumber.required} maxLength={18} autoComplete="off" {...form.field('certId')} />
      </div>
      {notice}
      <Consent id={`${idPrefix}-consent`} checked={consent} onChange={(v) => { setConsent(v); if (v) setConsentError(null); }} error={consentError}>
        {MESSAGES.identityConsent}
      </Consent>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={submitting}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
