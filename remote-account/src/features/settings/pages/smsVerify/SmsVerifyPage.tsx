import { useState } from 'react';
import { Button } from 'antd-mobile';
import { failureMessage, shell, useBaseInfo } from '@credit/shared';
import { useSendCode, useValidateTempSms } from '../../api';
import { CHANGE_MOBILE_FIRST, changeMobileFlow } from '../../components/changeMobileFlow';
import { useStepGuard, expectedFailure, useForm, SmsCodeField, Loading } from '@credit/shared/ui';
import '@credit/shared/ui.css';

const RULE_KEYS = { code: 'smsCode' } as const;

/** Change-mobile step 1 (/smsVerify): prove the current mobile is the user's with an SMS code. */
export default function SmsVerifyPage() {
  const allowed = useStepGuard(changeMobileFlow, 'started', CHANGE_MOBILE_FIRST);
  const { data: info } = useBaseInfo();
  const sendCode = useSendCode();
  const validateTempSms = useValidateTempSms();
  const form = useForm(RULE_KEYS);
  const [error, setError] = useState<string | null>(null);
  const mobile = info?.mobile ?? '';

  const requestCode = async () => {
    setError(null);
    try {
      await sendCode.mutateAsync({ mobile, purpose: 'temp' });
      return true;
    } catch (failure) {
      setError(failureMessage(expectedFailure(failure)));
      return false;
    }
  };

  const submit = async () => {
    setError(null);
    if (!form.check()) return;
    try {
      await validateTempSms.mutateAsync({ mobile, code: form.clean('code') });
    } catch (failure) {
      const message = failureMessage(expectedFailure(failure));
      if (message) form.setError('code', message);
      return;
    }
    changeMobileFlow.advance('oldVerified');
    shell.navigate('/modifyLoginNumber');
  };

  if (!allowed) return <Loading />; // on its way to the right step, never a blank page
  return (
    <form className="ui-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <p className="ui-hint ui-lead">为了您的账户安全，请先验证当前手机号 <span className="money">{info?.mobileMasked}</span></p>
      <div className="ui-card">
        <SmsCodeField id="sms-verify-code" {...form.field('code')} onSend={requestCode} sendDisabled={!mobile} />
      </div>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit">
          下一步
        </Button>
      </div>
    </form>
  );
}
