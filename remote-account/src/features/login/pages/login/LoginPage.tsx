import { useState } from 'react';
import { Link, useSearchParams } from '@credit/shared/router';
import { RULES, usePageTitle } from '@credit/shared';
import { useLogin } from '../../api';
import { SmsCodeField, Field, useForm, useMobileCodeSend, useSubmit, SubmitForm, fieldMap, MOBILE_STATUSES, SMS_CODE_STATUSES } from '@credit/shared/ui';
import { carryQuery, completeLogin } from '../../components/flow';
import '@credit/shared/ui.css';

type Mode = 'password' | 'sms';

const MODE_TITLES: Record<Mode, string> = { password: '密码登录', sms: '验证码登录' };
const RULE_KEYS = { mobile: 'mobile', password: 'loginPassword', code: 'smsCode' } as const;
/** A refusal about the number or the code shows under it; a wrong password (2020) on the form line. */
const FIELDS = fieldMap<keyof typeof RULE_KEYS>({ mobile: MOBILE_STATUSES, code: SMS_CODE_STATUSES });

/** Password login (/login) and SMS login (/smsLogin), one page with a mode switch (spec 2.8). */
export default function LoginPage({ initialMode = 'password' }: { initialMode?: Mode }) {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(initialMode);
  const form = useForm(RULE_KEYS);
  const loginCall = useLogin();
  const login = useSubmit(loginCall, { fields: FIELDS, form, onAnswer: (data) => completeLogin(data, params) });
  const sendCode = useMobileCodeSend(form, 'login');
  // The header follows the mode the user picked.
  usePageTitle(MODE_TITLES[mode]);

  const switchMode = (next: Mode) => {
    setMode(next);
    login.setError(null);
  };

  const submit = () => {
    const mobile = form.clean('mobile');
    return login.run(mode === 'password' ? { mobile, password: form.clean('password') } : { mobile, code: form.clean('code') });
  };

  return (
    <SubmitForm
      className="ui-page"
      form={form}
      fields={['mobile', mode === 'password' ? 'password' : 'code']}
      submit={login}
      onSubmit={submit}
      // Still busy after success, while the session's base info loads on the way out.
      pending={loginCall.isSuccess}
      submitText="登录"
      after={
        <div className="ui-links">
          {/* Registering instead still returns to the route the guard kept. */}
          <Link to={{ pathname: '/registerWithSms', search: new URLSearchParams(carryQuery(params)).toString() }}>注册账号</Link>
          <Link to="/smsResetLoginPw">忘记密码</Link>
        </div>
      }
    >
      <div className="ui-modes" role="group" aria-label="登录方式">
        {(Object.keys(MODE_TITLES) as Mode[]).map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} onClick={() => switchMode(m)}>
            {MODE_TITLES[m]}
          </button>
        ))}
      </div>
      <div className="ui-card">
        <Field id="login-mobile" label="手机号" type="tel" inputMode="numeric" autoComplete="username" placeholder={RULES.mobile.required} maxLength={13} {...form.field('mobile')} />
        {mode === 'password' ? (
          <Field id="login-password" label="密码" type="password" autoComplete="current-password" placeholder={RULES.loginPassword.required} maxLength={16} {...form.field('password')} />
        ) : (
          <SmsCodeField id="login-code" {...form.field('code')} send={sendCode} />
        )}
      </div>
    </SubmitForm>
  );
}
