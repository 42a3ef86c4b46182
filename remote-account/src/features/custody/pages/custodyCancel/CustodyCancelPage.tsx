import { PASSWORD_PROOF_STATUSES, fieldMap, useForm, useSubmit, SubmitForm } from '@credit/shared/ui';
import { useCustodyCancellation } from '../../api';
import { DepositPasswordField, backToCustody, keptBankReason } from '../../components/custodyCard';
import '@credit/shared/ui.css';

const KEYS = { password: 'dealPassword' } as const;
const FIELDS = fieldMap<keyof typeof KEYS>({ password: PASSWORD_PROOF_STATUSES });

/**
 * Cancellation of the custody account (depository/accountCancellation, ADR 037) with the deposit password.
 * While a balance, a processing withdrawal or an unsettled custody loan remains the bank refuses, and its
 * reason is shown as it said it; the password typed stays.
 */
export default function CustodyCancelPage() {
  const form = useForm(KEYS);
  const cancel = useSubmit(useCustodyCancellation(), {
    fields: FIELDS,
    form,
    onAnswer: () => backToCustody('存管账户已注销', '如需再次使用，可重新开通存管账户。'),
    onRefused: (error) => keptBankReason(error, (reason) => cancel.setError(reason)),
  });
  const submit = () => cancel.run({ password: form.clean('password') });
  return (
    <SubmitForm
      className="ui-page"
      aria-label="注销存管账户"
      form={form}
      submit={cancel}
      onSubmit={submit}
      submitText="确认注销"
      danger
      errorTestId="custody-cancel-reason"
    >
      <p className="ui-hint">注销前请确认存管账户余额已全部提现，且没有未结清的存管借款。</p>
      <div className="ui-card">
        <DepositPasswordField id="custody-pwd" {...form.field('password')} />
      </div>
    </SubmitForm>
  );
}
