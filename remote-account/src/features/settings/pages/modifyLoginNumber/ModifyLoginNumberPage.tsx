import { useState } from 'react';
import { Button } from 'antd-mobile';
import { failureMessage, failureStatus, RULES, shell, useBaseInfo } from '@credit/shared';
import { useChangeMobile, useSendCode } from '../../api';
import { CHANGE_MOBILE_FIRST, changeMobileFlow } from '../../components/changeMobileFlow';
import { expectedFailure, fieldOfStatus, useStepGuard, Field, useForm, SmsCodeField, Loading } from '@credit/shared/ui';
import '@credit/shared/ui.css';

const RULE_KEYS = { mobile: 'mobile', code: 'smsCode' } as const;
const SAME_MOBILE = '新手机号不能与当前手机号相同';

/** Spec 5: a leading 0 is allowed; the account key is the 11-digit number. */
const eleven = (mobile: string) => (mobile.length === 12 ? mobile.slice(1) : mobile);

/** Change-mobile step 2 (/modifyLoginNumber): the new number and a code sent to it (account/changeMobile). */
export default function ModifyLoginNumberPage() {
  const allowed = useStepGuard(changeMobileFlow, 'oldVerified', CHANGE_MOBILE_FIRST);
  const { data: info } = useBaseInfo();
  const sendCode = useSendCode();
  const changeMobile = useChangeMobile();
  const form = useForm(RULE_KEYS);
  const [error, setError] = useState<string | null>(null);

  /** The rule check plus "not the current number"; false shows the message under the field. */
  const checkMobile = (): boolean => {
    if (!form.check(['mobile'])) return false;
    if (eleven(form.clean('mobile')) === info?.mobile) {
      form.setError('mobile', SAME_MOBILE);
      return false;
    }
    return true;
  };

  const requestCode = async () => {
    setError(null);
    if (!checkMobile()) return false;
    try {
      await sendCode.mutateAsync({ mobile: form.clean('mobile'), purpose: 'changeMobile' });
      return true;
    } catch (failure) {
      const message = failureMessage(expectedFailure(failure));
      if (message) form.setError('mobile', message);
      return false;
    }
  };

  const submit = async () => {
    setError(null);
    const codeOk = form.check(['code']);
    if (!checkMobile() || !codeOk) return;
    let changed;
    try {
      // Invalidates base info: 我的 and the settings pages show the new login mobile.
      changed = await changeMobile.mutateAsync({ mobile: form.clean('mobile'), code: form.clean('code') });
    } catch (failure) {
      const message = failureMessage(expectedFailure(failure));
      if (message && fieldOfStatus(failureStatus(failure)) === 'code') form.setError('code', message);
      else if (message) setError(message);
      return;
    }
    changeMobileFlow.advance('changed', { newMobileMask: changed.mobileMask });
    shell.navigate('/verifyResult', { replace: true });
  };

  if (!allowed) return <Loading />; // on its way to the right step, never a blank page
  return (
    <form className="ui-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <p className="ui-hint ui-lead">请输入新的手机号，验证码将发送至新手机号</p>
      <div className="ui-card">
        <Field id="new-mobile" label="新手机号" type="tel" inputMode="numeric" autoComplete="tel" placeholder={RULES.mobile.required} maxLength={12} {...form.field('mobile')} />
        <SmsCodeField id="new-mobile-code" {...form.field('code')} onSend={requestCode} />
      </div>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit">
          确认更换
        </Button>
      </div>
    </form>
  );
}
