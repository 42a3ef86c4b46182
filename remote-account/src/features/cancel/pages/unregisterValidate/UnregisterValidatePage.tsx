import { logout, shell, useBaseInfo } from '@credit/shared';
import { useCancelAccount, useSendCancelCode } from '../../api';
import { useStepGuard, useForm, useSendCode, useSubmit, fieldMap, SmsCodeField, Loading, SMS_CODE_STATUSES, SubmitForm } from '@credit/shared/ui';
import { CANCEL_FIRST, cancelFlow, markCancelled } from '../../components/cancelFlow';
import '@credit/shared/ui.css';

const RULE_KEYS = { code: 'smsCode' } as const;
/**
 * A refusal about the code shows under it, the rest on the form line (outstanding loans and other
 * refusals come as the server's message, 40403, which the shell toasts).
 */
const FIELDS = fieldMap<keyof typeof RULE_KEYS>({ code: SMS_CODE_STATUSES });

/** Last step (/unregisterValidate): an SMS code of type "cancel" to the user's mobile, then account/cancelAccount. */
export default function UnregisterValidatePage() {
  const allowed = useStepGuard(cancelFlow, 'reasoned', CANCEL_FIRST);
  const info = useBaseInfo().data;
  const form = useForm(RULE_KEYS);
  const mobile = info?.mobile ?? '';
  const sendCode = useSendCode(useSendCancelCode(), { variables: () => mobile, form, fields: FIELDS, codeField: 'code' });
  const cancel = useSubmit(useCancelAccount(), {
    fields: FIELDS,
    form,
    onAnswer: () => {
      markCancelled();
      cancelFlow.reset();
      // Leave before clearing the session, or this page's own guard would send the user to login.
      shell.navigate('/unregisterResult', { replace: true });
      logout();
    },
  });

  const submit = async () => {
    const sure = await shell.confirm({ content: '注销后账户将无法恢复，确定注销吗？', confirmText: '确定注销', cancelText: '再想想' });
    if (sure) await cancel.run({ reasonCode: cancelFlow.data().reasonCode ?? '', code: form.clean('code') });
  };

  if (!allowed) return <Loading />; // on its way to the right step, never a blank page
  return (
    <SubmitForm className="ui-page" form={form} submit={cancel} onSubmit={submit} submitText="确认注销" danger>
      <p className="ui-hint ui-lead">
        注销原因：{cancelFlow.data().reasonText}。验证码将发送至 <span className="money">{info?.mobileMasked}</span>
      </p>
      <div className="ui-card">
        <SmsCodeField id="cancel-code" {...form.field('code')} send={sendCode} sendDisabled={!mobile} />
      </div>
    </SubmitForm>
  );
}
