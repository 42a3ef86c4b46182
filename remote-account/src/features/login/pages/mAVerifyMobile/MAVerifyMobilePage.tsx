import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from '@credit/shared/router';
import { failureMessage, failureStatus, shell, usePageTitle } from '@credit/shared';
import type { MultiAccountInfoData } from '@credit/shared/api';
import { useMultiAccountInfo, useMultiAccountSendSms, useMultiAccountVerifyMobile } from '../../api';
import { SmsCodeField, useForm, expectedFailure, fieldOfStatus, QueryView } from '@credit/shared/ui';
import { carryQuery } from '../../components/flow';
import { MaSteps } from '../../components/multiAccount';
import '@credit/shared/ui.css';
import '../../components/login.css';

const FIELDS = { code: 'smsCode' } as const;

/** /mAVerifyMobile: an SMS code sent to the chosen mobile proves the user holds it. */
export default function MAVerifyMobilePage() {
  usePageTitle('验证手机号');
  const info = useMultiAccountInfo();
  return <QueryView query={info}>{(data) => <VerifyMobile info={data} />}</QueryView>;
}

function VerifyMobile({ info }: { info: MultiAccountInfoData }) {
  const [params] = useSearchParams();
  const mobileId = params.get('mobileId') ?? '';
  const form = useForm(FIELDS);
  const [error, setError] = useState<string | null>(null);
  const sendCode = useMultiAccountSendSms();
  const verify = useMultiAccountVerifyMobile();

  const chosen = info.mobiles.find((m) => m.id === mobileId);
  const backToChoice = () => shell.navigate({ name: 'loginMAChoice', query: carryQuery(params) }, { replace: true });
  if (!chosen) {
    return (
      <div className="ui-result">
        <h2>请重新选择手机号</h2>
        <p>所选手机号已不在您的账户中</p>
        <Button color="primary" shape="rounded" onClick={backToChoice}>
          重新选择
        </Button>
      </div>
    );
  }

  /** An answer about the code goes to the code, the rest to the form line; nothing the shell already said. */
  const showFailure = (failure: unknown) => {
    const message = failureMessage(expectedFailure(failure));
    if (!message) return;
    if (fieldOfStatus(failureStatus(failure)) === 'code') form.setError('code', message);
    else setError(message);
  };

  const requestCode = async (): Promise<boolean> => {
    setError(null);
    try {
      await sendCode.mutateAsync(mobileId);
      return true;
    } catch (failure) {
      showFailure(failure);
      return false;
    }
  };

  const submit = async () => {
    setError(null);
    if (!form.check()) return;
    try {
      await verify.mutateAsync({ mobileId, code: form.clean('code') });
    } catch (failure) {
      showFailure(failure);
      return;
    }
    shell.navigate({ name: 'mAVerifyIdentity', query: carryQuery(params) }, { replace: true });
  };

  return (
    <form className="ui-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <MaSteps current={1} />
      <p className="ui-hint">验证码将发送至 {chosen.mobileMask}</p>
      <div className="ui-card">
        <SmsCodeField id="ma-code" {...form.field('code')} onSend={requestCode} />
      </div>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={verify.isPending}>
          下一步
        </Button>
      </div>
      <div className="ui-links">
        <button type="button" className="acc-link-button" onClick={backToChoice}>
          选择其他手机号
        </button>
      </div>
    </form>
  );
}
