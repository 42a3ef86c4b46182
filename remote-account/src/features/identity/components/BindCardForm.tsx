import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { maskMobile, MESSAGES, RULES, SELECT_PLACEHOLDER, shell } from '@credit/shared';
import type { BoundCardData, ValidateSupportData } from '@credit/shared/api';
import { useBankDictionary, useCardBinding, useSendBindCardSms, type CardStep } from '../api';
import { SmsCodeField, Field, useForm, useSubmit, fieldMap, Consent, SMS_CODE_STATUSES, type CodeSend, SubmitForm } from '@credit/shared/ui';

/** open: bind the first card and open the account; bind: add a card; change: replace `card`. */
export type BindMode = { kind: 'open' } | { kind: 'bind' } | { kind: 'change'; card: BoundCardData };

const RULE_KEYS = { bank: 'bank', cardNo: 'bankCard', mobile: 'bankMobile', code: 'smsCode' } as const;
type Name = keyof typeof RULE_KEYS;
/** Spec 8 codes about the SMS code: shown under the code field; the rest on the form line. */
const FIELDS = fieldMap<Name>({ code: SMS_CODE_STATUSES });
const TITLES = { open: '绑定银行卡并开卡', bind: '添加银行卡', change: '更换银行卡' } as const;
const SUBMIT = { open: '绑卡并开卡', bind: '确认绑定', change: '确认更换' } as const;

/** Why the card cannot be bound with the chosen bank. */
function mismatchMessage(support: ValidateSupportData): string {
  return support.supported ? `该卡号属于${support.bankName}，请核对所选银行` : '暂不支持该银行卡，请更换其他银行卡';
}

interface Props {
  mode: BindMode;
  /** The account's mobile when the user confirmed it as the reserved mobile (realNameConfirmMobile). */
  accountMobile: string;
  /** `cardId`: the card now bound (a flow that sent the user here may take it back). */
  onDone: (opened: boolean, cardId: string) => void;
  onCancel?: () => void;
}

/**
 * Bank (dictionary "bank", spec 7.5), card number, bank-reserved mobile and its SMS code (type
 * bindCard), with the separate bank-card data consent. What was typed survives every failure.
 */
export function BindCardForm({ mode, accountMobile, onDone, onCancel }: Props) {
  const form = useForm(RULE_KEYS);
  const [useAccountMobile, setUseAccountMobile] = useState(accountMobile !== '');
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);

  const dictionary = useBankDictionary();
  const retryBanks = () => void dictionary.refetch();
  // Spec 7.5: the banks are the children of the first item; anything else is a failed query.
  const banks = dictionary.data?.[0]?.children;
  const banksFailed = dictionary.isError || (dictionary.isSuccess && !banks);

  const reservedMobile = () => (useAccountMobile ? accountMobile : form.clean('mobile'));
  const cardFields = (): Name[] => (useAccountMobile ? ['bank', 'cardNo'] : ['bank', 'cardNo', 'mobile']);
  const card = () => ({ bank: form.values.bank, cardNo: form.clean('cardNo'), mobile: reservedMobile() });

  /** The card must belong to the chosen bank, and the bank be supported (the sandbox reads the BIN). */
  const matches = <T,>(step: CardStep<T>): step is { done: T } => {
    if ('done' in step) return true;
    form.setError('cardNo', mismatchMessage(step.mismatch));
    return false;
  };

  // Whether the last send went out (not stopped by the card check): only then the countdown starts.
  const sent = useRef(false);
  const sendCall = useSubmit(useSendBindCardSms(), {
    fields: FIELDS,
    form,
    otherwise: 'code',
    onAnswer: (step) => {
      sent.current = matches(step);
    },
  });
  const sendCode: CodeSend = {
    run: async () => {
      if (!form.check(cardFields())) return false;
      sent.current = false;
      return (await sendCall.run(card())) && sent.current;
    },
    pending: sendCall.pending,
  };

  const binding = useSubmit(useCardBinding(), {
    fields: FIELDS,
    form,
    onAnswer: (step) => {
      if (!matches(step)) return;
      if (mode.kind !== 'open') shell.toast(mode.kind === 'change' ? '更换成功' : '绑定成功');
      onDone(mode.kind === 'open', step.done.card.cardId);
    },
  });

  const consentGiven = () => {
    setConsentError(consent ? null : MESSAGES.bankCardConsentRequired);
    return consent;
  };
  const submit = () =>
    binding.run({ ...card(), code: form.clean('code'), kind: mode.kind, ...(mode.kind === 'change' ? { oldCardId: mode.card.cardId } : {}) });

  const bankError = form.errors.bank ?? (banksFailed ? MESSAGES.dictionaryFailed : undefined);

  return (
    <SubmitForm
      className="ui-bind"
      aria-label={TITLES[mode.kind]}
      form={form}
      fields={[...cardFields(), 'code']}
      alsoCheck={consentGiven}
      submit={binding}
      onSubmit={submit}
      submitText={SUBMIT[mode.kind]}
      actions={
        onCancel && (
          <Button block fill="none" onClick={onCancel}>
            取消
          </Button>
        )
      }
    >
      <h2 className="ui-section-title">{mode.kind === 'change' ? `更换尾号${mode.card.cardLast4}的银行卡` : TITLES[mode.kind]}</h2>
      <div className="ui-card">
        <div className="ui-field">
          <label htmlFor="bind-bank">银行</label>
          {banksFailed ? (
            <button type="button" className="ui-inline-btn" onClick={retryBanks}>
              重新查询
            </button>
          ) : (
            <select
              id="bind-bank"
              className="ui-select"
              value={form.values.bank}
              onChange={(e) => form.set('bank', e.target.value)}
              disabled={!banks}
              aria-invalid={bankError ? true : undefined}
              aria-describedby={bankError ? 'bind-bank-error' : undefined}
            >
              <option value="">{dictionary.isPending ? '加载中…' : SELECT_PLACEHOLDER}</option>
              {banks?.map((b) => <option key={b.code} value={b.code}>{b.name}</option>)}
            </select>
          )}
        </div>
        {bankError && <p className="ui-field-error-aligned" id="bind-bank-error" role="alert">{bankError}</p>}
        <Field id="bind-cardNo" label="卡号" type="tel" inputMode="numeric" autoComplete="cc-number" placeholder={RULES.bankCard.required} maxLength={24} {...form.field('cardNo')} />
        {useAccountMobile ? (
          <div className="ui-field">
            <label htmlFor="bind-mobile-fixed">预留手机</label>
            <output id="bind-mobile-fixed" className="ui-field-value">{maskMobile(accountMobile)}</output>
            <button type="button" className="ui-inline-btn" onClick={() => setUseAccountMobile(false)}>
              更换号码
            </button>
          </div>
        ) : (
          <Field id="bind-mobile" label="预留手机" type="tel" inputMode="numeric" autoComplete="tel" placeholder={RULES.bankMobile.required} maxLength={13} {...form.field('mobile')} />
        )}
        <SmsCodeField id="bind-code" {...form.field('code')} send={sendCode} />
      </div>
      <Consent id="bind-consent" checked={consent} onChange={(v) => { setConsent(v); if (v) setConsentError(null); }} error={consentError}>
        {MESSAGES.bankCardConsent}
      </Consent>
    </SubmitForm>
  );
}
