import { RULES } from '@credit/shared';
import {
  CONFIRM_PASSWORD_STATUSES, Field, IDENTITY_STATUSES, NEW_PASSWORD_STATUSES, SMS_CODE_STATUSES, SmsCodeField, fieldMap, useForm, useSendCode, useSubmit, SubmitForm,
} from '@credit/shared/ui';
import { useDepositoryStatus, useResetDepositPwd, useSendCustodyCode } from '../../api';
import { backToCustody, keptBankReason } from '../../components/custodyCard';
import '@credit/shared/ui.css';

const KEYS = { certId: 'idNumber', mobile: 'bankMobile', code: 'smsCode', password: 'dealPassword', confirmPassword: 'dealPassword' } as const;
const FIELDS = fieldMap<keyof typeof KEYS>({ certId: IDENTITY_STATUSES, code: SMS_CODE_STATUSES, password: NEW_PASSWORD_STATUSES, confirmPassword: CONFIRM_PASSWORD_STATUSES });

/**
 * Reset of a forgotten deposit password (depository/resetDepositPwd, ADR 037): the real-name ID number and
 * the code sent to the custody card's reserved mobile (typed by the user, checked against the masked one
 * shown; the server only accepts a code sent to the reserved mobile), then the new password twice.
 */
export default function CustodyResetPwdPage() {
  const status = useDepositoryStatus();
  const form = useForm(KEYS);
  const send = useSendCode(useSendCustodyCode(), { variables: () => (form.check(['mobile']) ? form.clean('mobile') : null), form, fields: FIELDS, codeField: 'code' });
  const reset = useSubmit(useResetDepositPwd(), {
    fields: FIELDS,
    form,
    onAnswer: () => backToCustody('存管密码重置成功', '请牢记新的存管密码，更换银行卡、修改预留手机号和注销存管账户时需要使用。'),
    onRefused: (error) => keptBankReason(error, (reason) => reset.setError(reason)),
  });
  const submit = () =>
    reset.run({
      certId: form.clean('certId').toUpperCase(), code: form.clean('code'), password: form.clean('password'), confirmPassword: form.clean('confirmPassword'),
    });
  const reserved = status.data?.card?.reservedMobileMask;
  return (
    <SubmitForm
      className="ui-page"
      aria-label="重置存管密码"
      form={form}
      // The mobile is checked by the code's send; the reset itself takes the code.
      fields={['certId', 'code', 'password', 'confirmPassword']}
      submit={reset}
      onSubmit={submit}
      submitText="确认重置"
    >
      <div className="ui-card">
        <Field id="custody-cert" label="身份证号" autoComplete="off" maxLength={18} placeholder={RULES.idNumber.required} {...form.field('certId')} />
        <Field
          id="custody-mobile"
          label="预留手机"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          placeholder={reserved ? `请输入预留手机号${reserved}` : RULES.bankMobile.required}
          {...form.field('mobile')}
        />
        <SmsCodeField id="custody-code" {...form.field('code')} send={send} />
        <Field id="custody-new" label="新密码" type="password" autoComplete="off" maxLength={16} placeholder="6-16位字母和数字" {...form.field('password')} />
        <Field id="custody-confirm" label="确认密码" type="password" autoComplete="off" maxLength={16} placeholder="请再次输入新密码" {...form.field('confirmPassword')} />
      </div>
    </SubmitForm>
  );
}
