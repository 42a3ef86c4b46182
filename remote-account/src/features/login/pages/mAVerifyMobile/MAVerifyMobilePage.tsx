import { Button } from 'antd-mobile';
import { useSearchParams } from '@credit/shared/router';
import { shell, usePageTitle } from '@credit/shared';
import type { MultiAccountInfoData } from '@credit/shared/api';
import { useMultiAccountInfo, useMultiAccountSendSms, useMultiAccountVerifyMobile } from '../../api';
import { SmsCodeField, useForm, useSendCode, useSubmit, fieldMap, QueryView, SMS_CODE_STATUSES, SubmitForm } from '@credit/shared/ui';
import { carryQuery } from '../../components/flow';
import { MaSteps } from '../../components/multiAccount';
import '@credit/shared/ui.css';
import '../../components/login.css';

const RULE_KEYS = { code: 'smsCode' } as const;
/** A refusal about the code shows under it; the rest on the form line. */
const FIELDS = fieldMap<keyof typeof RULE_KEYS>({ code: SMS_CODE_STATUSES });

/** /mAVerifyMobile: an SMS code sent to the chosen mobile proves the user holds it. */
export default function MAVerifyMobilePage() {
  usePageTitle('验证手机号');
  const info = useMultiAccountInfo();
  return <QueryView query={info}>{(data) => <VerifyMobile info={data} />}</QueryView>;
}

function VerifyMobile({ info }: { info: MultiAccountInfoData }) {
  const [params] = useSearchParams();
  const mobileId = params.get('mobileId') ?? '';
  const form = useForm(RULE_KEYS);
  const sendCode = useSendCode(useMultiAccountSendSms(), { variables: () => mobileId, form, fields: FIELDS, codeField: 'code' });
  const verify = useSubmit(useMultiAccountVerifyMobile(), {
    fields: FIELDS,
    form,
    onAnswer: () => shell.navigate({ name: 'mAVerifyIdentity', query: carryQuery(params) }, { replace: true }),
  });

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

  const submit = () => verify.run({ mobileId, code: form.clean('code') });

  return (
    <SubmitForm
      className="ui-page"
      form={form}
      submit={verify}
      onSubmit={submit}
      submitText="下一步"
      after={
        <div className="ui-links">
          <button type="button" className="acc-link-button" onClick={backToChoice}>
            选择其他手机号
          </button>
        </div>
      }
    >
      <MaSteps current={1} />
      <p className="ui-hint">验证码将发送至 {chosen.mobileMask}</p>
      <div className="ui-card">
        <SmsCodeField id="ma-code" {...form.field('code')} send={sendCode} />
      </div>
    </SubmitForm>
  );
}
