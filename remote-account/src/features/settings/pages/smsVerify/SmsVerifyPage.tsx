import { shell, useBaseInfo } from '@credit/shared';
import { useSendChangeMobileCode, useValidateTempSms } from '../../api';
import { CHANGE_MOBILE_FIRST, changeMobileFlow } from '../../components/changeMobileFlow';
import { useStepGuard, useForm, useSendCode, useSubmit, SmsCodeField, Loading, SubmitForm } from '@credit/shared/ui';
import '@credit/shared/ui.css';

const RULE_KEYS = { code: 'smsCode' } as const;

/** Change-mobile step 1 (/smsVerify): prove the current mobile is the user's with an SMS code. */
export default function SmsVerifyPage() {
  const allowed = useStepGuard(changeMobileFlow, 'started', CHANGE_MOBILE_FIRST);
  const { data: info } = useBaseInfo();
  const form = useForm(RULE_KEYS);
  const mobile = info?.mobile ?? '';
  // The one field is the code: every refusal of the send and of the check shows under it.
  const sendCode = useSendCode(useSendChangeMobileCode(), { variables: () => ({ mobile, purpose: 'temp' as const }), form, codeField: 'code' });
  const validate = useSubmit(useValidateTempSms(), {
    form,
    otherwise: 'code',
    onAnswer: () => {
      changeMobileFlow.advance('oldVerified');
      shell.navigate('/modifyLoginNumber');
    },
  });

  const submit = () => validate.run({ mobile, code: form.clean('code') });

  if (!allowed) return <Loading />; // on its way to the right step, never a blank page
  return (
    <SubmitForm className="ui-page" form={form} submit={validate} onSubmit={submit} submitText="下一步">
      <p className="ui-hint ui-lead">为了您的账户安全，请先验证当前手机号 <span className="money">{info?.mobileMasked}</span></p>
      <div className="ui-card">
        <SmsCodeField id="sms-verify-code" {...form.field('code')} send={sendCode} sendDisabled={!mobile} />
      </div>
    </SubmitForm>
  );
}
