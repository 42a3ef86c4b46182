import { useState } from 'react';
import { Button } from 'antd-mobile';
import { failureMessage, failureStatus, logout, shell, useBaseInfo } from '@credit/shared';
import { useCancelAccount, useSendCancelCode } from '../../api';
import { expectedFailure, fieldOfStatus, useStepGuard, useForm, SmsCodeField, Loading } from '@credit/shared/ui';
import { CANCEL_FIRST, cancelFlow, markCancelled } from '../../components/cancelFlow';
import '@credit/shared/ui.css';

const RULE_KEYS = { code: 'smsCode' } as const;

/** Last step (/unregisterValidate): an SMS code of type "cancel" to the user's mobile, then account/cancelAccount. */
export default function UnregisterValidatePage() {
  const allowed = useStepGuard(cancelFlow, 'reasoned', CANCEL_FIRST);
  const info = useBaseInfo().data;
  const form = useForm(RULE_KEYS);
  const [error, setError] = useState<string | null>(null);
  const sendCode = useSendCancelCode();
  const cancel = useCancelAccount();
  const mobile = info?.mobile ?? '';

  const requestCode = async () => {
    setError(null);
    try {
      await sendCode.mutateAsync(mobile);
      return true;
    } catch (failure) {
      const message = failureMessage(expectedFailure(failure));
      if (message) setError(message);
      return false;
    }
  };

  const submit = async () => {
    setError(null);
    if (!form.check()) return;
    const sure = await shell.confirm({ content: '注销后账户将无法恢复，确定注销吗？', confirmText: '确定注销', cancelText: '再想想' });
    if (!sure) return;
    try {
      await cancel.mutateAsync({ reasonCode: cancelFlow.data().reasonCode ?? '', code: form.clean('code') });
    } catch (failure) {
      // Outstanding loans and other refusals come as the server's message (40403), which the shell toasts.
      const message = failureMessage(expectedFailure(failure));
      if (message && fieldOfStatus(failureStatus(failure)) === 'code') form.setError('code', message);
      else if (message) setError(message);
      return;
    }
    markCancelled();
    cancelFlow.reset();
    // Leave before clearing the session, or this page's own guard would send the user to login.
    shell.navigate('/unregisterResult', { replace: true });
    logout();
  };

  if (!allowed) return <Loading />; // on its way to the right step, never a blank page
  return (
    <form className="ui-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <p className="ui-hint ui-lead">
        注销原因：{cancelFlow.data().reasonText}。验证码将发送至 <span className="money">{info?.mobileMasked}</span>
      </p>
      <div className="ui-card">
        <SmsCodeField id="cancel-code" {...form.field('code')} onSend={requestCode} sendDisabled={!mobile} />
      </div>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="danger" size="large" shape="rounded" type="submit" loading={cancel.isPending}>
          确认注销
        </Button>
      </div>
    </form>
  );
}
