import { RULES, shell, useBaseInfo } from '@credit/shared';
import { useChangeMobile, useSendChangeMobileCode } from '../../api';
import { CHANGE_MOBILE_FIRST, changeMobileFlow } from '../../components/changeMobileFlow';
import { useStepGuard, Field, useForm, useSendCode, useSubmit, fieldMap, SmsCodeField, Loading, MOBILE_STATUSES, SMS_CODE_STATUSES, SubmitForm } from '@credit/shared/ui';
import '@credit/shared/ui.css';

const RULE_KEYS = { mobile: 'mobile', code: 'smsCode' } as const;
const SAME_MOBILE = '新手机号不能与当前手机号相同';
/** A refusal about the new number shows under it, one about the code under the code. */
const FIELDS = fieldMap<keyof typeof RULE_KEYS>({ mobile: MOBILE_STATUSES, code: SMS_CODE_STATUSES });

/** Spec 5: a leading 0 is allowed; the account key is the 11-digit number. */
const eleven = (mobile: string) => (mobile.length === 12 ? mobile.slice(1) : mobile);

/** Change-mobile step 2 (/modifyLoginNumber): the new number and a code sent to it (account/changeMobile). */
export default function ModifyLoginNumberPage() {
  const allowed = useStepGuard(changeMobileFlow, 'oldVerified', CHANGE_MOBILE_FIRST);
  const { data: info } = useBaseInfo();
  const form = useForm(RULE_KEYS);

  /** The rule check plus "not the current number"; false shows the message under the field. */
  const checkMobile = (): boolean => {
    if (!form.check(['mobile'])) return false;
    if (eleven(form.clean('mobile')) === info?.mobile) {
      form.setError('mobile', SAME_MOBILE);
      return false;
    }
    return true;
  };

  const sendCode = useSendCode(useSendChangeMobileCode(), {
    variables: () => (checkMobile() ? { mobile: form.clean('mobile'), purpose: 'changeMobile' as const } : null),
    form,
    fields: FIELDS,
    codeField: 'code',
  });
  // Invalidates base info: 我的 and the settings pages show the new login mobile.
  const change = useSubmit(useChangeMobile(), {
    fields: FIELDS,
    form,
    onAnswer: (changed) => {
      changeMobileFlow.advance('changed', { newMobileMask: changed.mobileMask });
      shell.navigate('/verifyResult', { replace: true });
    },
  });

  const submit = () => change.run({ mobile: form.clean('mobile'), code: form.clean('code') });

  if (!allowed) return <Loading />; // on its way to the right step, never a blank page
  return (
    <SubmitForm className="ui-page" form={form} fields={['code']} alsoCheck={checkMobile} submit={change} onSubmit={submit} submitText="确认更换">
      <p className="ui-hint ui-lead">请输入新的手机号，验证码将发送至新手机号</p>
      <div className="ui-card">
        <Field id="new-mobile" label="新手机号" type="tel" inputMode="numeric" autoComplete="tel" placeholder={RULES.mobile.required} maxLength={12} {...form.field('mobile')} />
        <SmsCodeField id="new-mobile-code" {...form.field('code')} send={sendCode} />
      </div>
    </SubmitForm>
  );
}
