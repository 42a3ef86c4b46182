import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { Link, useSearchParams } from '@credit/shared/router';
import { failureStatus, MESSAGES, RULES, usePageTitle } from '@credit/shared';
import type { LoginData } from '@credit/shared/api';
import { useRegist } from '../../api';
import { SmsCodeField, Field, useForm, expectedFailure, failureReporter, mobileCodeSender, Consent } from '@credit/shared/ui';
import { carryQuery, completeLogin } from '../../components/flow';
import '@credit/shared/ui.css';
import '../../components/login.css';

const FIELDS = { mobile: 'mobile', code: 'smsCode', password: 'password', inviteCode: 'inviteCode' } as const;
type Name = keyof typeof FIELDS;

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
  const form = useForm(FIELDS);
  const [consent, setConsent] = useState(draft?.consent ?? false);
  const [error, setError] = useState<string | null>(null);
  const registration = useRegist();
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    for (const [name, value] of Object.entries(draft?.values ?? {}) as [Name, string][]) form.set(name, value);
    // An invitation link (/landingRegister → here) carries the inviter's code; what the user typed wins.
    const invited = params.get('inviteCode') ?? '';
    if (!draft?.values.inviteCode && /^\d{6}$/.test(invited)) form.set('inviteCode', invited);
  }, [form, params]);

  // Keep the draft current while the page is open; the password is never kept.
  useEffect(() => {
    const { password: _password, ...kept } = form.values;
    draft = { values: kept, consent };
  }, [form.values, consent]);

  const showFailure = failureReporter(form, setError);

  const requestCode = mobileCodeSender(form, setError, 'regist');

  const submit = async () => {
    setError(null);
    const valid = form.check();
    if (!valid) return;
    if (!consent) {
      setError(CONSENT_REQUIRED);
      return;
    }
    const inviteCode = form.clean('inviteCode');
    let data: LoginData;
    try {
      data = await registration.mutateAsync({ mobile: form.clean('mobile'), code: form.clean('code'), password: form.clean('password'), ...(inviteCode ? { inviteCode } : {}) });
    } catch (failure) {
      // 1004 on registration is the only answer about the invite code the server gives.
      if (failureStatus(expectedFailure(failure)) === 1004 && inviteCode) form.setError('inviteCode', RULES.inviteCode.tips);
      else showFailure(failure);
      return;
    }
    draft = null;
    // A new account is not verified yet: real-name comes next unless a route was kept.
    await completeLogin(data, params, '/realName');
  };

  return (
    <form className="ui-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <div className="ui-card">
        <Field id="reg-mobile" label="手机号" type="tel" inputMode="numeric" autoComplete="tel" placeholder={RULES.mobile.required} maxLength={13} {...form.field('mobile')} />
        <SmsCodeField id="reg-code" {...form.field('code')} onSend={requestCode} />
        <Field id="reg-password" label="密码" type="password" autoComplete="new-password" placeholder="6-16位字母加数字" maxLength={16} {...form.field('password')} />
        <Field id="reg-invite" label="邀请码" inputMode="numeric" placeholder="选填" maxLength={6} {...form.field('inviteCode')} />
      </div>
      <Consent id="register-consent" className="login-consent" checked={consent} onChange={(checked) => { setConsent(checked); if (checked) setError(null); }}>
        我已阅读并同意<Link to="/registerAgr">《服务协议》</Link>和<Link to="/questionPrivateAgr">《隐私政策》</Link>
      </Consent>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        {/* Still busy after success, while the session's base info loads on the way out. */}
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={registration.isPending || registration.isSuccess}>
          注册
        </Button>
      </div>
      <div className="ui-links">
        <Link to={{ pathname: '/login', search: new URLSearchParams(carryQuery(params)).toString() }}>已有账号，去登录</Link>
      </div>
      <p className="ui-hint acc-student">{MESSAGES.studentReminder}</p>
    </form>
  );
}
