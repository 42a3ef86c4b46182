import { useEffect, useRef, useState } from 'react';
import type { CardNoBackViewData } from '@credit/shared/api';
import { RULES, SERVER_MESSAGE_STATUS, shell, type ApiError } from '@credit/shared';
import { Field, SMS_CODE_STATUSES, SmsCodeField, fieldMap, useForm, useSendCode, useSubmit, type CodeSend } from '@credit/shared/ui';
import { useCardNoBackView, useDefaultCard, useLtCards, useSendCustodyCode, useSupportedBanks, useWhetherBind, type PickedCard } from '../api';

/** A card for the custody account (binding, or the new card of a change): its number, reserved mobile and the code sent there. */
export const CARD_KEYS = { cardNo: 'bankCard', mobile: 'bankMobile', code: 'smsCode' } as const;
export type CardName = keyof typeof CARD_KEYS;
export const CARD_FIELDS = fieldMap<CardName>({ code: SMS_CODE_STATUSES });
export const UNSUPPORTED = '暂不支持该银行卡，请更换其他银行卡';

export type CardForm = ReturnType<typeof useForm<CardName>>;

/** The card form's values as the custody calls take them. */
export const cardBody = (form: CardForm) => ({ cardNo: form.clean('cardNo'), mobile: form.clean('mobile'), code: form.clean('code') });

/** The card as the bank read it, shown back for the user to check: bank and masked number. */
export interface CardView {
  bankName: string;
  cardNoView: string;
  /** The number it shows (a view of a number since edited is not shown). */
  cardNo: string;
}

/**
 * "获取验证码" for a custody card: the card is shown back first (user/bindcard/cardNoBackView: an unsupported
 * bank is said under the card number before any code is spent; a supported one is shown with its bank and
 * the number masked but what the user checks), then the code of type custody goes to the reserved mobile typed.
 */
export function useCardCodeSend(form: CardForm, picked: PickedCard | null = null): { send: CodeSend; view: CardView | null; picked: PickedCard | null } {
  const [view, setView] = useState<CardView | null>(null);
  const answered = useRef<CardNoBackViewData | null>(null);
  const backView = useSubmit(useCardNoBackView(), { form, otherwise: 'cardNo', onAnswer: (answer) => { answered.current = answer; } });
  const sendOnly = useSendCode(useSendCustodyCode(), { variables: () => form.clean('mobile'), form, fields: CARD_FIELDS, codeField: 'code' });
  const send = {
    run: async () => {
      setView(null);
      // A picked card is one the bank took already: only its reserved mobile is typed.
      if (picked) return form.check(['mobile']) && sendOnly.run();
      if (!form.check(['cardNo', 'mobile'])) return false;
      answered.current = null;
      if (!(await backView.run(form.clean('cardNo')))) return false;
      const card = answered.current as CardNoBackViewData | null;
      if (!card?.supported) {
        form.setError('cardNo', UNSUPPORTED);
        return false;
      }
      setView({ bankName: card.bankName, cardNoView: card.cardNoView, cardNo: form.clean('cardNo') });
      return sendOnly.run();
    },
    pending: backView.pending || sendOnly.pending,
  };
  return { send, view, picked };
}

/** The three rows of a custody card, the card shown back once checked, and the banks supported. */
export function CustodyCardFields({ form, card, idPrefix }: { form: CardForm; card: ReturnType<typeof useCardCodeSend>; idPrefix: string }) {
  const banks = useSupportedBanks();
  const { send, view, picked } = card;
  return (
    <>
      {!picked && (
        <Field id={`${idPrefix}-card`} label="卡号" type="tel" inputMode="numeric" autoComplete="off" maxLength={24} placeholder={RULES.bankCard.required} {...form.field('cardNo')} />
      )}
      <Field
        id={`${idPrefix}-mobile`}
        label="预留手机"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        placeholder={picked ? `请输入预留手机号${picked.reservedMobileMask}` : RULES.bankMobile.required}
        {...form.field('mobile')}
      />
      <SmsCodeField id={`${idPrefix}-code`} {...form.field('code')} send={send} />
      {view && view.cardNo === form.clean('cardNo') && (
        <p className="ui-hint" data-testid="custody-card-view">
          请核对卡号：{view.bankName} {view.cardNoView}
        </p>
      )}
      {!picked && banks.data && banks.data.banks.length > 0 && <p className="ui-hint">支持银行：{banks.data.banks.map((b) => b.name).join('、')}</p>}
    </>
  );
}

/** The deposit password as the account's own changes ask for it (never autofilled, never kept). */
export function DepositPasswordField({ id, label = '存管密码', value, onChange, error }: { id: string; label?: string; value: string; onChange: (v: string) => void; error?: string }) {
  return <Field id={id} label={label} type="password" autoComplete="off" maxLength={16} placeholder="请输入存管密码" value={value} onChange={onChange} error={error} />;
}

/** A change went through: said in a dialog, then back to the custody home. */
export async function backToCustody(title: string, content: string): Promise<void> {
  await shell.alert({ title, content, confirmText: '好的' });
  shell.navigate('/depositeSetting', { replace: true });
}

/**
 * The bank's refusal (40403, in its own words: a balance left, the old card wrong, the same mobile) stays on
 * the form's line, where it says why nothing happened (the client's toast goes away); true when it was one.
 */
export function keptBankReason(error: ApiError, show: (message: string) => void): boolean {
  if (error.status !== SERVER_MESSAGE_STATUS || !error.serverMessage) return false;
  show(error.serverMessage);
  return true;
}

/**
 * The custody bind's card picker: a user with bound cards (user/bindcard/whetherBind) picks one the custody
 * bank takes (user/bindcard/selectLtCard) or types another. Nothing bound: nothing shown.
 */
/**
 * The bound cards the custody bank takes, to pick one instead of typing a card. It starts on the default card
 * (select) only while the user has typed nothing (`untouched`): a late answer never throws away what was typed.
 */
export function BoundCardPicker({ picked, onPick, untouched }: { picked: PickedCard | null; onPick: (card: PickedCard | null) => void; untouched: boolean }) {
  const bound = useWhetherBind();
  const cards = useLtCards(bound.data?.bound === true);
  const defaultCard = useDefaultCard(bound.data?.bound === true);
  const list = cards.data?.cards ?? [];
  // Decided once: the default card when the custody bank takes it and nothing was typed; else the user's own choice stays.
  const started = useRef(false);
  const defaultId = defaultCard.data?.card?.cardId;
  useEffect(() => {
    if (started.current) return;
    if (!untouched) {
      started.current = true;
      return;
    }
    if (!defaultId || !cards.data) return;
    started.current = true;
    const card = cards.data.cards.find((c) => c.cardId === defaultId);
    if (card) onPick(card);
  }, [defaultId, cards.data, onPick, untouched]);
  const choose = (card: PickedCard | null) => {
    started.current = true;
    onPick(card);
  };
  if (list.length === 0) return null;
  return (
    <nav className="ui-list" aria-label="已绑定的银行卡">
      {list.map((c) => (
        <button key={c.cardId} type="button" aria-pressed={picked?.cardId === c.cardId} onClick={() => choose(c)}>
          <span>{`${c.bankName}（尾号${c.cardLast4}）`}</span>
          <span className="value">{picked?.cardId === c.cardId ? '已选择' : c.isDefault ? '默认' : ''}</span>
        </button>
      ))}
      <button type="button" aria-pressed={picked === null} onClick={() => choose(null)}>
        <span>使用其他银行卡</span>
        <span className="value">{picked === null ? '已选择' : ''}</span>
      </button>
    </nav>
  );
}
