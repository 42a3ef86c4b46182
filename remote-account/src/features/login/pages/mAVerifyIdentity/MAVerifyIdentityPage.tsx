import { useState } from 'react';
import { useSearchParams } from '@credit/shared/router';
import { RULES, shell, usePageTitle } from '@credit/shared';
import { useMultiAccountConfirm } from '../../api';
import { Field, useForm, useSubmit, Consent, SubmitForm } from '@credit/shared/ui';
import { carryQuery } from '../../components/flow';
import { MaSteps } from '../../components/multiAccount';
import '@credit/shared/ui.css';
import '../../components/login.css';

const RULE_KEYS = { name: 'realName', certId: 'idNumber' } as const;

/** The spec gives no wording for the identity-data consent. */
const CONSENT_REQUIRED = '请先勾选同意使用身份信息进行核验';

/** /mAVerifyIdentity: the account's name and ID number confirm the choice of login mobile. */
export default function MAVerifyIdentityPage() {
  usePageTitle('验证身份');
  const [params] = useSearchParams();
  const form = useForm(RULE_KEYS);
  const [consent, setConsent] = useState(false);
  // Also fetches the base info again: the login mobile changed. Every refusal shows on the form line.
  const confirm = useSubmit(useMultiAccountConfirm(), {
    onAnswer: () => shell.navigate({ name: 'mAResult', query: carryQuery(params) }, { replace: true }),
  });

  const submit = () => {
    if (!consent) {
      confirm.setError(CONSENT_REQUIRED);
      return;
    }
    return confirm.run({ name: form.clean('name'), certId: form.clean('certId').toUpperCase() });
  };

  return (
    <SubmitForm className="ui-page" form={form} submit={confirm} onSubmit={submit} submitText="确认">
      <MaSteps current={2} />
      <p className="ui-hint">请填写本账户实名认证时使用的姓名和身份证号</p>
      <div className="ui-card">
        <Field id="ma-name" label="姓名" autoComplete="name" placeholder={RULES.realName.required} maxLength={15} {...form.field('name')} />
        <Field id="ma-cert" label="身份证号" autoComplete="off" placeholder={RULES.idNumber.required} maxLength={18} {...form.field('certId')} />
      </div>
      <Consent id="ma-consent" className="login-consent" checked={consent} onChange={(checked) => { setConsent(checked); if (checked) confirm.setError(null); }}>
        我同意本平台使用我的姓名和身份证号核验本人身份，仅用于本次操作
      </Consent>
    </SubmitForm>
  );
}
