import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { baseInfoAtom, maskMobile, RULES, sessionStore, shell } from '@credit/shared';
import { useValidateForgetPwdCode } from '../../api';
import { Field, useForm, useMobileCodeSend, useSubmit, fieldMap, Steps, SmsCodeField, MOBILE_STATUSES, SMS_CODE_STATUSES, SubmitForm } from '@credit/shared/ui';
import { loginResetProof } from '../../components/flowState';
import { LOGIN_RESET_STEPS } from '../../components/labels';
import '@credit/shared/ui.css';
import '../../components/passwords.css';

const RULE_KEYS = { mobile: 'mobile', code: 'smsCode' } as const;
/** An answer about the number goes to the mobile, one about the code to the code, the rest to the form. */
const FIELDS = fieldMap<keyof typeof RULE_KEYS>({ mobile: MOBILE_STATUSES, code: SMS_CODE_STATUSES });

/**
 * Forgotten login password, step 1 of 2 (public): the mobile and an SMS code of type "forgetPwd".
 * The code is checked here without being spent; /resetLoginPw spends it with the new password.
 */
export default function SmsResetLoginPwPage() {
  // A logged-in user resets the password of the account they are in. Base info only if already
  // loaded: this public page asks for none (an expired token here must not send the user to login).
  const known = useAtomValue(baseInfoAtom, { store: sessionStore })?.mobile ?? '';
  const form = useForm<keyof typeof RULE_KEYS>(RULE_KEYS);
  const validate = useSubmit(useValidateForgetPwdCode(), {
    fields: FIELDS,
    form,
    onAnswer: (_answer, { mobile, code }) => {
      loginResetProof.set({ mobile, code });
      shell.navigate('/resetLoginPw');
    },
  });
  const sendCode = useMobileCodeSend(form, 'forgetPwd');
  const { set } = form;
  useEffect(() => {
    if (known) set('mobile', known);
  }, [known, set]);

  const submit = () => validate.run({ mobile: form.clean('mobile'), code: form.clean('code') });

  return (
    <SubmitForm
      className="ui-page"
      form={form}
      submit={validate}
      onSubmit={submit}
      submitText="下一步"
      after={<p className="ui-hint">验证码将发送至该账号绑定的手机号，5分钟内有效。</p>}
    >
      <Steps labels={LOGIN_RESET_STEPS} current={0} />
      <div className="ui-card">
        {known ? (
          // A logged-in user resets their own account's password: the number is shown masked and fixed.
          <Field id="reset-mobile" label="手机号" value={maskMobile(known)} onChange={() => undefined} error={form.errors.mobile} disabled />
        ) : (
          <Field id="reset-mobile" label="手机号" type="tel" inputMode="numeric" autoComplete="username" maxLength={13} placeholder={RULES.mobile.required} {...form.field('mobile')} />
        )}
        <SmsCodeField id="reset-code" {...form.field('code')} send={sendCode} />
      </div>
    </SubmitForm>
  );
}
