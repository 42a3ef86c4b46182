import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Link } from '@credit/shared/router';
import { ACCOUNT_MESSAGES, maskMobile, RULES, shell, useBaseInfo, type UserBaseInfo } from '@credit/shared';
import { useProveDealReset, useSendDealResetCode } from '../api';
import { Field, useForm, SmsCodeField, Loading, QueryView, Steps, Consent, useSendCode, useSubmit, fieldMap, SMS_CODE_STATUSES, IDENTITY_STATUSES, SubmitForm } from '@credit/shared/ui';
import { dealResetProof } from './flowState';
import { DEAL_RESET_STEPS } from './labels';
import '@credit/shared/ui.css';
import './passwords.css';

const CONSENT_MISSING = { id: '请先勾选同意使用身份证号', card: '请先勾选同意使用银行卡号' } as const;

const RULE_KEYS = { certId: 'idNumber', cardNo: 'bankCard', code: 'smsCode' } as const;
type Name = keyof typeof RULE_KEYS;
/** A refusal about the code goes to the code, one about the identity to the ID number, the rest to the form line. */
const FIELDS = fieldMap<Name>({ code: SMS_CODE_STATUSES, certId: IDENTITY_STATUSES });

/**
 * Deal password reset, step 1 of 2 (/resetDealPw, /checkBindCardAndIdentity): the account holder's ID
 * number, one of their bound cards (oneCard/checkBindCardAndIdentity) and an SMS code of type
 * "tradePwd" sent to their own mobile (checked, not spent). What it proved stays in memory for step 2.
 */
export function IdentityCardStep() {
  const baseInfo = useBaseInfo();
  // null: the session ended meanwhile; the guard takes the user to login.
  return (
    <QueryView query={baseInfo} isEmpty={(info) => info === null} empty={<Loading />}>
      {(info) => info && <IdentityCardForm info={info} />}
    </QueryView>
  );
}

function IdentityCardForm({ info }: { info: UserBaseInfo }) {
  const form = useForm<Name>(RULE_KEYS);
  const sendCode = useSendCode(useSendDealResetCode(), { variables: () => info.mobile, form, fields: FIELDS, codeField: 'code' });
  const prove = useSubmit(useProveDealReset(), {
    fields: FIELDS,
    form,
    onAnswer: (_answer, { certId, cardNo, code }) => {
      dealResetProof.set({ certId, cardNo, code });
      shell.navigate('/resetDealPw2');
    },
  });
  // PIPL: separate, unticked consents for the ID number and the card number this step sends.
  const [consentId, setConsentId] = useState(false);
  const [consentCard, setConsentCard] = useState(false);

  // The check needs a verified identity and a bound card: say what is missing instead of a form that cannot pass.
  if (info.ucrealnamed !== 'Y' || info.bindCards < 1) {
    const realNamed = info.ucrealnamed === 'Y';
    return (
      <div className="ui-result">
        <h2>{realNamed ? '您还未绑定银行卡' : ACCOUNT_MESSAGES[1000]}</h2>
        <p>重置交易密码需要验证本人身份证号和已绑定的银行卡。</p>
        <Button color="primary" shape="rounded" onClick={() => shell.navigate(realNamed ? '/bankCard' : '/realName')}>
          {realNamed ? '去绑卡' : '去实名'}
        </Button>
      </div>
    );
  }

  const submit = () => {
    if (!consentId || !consentCard) {
      prove.setError(!consentId ? CONSENT_MISSING.id : CONSENT_MISSING.card);
      return;
    }
    return prove.run({ mobile: info.mobile, certId: form.clean('certId').toUpperCase(), cardNo: form.clean('cardNo'), code: form.clean('code') });
  };

  return (
    <SubmitForm
      className="ui-page"
      form={form}
      submit={prove}
      onSubmit={submit}
      submitText="下一步"
      after={
        <div className="ui-links">
          <span />
          <Link to="/modifyDealPw">记得原密码？直接修改</Link>
        </div>
      }
    >
      <Steps labels={DEAL_RESET_STEPS} current={0} />
      <p className="pw-note">请填写本人身份证号和已绑定的银行卡号，验证码将发送至 {maskMobile(info.mobile)}</p>
      <div className="ui-card">
        <Field id="deal-cert" label="身份证号" autoComplete="off" maxLength={18} placeholder={RULES.idNumber.required} {...form.field('certId')} />
        <Field id="deal-card" label="银行卡号" inputMode="numeric" autoComplete="off" maxLength={25} placeholder="请输入已绑定的银行卡号" {...form.field('cardNo')} />
        <SmsCodeField id="deal-code" {...form.field('code')} send={sendCode} />
      </div>
      <Consent id="deal-consent-id" className="pw-consent" checked={consentId} onChange={(checked) => { setConsentId(checked); prove.setError(null); }}>
        我同意将身份证号用于核验本人身份，仅用于本次重置交易密码
      </Consent>
      <Consent id="deal-consent-card" className="pw-consent" checked={consentCard} onChange={(checked) => { setConsentCard(checked); prove.setError(null); }}>
        我同意将银行卡号用于核验本人已绑定的银行卡，仅用于本次重置交易密码
      </Consent>
    </SubmitForm>
  );
}
