import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { baseInfoAtom, logout, shell } from '@credit/shared';
import { sendSms } from '../../../../components/form/sms';
import { cancelAccount } from '../../api';
import { fieldOfStatus } from '../../../../components/form/statusField';
import { useStepGuard } from '../../../../components/form/stepFlow';
import { CANCEL_FIRST, cancelFlow, markCancelled } from '../../components/cancelFlow';
import { callApi } from '../../../../components/form/callApi';
import { useForm } from '../../../../components/form/useForm';
import { SmsCodeField } from '../../../../components/form/SmsCodeField';
import { Loading } from '../../../../components/LoadStatus';
import '../../../../components/form.css';

const RULE_KEYS = { code: 'smsCode' } as const;

/** Last step (/unregisterValidate): an SMS code of type "cancel" to the user's mobile, then account/cancelAccount. */
export default function UnregisterValidatePage() {
  const allowed = useStepGuard(cancelFlow, 'reasoned', CANCEL_FIRST);
  const info = useAtomValue(baseInfoAtom);
  const form = useForm(RULE_KEYS);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const mobile = info?.mobile ?? '';

  const requestCode = async () => {
    setError(null);
    const outcome = await callApi(() => sendSms(mobile, 'cancel'));
    if (!outcome.ok && outcome.message) setError(outcome.message);
    return outcome.ok;
  };

  const submit = async () => {
    setError(null);
    if (!form.check()) return;
    const sure = await shell.confirm({ content: '注销后账户将无法恢复，确定注销吗？', confirmText: '确定注销', cancelText: '再想想' });
    if (!sure) return;
    setSubmitting(true);
    const outcome = await callApi(() => cancelAccount(cancelFlow.data().reasonCode ?? '', form.clean('code')));
    setSubmitting(false);
    if (!outcome.ok) {
      // Outstanding loans and other refusals come as the server's message (40403), which the shell toasts.
      if (outcome.message && fieldOfStatus(outcome.status) === 'code') form.setError('code', outcome.message);
      else if (outcome.message) setError(outcome.message);
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
    <form className="acc-page" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <p className="acc-hint acc-lead">
        注销原因：{cancelFlow.data().reasonText}。验证码将发送至 <span className="money">{info?.mobileMasked}</span>
      </p>
      <div className="acc-card">
        <SmsCodeField id="cancel-code" {...form.field('code')} onSend={requestCode} sendDisabled={!mobile} />
      </div>
      <p className="acc-error" role="alert">{error}</p>
      <div className="acc-actions">
        <Button block color="danger" size="large" shape="rounded" type="submit" loading={submitting}>
          确认注销
        </Button>
      </div>
    </form>
  );
}
