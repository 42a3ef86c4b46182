import { Button } from 'antd-mobile';
import { RULES, shell } from '@credit/shared';
import type { BoundCardData } from '@credit/shared/api';
import { DealPasswordField, Field, MOBILE_STATUSES, PASSWORD_PROOF_STATUSES, SMS_CODE_STATUSES, SmsCodeField, fieldMap, useForm, useSendCode, useSubmit, SubmitForm } from '@credit/shared/ui';
import { useChangeAccountMobile, useSendCardMobileCode } from '../api';

const KEYS = { mobile: 'bankMobile', code: 'smsCode', tradePassword: 'dealPassword' } as const;
type Name = keyof typeof KEYS;
const FIELDS = fieldMap<Name>({ mobile: MOBILE_STATUSES, code: SMS_CODE_STATUSES, tradePassword: PASSWORD_PROOF_STATUSES });

interface Props {
  card: BoundCardData;
  /** Once a deal password is set, the change asks for it. */
  tradePwdSet: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A bound card's reserved mobile changed at the bank (user/open/changeAccountMobile): the new mobile proved by
 * the code sent to it, and the deal password once one is set. The bank's refusals stay on the form's line.
 */
export function CardMobileForm({ card, tradePwdSet, onDone, onCancel }: Props) {
  const form = useForm(KEYS);
  const names: Name[] = tradePwdSet ? ['mobile', 'code', 'tradePassword'] : ['mobile', 'code'];
  const send = useSendCode(useSendCardMobileCode(), { variables: () => (form.check(['mobile']) ? form.clean('mobile') : null), form, fields: FIELDS, codeField: 'code' });
  const change = useSubmit(useChangeAccountMobile(), {
    fields: FIELDS,
    form,
    onAnswer: () => {
      shell.toast('预留手机号修改成功');
      onDone();
    },
  });
  const submit = () =>
    change.run({ cardId: card.cardId, mobile: form.clean('mobile'), code: form.clean('code'), ...(tradePwdSet ? { tradePassword: form.clean('tradePassword') } : {}) });
  return (
    <SubmitForm
      className="ui-bind"
      aria-label="修改预留手机号"
      form={form}
      fields={names}
      submit={change}
      onSubmit={submit}
      submitText="确认修改"
      actions={
        <Button block fill="none" onClick={onCancel}>
          取消
        </Button>
      }
    >
      <h2 className="ui-section-title">{`修改尾号${card.cardLast4}的预留手机号`}</h2>
      <div className="ui-card">
        <div className="ui-field">
          <label htmlFor="card-mobile-now">原手机号</label>
          <output id="card-mobile-now" className="ui-field-value">{card.reservedMobileMask}</output>
        </div>
        <Field id="card-mobile" label="新手机号" type="tel" inputMode="numeric" autoComplete="tel" placeholder={RULES.bankMobile.required} maxLength={13} {...form.field('mobile')} />
        <SmsCodeField id="card-mobile-code" {...form.field('code')} send={send} />
        {tradePwdSet && <DealPasswordField {...form.field('tradePassword')} ticketHeld={false} />}
      </div>
    </SubmitForm>
  );
}
