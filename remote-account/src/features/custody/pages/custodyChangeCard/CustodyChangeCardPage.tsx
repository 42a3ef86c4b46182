import { useState } from 'react';
import { CUSTODY_MESSAGES, RULES } from '@credit/shared';
import { Field, PASSWORD_PROOF_STATUSES, Steps, fieldMap, useForm, useSubmit, SubmitForm } from '@credit/shared/ui';
import { useChangeBindingCard, useChangeBindingCardNew, useDepositoryStatus } from '../../api';
import { CARD_FIELDS, CARD_KEYS, CustodyCardFields, DepositPasswordField, backToCustody, cardBody, keptBankReason, useCardCodeSend } from '../../components/custodyCard';
import '@credit/shared/ui.css';

const STEP_LABELS = ['验证原银行卡', '绑定新银行卡'];
const OLD_KEYS = { cardNo: 'bankCard', password: 'dealPassword' } as const;
const OLD_FIELDS = fieldMap<keyof typeof OLD_KEYS>({ password: PASSWORD_PROOF_STATUSES });

/**
 * Change of the custody card (ADR 037), two steps: the old card proved by its full number and the deposit
 * password (depository/changeBindingCard answers a ticket, kept in memory only), then the new card checked
 * and proved by the code sent to its reserved mobile (depository/changeBindingCardNew). A ticket that
 * expired sends the user back to step 1 with what the bank said.
 */
export default function CustodyChangeCardPage() {
  const [ticket, setTicket] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);
  return ticket ? (
    <NewCard
      ticket={ticket}
      onExpired={(message) => {
        setExpired(message);
        setTicket(null);
      }}
    />
  ) : (
    <OldCard notice={expired} onProved={setTicket} />
  );
}

function OldCard({ notice, onProved }: { notice: string | null; onProved: (ticket: string) => void }) {
  const status = useDepositoryStatus();
  const form = useForm(OLD_KEYS);
  const prove = useSubmit(useChangeBindingCard(), {
    fields: OLD_FIELDS,
    form,
    onAnswer: (answer) => onProved(answer.changeTicket),
    onRefused: (error) => keptBankReason(error, (reason) => prove.setError(reason)),
  });
  const submit = () => prove.run({ cardNo: form.clean('cardNo'), password: form.clean('password') });
  const card = status.data?.card;
  return (
    <SubmitForm className="ui-page" aria-label="验证原银行卡" form={form} submit={prove} onSubmit={submit} submitText="下一步">
      <Steps labels={STEP_LABELS} current={0} />
      {notice && <p className="ui-error" role="status">{notice}</p>}
      <div className="ui-card">
        <Field
          id="custody-old-card"
          label="原卡号"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          placeholder={card ? `请输入${card.bankName}尾号${card.cardNoMask}的完整卡号` : RULES.bankCard.required}
          {...form.field('cardNo')}
        />
        <DepositPasswordField id="custody-pwd" {...form.field('password')} />
      </div>
    </SubmitForm>
  );
}

function NewCard({ ticket, onExpired }: { ticket: string; onExpired: (message: string) => void }) {
  const form = useForm(CARD_KEYS);
  const card = useCardCodeSend(form);
  const change = useSubmit(useChangeBindingCardNew(), {
    fields: CARD_FIELDS,
    form,
    onAnswer: () => backToCustody('银行卡更换成功', '存管账户提现将到账新的银行卡。'),
    onRefused: (error) =>
      error.serverMessage === CUSTODY_MESSAGES.changeExpired ? (onExpired(error.serverMessage), true) : keptBankReason(error, (reason) => change.setError(reason)),
  });
  const submit = () => change.run({ ...cardBody(form), changeTicket: ticket });
  return (
    <SubmitForm className="ui-page" aria-label="绑定新银行卡" form={form} submit={change} onSubmit={submit} submitText="确认更换">
      <Steps labels={STEP_LABELS} current={1} />
      <div className="ui-card">
        <CustodyCardFields form={form} card={card} idPrefix="custody-new" />
      </div>
    </SubmitForm>
  );
}
