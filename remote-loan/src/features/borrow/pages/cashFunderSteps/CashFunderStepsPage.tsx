import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { FUNDER_STEP_INFO, INCOME_LEVEL_TITLES, INCOME_LEVELS, lendersText, MESSAGES, PATTERNS, shell } from '@credit/shared';
import type { ExtendInfoData, FunderStep, FunderStepsData } from '@credit/shared/api';
import { fieldMap, QueryView, SMS_CODE_STATUSES, SmsCodeField, useSendCode, useSubmit, useSubmitForm } from '@credit/shared/ui';
import { profileExtrasOk, ProfileFields, useDictionaries, useExtendInfo, useProfileForm, type Dictionaries } from '../../../../components/profile/ProfileFields';
import { routerProfileBody, type ProfileValues } from '../../../../components/profile/profileForm';
import { useCodeStep, useCodeStepApply, useFunderStep, useFunderSteps, type CodeStepCalls } from '../../api';
import { OrderPage } from '../../components/params';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

/** The code's refusals (wrong, expired, too many tries) belong to the code field. */
const CODE_FIELDS = fieldMap({ code: SMS_CODE_STATUSES });

/**
 * The steps the order's funder needs before it lends (ADR 033, /cashFunderSteps?orderNo=), shown only for
 * an order routed to a partner: the steps in order, done or not, and the form of the next one. Each is
 * recorded by the server as it is done, so a reload (or a failure) comes back to the step still open;
 * once none is left the confirm page follows.
 */
export default function CashFunderStepsPage() {
  return <OrderPage>{(orderNo) => <Steps orderNo={orderNo} />}</OrderPage>;
}

function Steps({ orderNo }: { orderNo: string }) {
  const steps = useFunderSteps(orderNo);
  const next = steps.data?.next;
  useEffect(() => {
    if (next === null) shell.navigate(`/cashConfirm?orderNo=${orderNo}`, { replace: true });
  }, [next, orderNo]);
  return (
    <div className="loan-page">
      <QueryView query={steps}>{(d) => (d.next ? <StepsView data={d} next={d.next} /> : null)}</QueryView>
    </div>
  );
}

function StepsView({ data, next }: { data: FunderStepsData; next: FunderStep }) {
  return (
    <>
      <section className="loan-card" aria-label="资金方认证">
        <p className="ui-hint" data-testid="loan-lender">出借人：{lendersText(data.creditors)}</p>
        <p className="ui-hint">本笔借款由以上机构出借，借款前需完成以下步骤</p>
        <ol className="loan-steps">
          {data.steps.map((s) => (
            <li key={s.step} data-testid="funder-step" data-done={s.done} aria-current={s.step === next ? 'step' : undefined}>
              {FUNDER_STEP_INFO[s.step].title}（{s.done ? '已完成' : '未完成'}）
            </li>
          ))}
        </ol>
      </section>
      {/* A fresh form per step: what was typed for one step is not carried into the next. */}
      <section className="loan-card" aria-label={FUNDER_STEP_INFO[next].title} key={next}>
        <h2>{FUNDER_STEP_INFO[next].title}</h2>
        <StepForm orderNo={data.orderNo} step={next} />
      </section>
    </>
  );
}

/** The next step's form, as the partner table describes it. */
function StepForm({ orderNo, step }: { orderNo: string; step: FunderStep }) {
  const form = FUNDER_STEP_INFO[step].form;
  switch (form.kind) {
    case 'action':
      return <ActionStep orderNo={orderNo} path={form.path} label={form.label} hint={form.hint} />;
    case 'income':
      return <IncomeStep orderNo={orderNo} path={form.path} />;
    case 'profile':
      return <ProfileStep orderNo={orderNo} path={form.path} />;
    case 'code':
      return <CodeStepForm orderNo={orderNo} step={step} calls={form} />;
  }
}

function ActionStep({ orderNo, path, label, hint }: { orderNo: string; path: string; label: string; hint: string }) {
  const submit = useSubmit(useFunderStep());
  return (
    <>
      <p className="ui-hint">{hint}</p>
      {submit.error && <p className="ui-error" role="alert">{submit.error}</p>}
      <Button block color="primary" disabled={submit.pending} onClick={() => void submit.run({ path, body: { orderNo } })}>{label}</Button>
    </>
  );
}

