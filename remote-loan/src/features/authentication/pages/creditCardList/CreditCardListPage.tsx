import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { CREDIT_STATUS, MESSAGES } from '@credit/shared';
import type { CreditCardBanksData, CreditCardStatusData } from '@credit/shared/api';
import { Field, fieldMap, QueryView, SMS_CODE_STATUSES, useForm, useSubmit, useSubmitForm } from '@credit/shared/ui';
import { useCreditCardBanks, useCreditCardLogin, useCreditCards, useCreditCardVerify } from '../../api';
import { Select } from '../../../../components/profile/Select';
import '@credit/shared/ui.css';
import '../../components/authentication.css';

const LOGIN_RULES = { bank: 'bank', cardNo: 'bankCard', password: null } as const;
const VERIFY_RULES = { code: 'smsCode' } as const;
const PASSWORD_REQUIRED = '请输入网银登录密码';
/** The bank's code refusals (wrong, expired, too many tries) belong to the code field. */
const VERIFY_FIELDS = fieldMap({ code: SMS_CODE_STATUSES });

/**
 * Credit-card bank authentication (spec 7.6 "Credit card bank, login, status, verify", route
 * creditCardList): the authenticated cards, then a bank, its login (the sandbox accepts a documented
 * test password), an SMS verify step for banks that ask, and the task's state polled until it settles.
 */
export default function CreditCardListPage() {
  const cards = useCreditCards();
  const banks = useCreditCardBanks();
  return (
    <div className="auth-page">
      <QueryView query={cards}>{(c) => <CardList data={c} />}</QueryView>
      <QueryView query={banks} failedTitle={MESSAGES.dictionaryFailed}>{(b) => <LoginForm banks={b.banks} />}</QueryView>
    </div>
  );
}

function CardList({ data }: { data: CreditCardStatusData }) {
  return (
    <section className="auth-card" aria-labelledby="cc-list">
      <h2 id="cc-list">已认证信用卡</h2>
      {data.status === CREDIT_STATUS.processing && (
        <p role="status"><DotLoading /> 认证中，请稍候</p>
      )}
      {data.cards.length === 0 && data.status !== CREDIT_STATUS.processing && <p className="ui-hint">暂无已认证的信用卡</p>}
      <ul aria-label="已认证信用卡列表">
        {data.cards.map((c, i) => (
          <li key={`${c.bankName}-${c.cardLast4}-${i}`}>{c.bankName}（尾号{c.cardLast4}）</li>
        ))}
      </ul>
    </section>
  );
}

function LoginForm({ banks }: { banks: CreditCardBanksData['banks'] }) {
  const form = useForm(LOGIN_RULES);
  const verifyForm = useForm(VERIFY_RULES);
  const [taskId, setTaskId] = useState<string | null>(null);
  // A refusal: the bank's reason (toasted, or on the form line); everything typed stays.
  const login = useSubmit(useCreditCardLogin(), {
    onAnswer: (task) => {
      form.set('password', '');
      if (task.needVerify) setTaskId(task.taskId);
    },
  });
  const verify = useSubmit(useCreditCardVerify(), {
    fields: VERIFY_FIELDS,
    form: verifyForm,
    onAnswer: () => {
      setTaskId(null);
      verifyForm.set('code', '');
    },
  });

  // The password has no rule of the table: its message is set next to the fields' check.
  const passwordTyped = () => {
    if (!form.values.password) form.setError('password', PASSWORD_REQUIRED);
    return !!form.values.password;
  };
  const loginForm = useSubmitForm({
    form,
    alsoCheck: passwordTyped,
    submit: login,
    onSubmit: () => login.run({ bankCode: form.values.bank, cardNo: form.clean('cardNo'), password: form.values.password }),
    emptyLine: false,
    pendingAs: 'disabled',
  });
  const codeForm = useSubmitForm({
    form: verifyForm,
    submit: verify,
    onSubmit: () => (taskId ? verify.run({ taskId, code: verifyForm.clean('code') }) : undefined),
    emptyLine: false,
    pendingAs: 'disabled',
  });

  if (taskId) {
    return (
      <section className="auth-card">
        <form {...codeForm.formProps}>
          <h2>短信验证</h2>
          <p className="ui-hint">请输入银行发送的短信验证码</p>
          <Field id="cc-code" label="验证码" inputMode="numeric" maxLength={6} {...verifyForm.field('code')} />
          {codeForm.errorLine}
          <div className="auth-actions">
            <Button block color="primary" size="large" {...codeForm.submitButtonProps}>验证</Button>
          </div>
        </form>
      </section>
    );
  }

  return (
    <section className="auth-card">
      <form {...loginForm.formProps}>
        <h2>添加信用卡</h2>
        <Select id="cc-bank" label="发卡银行" options={banks.map((b) => ({ value: b.code, label: b.name }))} {...form.field('bank')} />
        <Field id="cc-cardNo" label="信用卡号" inputMode="numeric" maxLength={23} {...form.field('cardNo')} />
        <Field id="cc-password" label="网银密码" type="password" maxLength={32} autoComplete="off" {...form.field('password')} />
        {loginForm.errorLine}
        <div className="auth-actions">
          <Button block color="primary" size="large" {...loginForm.submitButtonProps}>登录认证</Button>
        </div>
      </form>
    </section>
  );
}
