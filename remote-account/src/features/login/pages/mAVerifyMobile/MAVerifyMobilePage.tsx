import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { shell, usePageTitle } from '@credit/shared';
import { multiAccountSendSms, multiAccountVerifyMobile } from '../../api';
import { SmsCodeField } from '../../../../components/form/SmsCodeField';
import { callApi } from '../../../../components/form/callApi';
import { useForm } from '../../../../components/form/useForm';
import { carryQuery } from '../../components/flow';
import { InfoPending, MaSteps, useMultiAccountInfo } from '../../components/multiAccount';
import { fieldOfStatus } from '../../../../components/form/statusField';
import '../../../../components/form.css';
import '../../components/login.css';

const FIELDS = { code: 'smsCode' } as const;

/** /mAVerifyMobile: an SMS code sent to the chosen mobile proves the user holds it. */
export default function MAVerifyMobilePage() {
  usePageTitle('验证手机号');
  const [params] = useSearchParams();
  const mobileId = params.get('mobileId') ?? '';
  const { state, retry } = useMultiAccountInfo();
  const form = useForm(FIELDS);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (state.phase !== 'ready') return <InfoPending state={state} onRetry={retry} />;
  const chosen = state.data.mobiles.find((m) => m.id === mobileId);
  const backToChoice = () => shell.navigate({ name: 'loginMAChoice', query: carryQuery(params) }, { replace: true });
  if (!chosen) {
    return (
      <div className="acc-result">
        <h2>请重新选择手机号</h2>
        <p>所选手机号已不在您的账户中</p>
        <Button color="primary" shape="rounded" onClick={backToChoice}>
          重新选择
        </Button>
      </div>
    );
  }

  const showFailure = (status: number | null, message: string | null) => {
    if (!message || status === null) return;
    if (fieldOfStatus(status) === 'code') form.setError('code', message);
    else setError(message);
  };

  const requestCode = async (): Promise<boolean> => {
    setError(null);
    const result = await callApi(() => multiAccountSendSms(mobileId), { loading: false });
    if (!result.ok) showFailure(result.status, result.message);
    return result.ok;
  };

  const submit = async () => {
    setError(null);
    if (!form.check()) return;
    setSubmitting(true);
    try {
      const result = await callApi(() => multiAccountVerifyMobile(mobileId, form.clean('code')));
      if (!result.ok) {
        showFailure(result.status, result.message);
        return;
      }
      shell.navigate({ name: 'mAVerifyIdentity', query: carryQuery(params) }, { replace: true });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="acc-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <MaSteps current={1} />
      <p className="acc-hint">验证码将发送至 {chosen.mobileMask}</p>
      <div className="acc-card">
        <SmsCodeField id="ma-code" {...form.field('code')} onSend={requestCode} />
      </div>
      <p className="acc-error" role="alert">{error}</p>
      <div className="acc-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={submitting}>
          下一步
        </Button>
      </div>
      <div className="acc-links">
        <button type="button" className="acc-link-button" onClick={backToChoice}>
          选择其他手机号
        </button>
      </div>
    </form>
  );
}
