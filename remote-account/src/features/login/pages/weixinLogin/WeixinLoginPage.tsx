import { useCallback, useEffect } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { Link, useSearchParams } from '@credit/shared/router';
import { failureMessage, getHost, RULES, shell, usePageTitle } from '@credit/shared';
import type { AuthFansInfoData } from '@credit/shared/api';
import { useAuthFansInfo } from '../../api';
import { SmsCodeField, Field, useForm, useMobileCodeSend, useSubmit, fieldMap, MOBILE_STATUSES, SMS_CODE_STATUSES, SubmitForm } from '@credit/shared/ui';
import { carryQuery, completeLogin } from '../../components/flow';
import '@credit/shared/ui.css';
import '../../components/login.css';

const RULE_KEYS = { mobile: 'mobile', code: 'smsCode' } as const;
const FIELDS = fieldMap<keyof typeof RULE_KEYS>({ mobile: MOBILE_STATUSES, code: SMS_CODE_STATUSES });

type Step = { kind: 'checking' } | { kind: 'failed'; message: string | null } | { kind: 'bind' } | { kind: 'noCode' };

/** The messaging app's OAuth code: on the page URL's search part (where the app returns it) or the hash query. */
function authCodeOf(params: URLSearchParams): string {
  return params.get('code') ?? new URLSearchParams(window.location.search).get('code') ?? '';
}

/**
 * /weixinLogin: login inside the messaging app's web view (spec 7.2 "wx authFansInfo"). With the web
 * view's OAuth code a bound user is logged in at once; an unbound one binds the account by mobile and
 * SMS code. Without a code (another browser) the page explains and offers the normal login.
 */
export default function WeixinLoginPage() {
  usePageTitle('微信登录');
  const [params] = useSearchParams();
  const authCode = authCodeOf(params);
  const form = useForm(RULE_KEYS);
  const loginQuery = new URLSearchParams(carryQuery(params)).toString();

  const finish = useCallback(async (data: AuthFansInfoData) => {
    if (data.bound) await completeLogin(data, params);
  }, [params]);

  // The code alone on arrival (the page shows its own progress), then the binding under the mask.
  const checkCall = useAuthFansInfo({ mask: false });
  const check = useSubmit(checkCall, { onAnswer: finish });
  const bindingCall = useAuthFansInfo();
  const binding = useSubmit(bindingCall, { fields: FIELDS, form, onAnswer: finish });
  const sendCode = useMobileCodeSend(form, 'login');

  const { run: runCheck } = check;
  const startCheck = useCallback(() => void runCheck({ authCode }), [authCode, runCheck]);

  useEffect(() => {
    if (authCode) startCheck();
  }, [authCode, startCheck]);

  // Until the check answers, and after a bound answer while the login completes, the page waits.
  const step: Step = !authCode
    ? { kind: 'noCode' }
    : checkCall.isError
      ? // Refused: the check's line says why; no answer: the shell said so. Read off the call's own error,
        // which is there in the same render as isError (the submit's line is set a tick later: that frame
        // said 请稍后重试 for a refusal).
        { kind: 'failed', message: failureMessage(checkCall.error) }
      : checkCall.isSuccess && !checkCall.data.bound
        ? { kind: 'bind' }
        : { kind: 'checking' };

  const bind = () => binding.run({ authCode, mobile: form.clean('mobile'), code: form.clean('code') });

  if (step.kind === 'checking') {
    return (
      <div className="ui-result" role="status">
        <DotLoading /> <p>正在获取微信授权</p>
      </div>
    );
  }

  if (step.kind === 'noCode' || step.kind === 'failed') {
    const inWeixin = getHost().profile.messagingApp;
    return (
      <div className="ui-result">
        <h2>{step.kind === 'failed' ? '微信授权失败' : inWeixin ? '未获取到微信授权' : '请在微信中打开'}</h2>
        <p role={step.kind === 'failed' ? 'alert' : undefined}>
          {step.kind === 'failed' ? (step.message ?? '请稍后重试') : inWeixin ? '请从公众号菜单重新进入，或使用手机号登录' : '微信登录仅支持在微信内使用，您可以使用手机号登录'}
        </p>
        {step.kind === 'failed' && (
          <Button block shape="rounded" onClick={startCheck} style={{ marginBottom: 12 }}>
            重试
          </Button>
        )}
        <Button block color="primary" shape="rounded" onClick={() => shell.navigate(`/login${loginQuery ? `?${loginQuery}` : ''}`, { replace: true })}>
          使用手机号登录
        </Button>
      </div>
    );
  }

  return (
    <SubmitForm
      className="ui-page"
      form={form}
      submit={binding}
      onSubmit={bind}
      // Still busy after a bound answer, while the session's base info loads on the way out.
      pending={bindingCall.data?.bound === true}
      submitText="绑定并登录"
      after={
        <div className="ui-links">
          <Link to={{ pathname: '/registerWithSms', search: loginQuery }}>还没有账户？去注册</Link>
        </div>
      }
    >
      <p className="ui-hint">当前微信尚未绑定账户，验证手机号后即可绑定并登录，今后在微信中可直接登录。</p>
      <div className="ui-card">
        <Field id="wx-mobile" label="手机号" type="tel" inputMode="numeric" autoComplete="tel" placeholder={RULES.mobile.required} maxLength={13} {...form.field('mobile')} />
        <SmsCodeField id="wx-code" {...form.field('code')} send={sendCode} />
      </div>
    </SubmitForm>
  );
}