/** The partner's label of the user: the monthly income band, required. */
function IncomeStep({ orderNo, path }: { orderNo: string; path: string }) {
  const [incomeLevel, setIncomeLevel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmit(useFunderStep());
  const incomeChosen = () => {
    const missing = !incomeLevel ? '请选择月收入' : null;
    setProblem(missing);
    return !missing;
  };
  const { formProps, submitButtonProps, errorLine } = useSubmitForm({
    alsoCheck: incomeChosen,
    submit,
    onSubmit: () => submit.run({ path, body: { orderNo, incomeLevel } }),
    error: problem ?? submit.error,
    emptyLine: false,
    pendingAs: 'disabled',
  });
  return (
    <form {...formProps}>
      <label className="loan-row">
        <span>月收入</span>
        <select value={incomeLevel} onChange={(e) => { setIncomeLevel(e.target.value); setProblem(null); }}>
          <option value="" disabled>请选择</option>
          {INCOME_LEVELS.map((c) => <option key={c} value={c}>{INCOME_LEVEL_TITLES[c]}</option>)}
        </select>
      </label>
      {errorLine}
      <Button block color="primary" {...submitButtonProps}>提交</Button>
    </form>
  );
}

/**
 * The credit-router profile set (customer/crawlerData): the supplementary profile's own fields and
 * rules (ProfileFields), opened with what the user saved there (customer/extendInfo) and editable; the
 * answers go to the funder only, the saved profile stays as it is. A failed check or refusal keeps
 * everything typed.
 */
function ProfileStep({ orderNo, path }: { orderNo: string; path: string }) {
  const dictionaries = useDictionaries();
  const saved = useExtendInfo();
  return (
    <QueryView query={dictionaries} failedTitle={MESSAGES.dictionaryFailed}>
      {(dicts) => <QueryView query={saved}>{(s) => <RouterProfileForm orderNo={orderNo} path={path} dicts={dicts} saved={s} />}</QueryView>}
    </QueryView>
  );
}

function RouterProfileForm({ orderNo, path, dicts, saved }: { orderNo: string; path: string; dicts: Dictionaries; saved: ExtendInfoData }) {
  const form = useProfileForm(saved);
  const submit = useSubmit(useFunderStep());
  const { formProps, submitButtonProps, errorLine } = useSubmitForm({
    form,
    alsoCheck: () => profileExtrasOk(form),
    submit,
    onSubmit: () => submit.run({ path, body: { orderNo, ...routerProfileBody(form.values as ProfileValues) } }),
    emptyLine: false,
    pendingAs: 'disabled',
  });
  return (
    <form aria-label="资金方个人资料" {...formProps}>
      <ProfileFields form={form} dicts={dicts} idPrefix="rp" />
      {errorLine}
      <Button block color="primary" {...submitButtonProps}>提交</Button>
    </form>
  );
}

/** A partner's signing (main or jg) or payment verification: a code to the card's reserved mobile, then confirmed. */
function CodeStepForm({ orderNo, step, calls }: { orderNo: string; step: FunderStep; calls: CodeStepCalls }) {
  const state = useCodeStep(orderNo, step);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const form = { setError: (_field: 'code', message: string | undefined) => setCodeError(message) };
  const send = useSendCode(useCodeStepApply(step), { variables: () => orderNo, form, fields: CODE_FIELDS, codeField: 'code' });
  const submit = useSubmit(useFunderStep(), { fields: CODE_FIELDS, form });
  const codeOk = () => {
    const problem = PATTERNS.smsCode.test(code) ? undefined : '请输入6位验证码';
    setCodeError(problem);
    return !problem;
  };
  const { formProps, submitButtonProps, errorLine } = useSubmitForm({
    alsoCheck: codeOk,
    submit,
    onSubmit: () => submit.run({ path: calls.confirm, body: { orderNo, code } }),
    emptyLine: false,
    pendingAs: 'disabled',
  });
  return (
    <QueryView query={state} loading={null}>
      {(s) => (
        <form {...formProps}>
          <p className="ui-hint">验证码将发送至{s.bankName}（{s.cardNo.slice(-4)}）的银行预留手机号 {s.mobile}</p>
          {/* The resend wait is kept per order and step: a reload right after a send goes on with it. */}
          <SmsCodeField id="funder-step-code" value={code} onChange={(v) => { setCode(v); setCodeError(undefined); }} error={codeError} send={send} keepSentAs={`funderStep:${orderNo}:${step}`} />
          {errorLine}
          <Button block color="primary" {...submitButtonProps}>{calls.confirmLabel}</Button>
        </form>
      )}
    </QueryView>
  );
}
