import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from '@credit/shared/router';
import { failureMessage, RULES, shell, usePageTitle } from '@credit/shared';
import { useMultiAccountConfirm } from '../../api';
import { Field, expectedFailure, useForm, Consent } from '@credit/shared/ui';
import { carryQuery } from '../../components/flow';
import { MaSteps } from '../../components/multiAccount';
import '@credit/shared/ui.css';
import '../../components/login.css';

const FIELDS = { name: 'realName', certId: 'idNumber' } as const;

/** The spec gives no wording for the identity-data consent. */
const CONSENT_REQUIRED = '请先勾选同意使用身份信息进行核验';

/** /mAVerifyIdentity: the account's name and ID number confirm the choice of login mobile. */
export default function MAVerifyIdentityPage() {
  usePageTitle('验证身份');
  const [params] = useSearchParams();
  const form = useForm(FIELDS);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = useMultiAccountConfirm();

  const submit = async () => {
    setError(null);
    if (!form.check()) return;
    if (!consent) {
      setError(CONSENT_REQUIRED);
      return;
    }
    try {
      // Also fetches the base info again: the login mobile changed.
      await confirm.mutateAsync({ name: form.clean('name'), certId: form.clean('certId').toUpperCase() });
    } catch (failure) {
      const message = failureMessage(expectedFailure(failure));
      if (message) setError(message);
      return;
    }
    shell.navigate({ name: 'mAResult', query: carryQuery(params) }, { replace: true });
  };

  return (
    <form className="ui-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <MaSteps current={2} />
      <p className="ui-hint">请填写本账户实名认证时使用的姓名和身份证号</p>
      <div className="ui-card">
        <Field id="ma-name" label="姓名" autoComplete="name" placeholder={RULES.realName.required} maxLength={15} {...form.field('name')} />
        <Field id="ma-cert" label="身份证号" autoComplete="off" placeholder={RULES.idNumber.required} maxLength={18} {...form.field('certId')} />
      </div>
      <Consent id="ma-consent" className="login-consent" checked={consent} onChange={(checked) => { setConsent(checked); if (checked) setError(null); }}>
        我同意本平台使用我的姓名和身份证号核验本人身份，仅用于本次操作
      </Consent>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={confirm.isPending}>
          确认
        </Button>
      </div>
    </form>
  );
}
