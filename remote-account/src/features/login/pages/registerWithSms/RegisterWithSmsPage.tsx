import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@credit/shared/router';
import { MESSAGES, PATTERNS, RULES, usePageTitle } from '@credit/shared';
import { useRegist } from '../../api';
import { SmsCodeField, Field, useForm, useMobileCodeSend, useSubmit, fieldMap, Consent, MOBILE_STATUSES, NEW_PASSWORD_STATUSES, SMS_CODE_STATUSES, INVITE_CODE_STATUSES, SubmitForm } from '@credit/shared/ui';
import { carryQuery, completeLogin } from '../../components/flow';
import '@credit/shared/ui.css';
import '../../components/login.css';

const RULE_KEYS = { mobile: 'mobile', code: 'smsCode', password: 'password', inviteCode: 'inviteCode' } as const;
type Name = keyof typeof RULE_KEYS;
const FIELDS = fieldMap<Name>({ mobile: MOBILE_STATUSES, code: SMS_CODE_STATUSES, password: NEW_PASSWORD_STATUSES, inviteCode: INVITE_CODE_STATUSES });

/** Consent prompt; the spec gives no wording. */
const CONSENT_REQUIRED = '请先阅读并勾选同意《服务协议》和《隐私政策》';

/**
 * What the user typed survives a visit to an agreement page and back (the page unmounts on the way).
 * Module memory only: nothing is written to storage, and a successful registration clears it.
 */
let draft: { values: Partial<Record<Name, string>>; consent: boolean } | null = null;

/** /registerWithSms: mobile, SMS code, password, optional invite code, agreement consent (spec 2.8). */
export default function RegisterWithSmsPage() {
  usePageTitle('注册');
  const [params] = useSearchParams();
  const form = useForm(RULE_KEYS);
  const [consent, setConsent] = useState(draft?.consent ?? false);
  const registration = useRegist();
  const register = useSubmit(registration, {
    fields: FIELDS,
    form,
    // The invite code's answer (1004) says only "out of range": the field shows its own rule instead.
    onRefused: (error, sent) => {
      if (FIELDS[error.status] !== 'inviteCode' || !sent.inviteCode) return false;
      form.setError('inviteCode', RULES.inviteCode.tips);
      return true;
    },
    onAnswer: async (data) => {
      draft = null;
      // A new account is not verified yet: real-name comes next unless a route was kept.
      await completeLogin(data, params, '/realName');
    },
  });
  const sendCode = useMobileCodeSend(form, 'regist');
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    for (const [name, value] of Object.entries(draft?.values ?? {}) as [Name, string][]) form.set(name, value);
    // An invitation link (/landingRegister → here) carries the inviter's code; what the user typed wins.
    const invited = params.get('inviteCode') ?? '';
    if (!draft?.values.inviteCode && PATTERNS.inviteCode.test(invited)) form.set('inviteCode', invited);
  }, [form, params]);

  // Keep the draft current while the page is open; the password is never kept.
  useEffect(() => {
    const { password: _password, ...kept } = form.values;
    draft = { values: kept, consent };
  }, [form.values, consent]);

  const submit = () => {
    if (!consent) {
      register.setError(CONSENT_REQUIRED);
      return;
    }
    const inviteCode = form.clean('inviteCode');
    return register.run({ mobile: form.clean('mobile'), code: form.clean('code'), password: form.clean('password'), ...(inviteCode ? { inviteCode } : {}) });
  };

  return (
    <SubmitForm
      className="ui-page"
      form={form}
      submit={register}
      onSubmit={submit}
      // Still busy after success, while the session's base info loads on the way out.
      pending={registration.isSuccess}
      submitText="注册"
      after={
        <>
          <div className="ui-links">
            <Link to={{ pathname: '/login', search: new URLSearchParams(carryQuery(params)).toString() }}>已有账号，去登录</Link>
          </div>
          <p className="ui-hint acc-student">{MESSAGES.studentReminder}</p>
        </>
      }
    >
      <div className="ui-card">
        <Field id="reg-mobile" label="手机号" type="tel" inputMode="numeric" autoComplete="tel" placeholder={RULES.mobile.required} maxLength={13} {...form.field('mobile')} />
        <SmsCodeField id="reg-code" {...form.field('code')} send={sendCode} />
        <Field id="reg-password" label="密码" type="password" autoComplete="new-password" placeholder="6-16位字母加数字" maxLength={16} {...form.field('password')} />
        <Field id="reg-invite" label="邀请码" inputMode="numeric" placeholder="选填" maxLength={6} {...form.field('inviteCode')} />
      </div>
      <Consent id="register-consent" className="login-consent" checked={consent} onChange={(checked) => { setConsent(checked); if (checked) register.setError(null); }}>
        我已阅读并同意<Link to="/registerAgr">《服务协议》</Link>和<Link to="/questionPrivateAgr">《隐私政策》</Link>
      </Consent>
    </SubmitForm>
  );
}
