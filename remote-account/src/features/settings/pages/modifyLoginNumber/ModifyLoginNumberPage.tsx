import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { baseInfoAtom, loadBaseInfo, RULES, shell } from '@credit/shared';
import { sendSms } from '../../../../components/form/sms';
import { changeMobile } from '../../api';
import { CHANGE_MOBILE_FIRST, changeMobileFlow } from '../../components/changeMobileFlow';
import { fieldOfStatus } from '../../../../components/form/statusField';
import { useStepGuard } from '../../../../components/form/stepFlow';
import { callApi } from '../../../../components/form/callApi';
import { Field } from '../../../../components/form/Field';
import { useForm } from '../../../../components/form/useForm';
import { SmsCodeField } from '../../../../components/form/SmsCodeField';
import { Loading } from '../../../../components/LoadStatus';
import '../../../../components/form.css';

const RULE_KEYS = { mobile: 'mobile', code: 'smsCode' } as const;
const SAME_MOBILE = '新手机号不能与当前手机号相同';

/** Spec 5: a leading 0 is allowed; the account key is the 11-digit number. */
const eleven = (mobile: string) => (mobile.length === 12 ? mobile.slice(1) : mobile);

/** Change-mobile step 2 (/modifyLoginNumber): the new number and a code sent to it (account/changeMobile). */
export default function ModifyLoginNumberPage() {
  const allowed = useStepGuard(changeMobileFlow, 'oldVerified', CHANGE_MOBILE_FIRST);
  const info = useAtomValue(baseInfoAtom);
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
    const outcome = await callApi(() => sendSms(form.clean('mobile'), 'changeMobile'));
    if (!outcome.ok && outcome.message) form.setError('mobile', outcome.message);
    return outcome.ok;
  };

  const submit = async () => {
    setError(null);
    const codeOk = form.check(['code']);
    if (!checkMobile() || !codeOk) return;
    const outcome = await callApi(() => changeMobile(form.clean('mobile'), form.clean('code')));
    if (!outcome.ok) {
      if (outcome.message && fieldOfStatus(outcome.status) === 'code') form.setError('code', outcome.message);
      else if (outcome.message) setError(outcome.message);
      return;
    }
    changeMobileFlow.advance('changed', { newMobileMask: outcome.data.mobileMask });
    shell.navigate('/verifyResult', { replace: true });
    // The settings pages show the login mobile: fetch the base info again.
    void loadBaseInfo({ refresh: true });
  };

  if (!allowed) return <Loading />; // on its way to the right step, never a blank page
  return (
    <form className="acc-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <p className="acc-hint acc-lead">请输入新的手机号，验证码将发送至新手机号</p>
      <div className="acc-card">
        <Field id="new-mobile" label="新手机号" type="tel" inputMode="numeric" autoComplete="tel" placeholder={RULES.mobile.required} maxLength={12} {...form.field('mobile')} />
        <SmsCodeField id="new-mobile-code" {...form.field('code')} onSend={requestCode} />
      </div>
      <p className="acc-error" role="alert">{error}</p>
      <div className="acc-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit">
          确认更换
        </Button>
      </div>
    </form>
  );
}
