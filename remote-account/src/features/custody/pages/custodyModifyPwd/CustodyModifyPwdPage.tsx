import { Link } from '@credit/shared/router';
import { CONFIRM_PASSWORD_STATUSES, Field, NEW_PASSWORD_STATUSES, PASSWORD_PROOF_STATUSES, fieldMap, useForm, useSubmit, SubmitForm } from '@credit/shared/ui';
import { useModifyDepositPwd } from '../../api';
import { DepositPasswordField, backToCustody, keptBankReason } from '../../components/custodyCard';
import '@credit/shared/ui.css';

const KEYS = { oldPassword: 'dealPassword', password: 'dealPassword', confirmPassword: 'dealPassword' } as const;
const FIELDS = fieldMap<keyof typeof KEYS>({ oldPassword: PASSWORD_PROOF_STATUSES, password: NEW_PASSWORD_STATUSES, confirmPassword: CONFIRM_PASSWORD_STATUSES });

/**
 * Change of the deposit password (depository/modifyDepositPwd, ADR 037): the old one, the new one twice.
 * A wrong old one (2006, daily cap 2016) is said under it; the new pair's refusals (2014, 2015) under theirs.
 */
export default function CustodyModifyPwdPage() {
  const form = useForm(KEYS);
  const change = useSubmit(useModifyDepositPwd(), {
    fields: FIELDS,
    form,
    onAnswer: () => backToCustody('存管密码修改成功', '请牢记新的存管密码，更换银行卡、修改预留手机号和注销存管账户时需要使用。'),
    onRefused: (error) => keptBankReason(error, (reason) => change.setError(reason)),
  });
  const submit = () => change.run({ oldPassword: form.clean('oldPassword'), password: form.clean('password'), confirmPassword: form.clean('confirmPassword') });
  return (
    <SubmitForm
      className="ui-page"
      aria-label="修改存管密码"
      form={form}
      submit={change}
      onSubmit={submit}
      submitText="确认修改"
      after={
        <div className="ui-links">
          <span />
          <Link to="/custodyResetPwd">忘记存管密码？</Link>
        </div>
      }
    >
      <div className="ui-card">
        <DepositPasswordField id="custody-old" label="原密码" {...form.field('oldPassword')} />
        <Field id="custody-new" label="新密码" type="password" autoComplete="off" maxLength={16} placeholder="6-16位字母和数字" {...form.field('password')} />
        <Field id="custody-confirm" label="确认密码" type="password" autoComplete="off" maxLength={16} placeholder="请再次输入新密码" {...form.field('confirmPassword')} />
      </div>
    </SubmitForm>
  );
}
