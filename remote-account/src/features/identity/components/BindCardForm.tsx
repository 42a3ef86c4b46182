import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage, failureStatus, HttpError, maskMobile, MESSAGES, RULES, SELECT_PLACEHOLDER, shell } from '@credit/shared';
import type { BoundCardData } from '@credit/shared/api';
import { checkCardSupport, useBankDictionary, useBindCard, useChangeBindCard, useOpenCard, useSendBindCardSms } from '../api';
import { SmsCodeField, Field, expectedFailure, fieldOfStatus, useForm, Consent } from '@credit/shared/ui';

/** open: bind the first card and open the account; bind: add a card; change: replace `card`. */
export type BindMode = { kind: 'open' } | { kind: 'bind' } | { kind: 'change'; card: BoundCardData };

const RULE_KEYS = { bank: 'bank', cardNo: 'bankCard', mobile: 'bankMobile', code: 'smsCode' } as const;
/** Spec 8 codes about the SMS code: shown under the code field. */
const TITLES = { open: '绑定银行卡并开户', bind: '添加银行卡', change: '更换银行卡' } as const;
const SUBMIT = { open: '绑卡并开户', bind: '确认绑定', change: '确认更换' } as const;

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
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const client = useQueryClient();
  const openCard = useOpenCard();
  const bindCard = useBindCard();
  const changeBindCard = useChangeBindCard();
  const sendCode = useSendBindCardSms();

  const dictionary = useBankDictionary();
  const retryBanks = () => void dictionary.refetch();
  // Spec 7.5: the banks are the children of the first item; anything else is a failed query.
  const banks = dictionary.data?.[0]?.children;
  const banksFailed = dictionary.isError || (dictionary.isSuccess && !banks);

  const reservedMobile = () => (useAccountMobile ? accountMobile : form.clean('mobile'));
  const cardFields = (): Array<keyof typeof RULE_KEYS> => (useAccountMobile ? ['bank', 'cardNo'] : ['bank', 'cardNo', 'mobile']);

  /** The card must belong to the chosen bank, and the bank be supported (the sandbox reads the BIN). */
  const checkCardBank = async (): Promise<boolean> => {
    let support;
    try {
      support = await checkCardSupport(client, form.clean('cardNo'));
    } catch (failure) {
      // No answer: stop (the shell said so). A refused check: the binding call has the last word.
      return !(expectedFailure(failure) instanceof HttpError);
    }
    if (!support.supported) {
      form.setError('cardNo', '暂不支持该银行卡，请更换其他银行卡');
      return false;
    }
    if (support.bankCode !== form.values.bank) {
      form.setError('cardNo', `该卡号属于${support.bankName}，请核对所选银行`);
      return false;
    }
    return true;
  };

  const requestCode = async (): Promise<boolean> => {
    setError(null);
    if (!form.check(cardFields()) || !(await checkCardBank())) return false;
    try {
      await sendCode.mutateAsync(reservedMobile());
      return true;
    } catch (failure) {
      const message = failureMessage(expectedFailure(failure));
      if (message) setError(message);
      return false;
    }
  };

  const submit = async () => {
    setError(null);
    const fieldsOk = form.check([...cardFields(), 'code']);
    setConsentError(consent ? null : MESSAGES.bankCardConsentRequired);
    if (!fieldsOk || !consent) return;
    setSubmitting(true);
    try {
      if (!(await checkCardBank())) return;
      const body = { cardNo: form.clean('cardNo'), mobile: reservedMobile(), code: form.clean('code') };
      const { card } =
        mode.kind === 'open' ? await openCard.mutateAsync(body)
        : mode.kind === 'change' ? await changeBindCard.mutateAsync({ ...body, oldCardId: mode.card.cardId })
        : await bindCard.mutateAsync(body);
      if (mode.kind !== 'open') shell.toast(mode.kind === 'change' ? '更换成功' : '绑定成功');
      onDone(mode.kind === 'open', card.cardId);
    } catch (failure) {
      const message = failureMessage(expectedFailure(failure));
      if (!message) return;
      const status = failureStatus(failure);
      if (fieldOfStatus(status) === 'code') form.setError('code', message);
      else setError(message);
    } finally {
      setSubmitting(false);
    }
  };

  const bankError = form.errors.bank ?? (banksFailed ? MESSAGES.dictionaryFailed : undefined);

  return (
    <form className="ui-bind" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate aria-label={TITLES[mode.kind]}>
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
        <SmsCodeField id="bind-code" {...form.field('code')} onSend={requestCode} />
      </div>
      <Consent id="bind-consent" checked={consent} onChange={(v) => { setConsent(v); if (v) setConsentError(null); }} error={consentError}>
        {MESSAGES.bankCardConsent}
      </Consent>
      <p className="ui-error" role="alert">{error}</p>
      <div className="ui-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={submitting}>
          {SUBMIT[mode.kind]}
        </Button>
        {onCancel && (
          <Button block fill="none" onClick={onCancel}>
            取消
          </Button>
        )}
      </div>
    </form>
  );
}
