import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router-dom';
import { HttpError, loadBaseInfo, RULES, setLoggedIn, shell, usePageTitle, validate } from '@credit/shared';
import { login, sendSms } from '../../api/account';
import { SmsCodeButton } from '../../components/SmsCodeButton';
import '../../components/form.css';

type Mode = 'password' | 'sms';

const MODE_TITLES: Record<Mode, string> = { password: '密码登录', sms: '验证码登录' };

/** Where login returns: the route the guard kept (`redirect` name plus its query), else the index. */
function returnTarget(params: URLSearchParams): { name: string; query: Record<string, string> } | '/' {
  const name = params.get('redirect');
  if (!name) return '/';
  const query: Record<string, string> = {};
  params.forEach((value, key) => {
    if (key !== 'redirect' && key !== 'loginType') query[key] = value;
  });
  return { name, query };
}

/** Password login (/login) and SMS login (/smsLogin), one page with a mode switch (spec 2.8). */
export default function LoginPage({ initialMode = 'password' }: { initialMode?: Mode }) {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [mobile, setMobile] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The header follows the mode the user picked.
  usePageTitle(MODE_TITLES[mode]);

  const switchMode = (next: Mode) => {
    setMode(next);
    setSecret('');
    setError(null);
  };

  const requestCode = async (): Promise<boolean> => {
    const problem = validate('mobile', mobile);
    setError(problem);
    if (problem) return false;
    try {
      const result = await sendSms(mobile.replace(/\s/g, ''), 'login');
      if (result.status !== 1) setError(result.message);
      return result.status === 1;
    } catch (error) {
      // The http client already told the user the network failed.
      if (error instanceof HttpError) return false;
      throw error;
    }
  };

  const submit = async () => {
    const problem = validate('mobile', mobile) ?? validate(mode === 'password' ? 'loginPassword' : 'smsCode', secret);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    shell.showLoading();
    try {
      const phone = mobile.replace(/\s/g, '');
      const result = await login(mode === 'password' ? { mobile: phone, password: secret } : { mobile: phone, code: secret });
      if (result.status !== 1 || !result.data) {
        // The http client toasts general codes; account codes are shown here, next to the form.
        setError(result.message);
        return;
      }
      setLoggedIn(result.data.token, { isNew: result.data.isNew, ucrealnamed: result.data.ucrealnamed });
      await loadBaseInfo();
      shell.navigate(returnTarget(params), { replace: true });
    } catch (error) {
      // A network failure was toasted by the http client; what the user typed stays in the form.
      if (!(error instanceof HttpError)) throw error;
    } finally {
      shell.hideLoading();
      setSubmitting(false);
    }
  };

  return (
    <form className="acc-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <div className="acc-modes" role="group" aria-label="登录方式">
        {(Object.keys(MODE_TITLES) as Mode[]).map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} onClick={() => switchMode(m)}>
            {MODE_TITLES[m]}
          </button>
        ))}
      </div>
      <div className="acc-card">
        <div className="acc-field">
          <label htmlFor="login-mobile">手机号</label>
          <Input id="login-mobile" type="tel" inputMode="numeric" autoComplete="username" placeholder={RULES.mobile.required} maxLength={13} value={mobile} onChange={setMobile} clearable />
        </div>
        <div className="acc-field">
          <label htmlFor="login-secret">{mode === 'password' ? '密码' : '验证码'}</label>
          {mode === 'password' ? (
            <Input id="login-secret" type="password" autoComplete="current-password" placeholder={RULES.loginPassword.required} maxLength={16} value={secret} onChange={setSecret} />
          ) : (
            <>
              <Input id="login-secret" inputMode="numeric" autoComplete="one-time-code" placeholder={RULES.smsCode.required} maxLength={6} value={secret} onChange={setSecret} />
              <SmsCodeButton onSend={requestCode} />
            </>
          )}
        </div>
      </div>
      <p className="acc-error" role="alert">{error}</p>
      <div className="acc-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={submitting}>
          登录
        </Button>
      </div>
      <div className="acc-links">
        <Link to="/registerWithSms">注册账号</Link>
        <Link to="/smsResetLoginPw">忘记密码</Link>
      </div>
    </form>
  );
}
