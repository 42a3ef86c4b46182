import { RULES } from '@credit/shared';
import { Field, MOBILE_STATUSES, PASSWORD_PROOF_STATUSES, SMS_CODE_STATUSES, SmsCodeField, fieldMap, useForm, useSendCode, useSubmit, SubmitForm } from '@credit/shared/ui';
import { useChangeBindCardPhone, useDepositoryStatus, useSendCustodyCode } from '../../api';
import { DepositPasswordField, backToCustody, keptBankReason } from '../../components/custodyCard';
import '@credit/shared/ui.css';

const KEYS = { mobile: 'bankMobile', code: 'smsCode', password: 'dealPassword' } as const;
const FIELDS = fieldMap<keyof typeof KEYS>({ mobile: MOBILE_STATUSES, code: SMS_CODE_STATUSES, password: PASSWORD_PROOF_STATUSES });

/**
 * Change of the custody card's reserved mobile (depository/changeBindCardPhone, ADR 037): the new mobile
 * proved by the code sent to it, and the deposit password. The same mobile again is refused in the
 * bank's words.
 */
export default function CustodyChangeMobilePage() {
  const status = useDepositoryStatus();
  const form = useForm(KEYS);
  const send = useSendCode(useSendCustodyCode(), { variables: () => (form.check(['mobile']) ? form.clean('mobile') : null), form, fields: FIELDS, codeField: 'code' });
  const change = useSubmit(useChangeBindCardPhone(), {
    fields: FIELDS,
    form,
    onAnswer: () => backToCustody('预留手机号修改成功', '存管银行卡的验证码将发送至新的预留手机号。'),
    onRefused: (error) => keptBankReason(error, (reason) => change.setError(reason)),
  });
  const submit = () => change.run({ mobile: form.clean('mobile'), code: form.clean('code'), password: form.clean('password') });
  const card = status.data?.card;
  return (
    <SubmitForm className="ui-page" aria-label="修改预留手机号" form={form} submit={change} onSubmit={submit} submitText="确认修改">
      {card && (
        <section className="ui-list" aria-label="存管银行卡">
          <div>
            <span>{`${card.bankName}（尾号${card.cardNoMask}）`}</span>
            <span className="value" data-testid="custody-reserved-mobile">{card.reservedMobileMask}</span>
          </div>
        </section>
      )}
      <div className="ui-card">
        <Field id="custody-mobile" label="新手机号" type="tel" inputMode="numeric" autoComplete="off" maxLength={13} placeholder={RULES.bankMobile.required} {...form.field('mobile')} />
        <SmsCodeField id="custody-code" {...form.field('code')} send={send} />
        <DepositPasswordField id="custody-pwd" {...form.field('password')} />
      </div>
    </SubmitForm>
  );
}
