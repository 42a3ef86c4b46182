import { useState } from 'react';
import { Button } from 'antd-mobile';
import { MESSAGES, shell } from '@credit/shared';
import type { InvestigateData, Occupation, RepaySource } from '@credit/shared/api';
import { QueryView, useSubmit, useSubmitForm } from '@credit/shared/ui';
import { useInvestigation, useSaveInvestigation } from '../../api';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

export const OCCUPATION_LABELS: Record<Occupation, string> = {
  employed: '在职上班族',
  selfEmployed: '个体经营者',
  freelance: '自由职业',
  retired: '退休',
  unemployed: '待业',
  student: '全日制在校学生',
};
export const REPAY_SOURCE_LABELS: Record<RepaySource, string> = {
  salary: '工资收入',
  business: '经营收入',
  investment: '投资收益',
  other: '其他合法收入',
};
// This page's own wording (the spec names the questionnaire, not its text).
export const INVESTIGATE_COPY = {
  declaration: '本人承诺本次借款不用于购房（含首付）、证券、期货、理财等投资，不用于任何法律法规禁止的用途。',
  answerAll: '请完成全部问题',
  saved: '已保存',
};

export interface Answers {
  occupation: Occupation | '';
  repaySource: RepaySource | '';
  declared: boolean;
}

/** Why the answers cannot be saved yet: a student is refused (spec 1), every question needs an answer. */
export function blockOf(a: Answers): string | null {
  if (a.occupation === 'student') return MESSAGES.studentReminder;
  if (!a.occupation || !a.repaySource || !a.declared) return INVESTIGATE_COPY.answerAll;
  return null;
}

/** /loanInvestigate (spec 2.4, login): the pre-loan questionnaire (贷前调查); re-opening shows the saved answers. */
export default function LoanInvestigatePage() {
  const saved = useInvestigation();
  return (
    <div className="loan-page">
      <QueryView query={saved}>{(d) => <Questionnaire saved={d} />}</QueryView>
    </div>
  );
}

function Questionnaire({ saved }: { saved: InvestigateData }) {
  const [answers, setAnswers] = useState<Answers>({ occupation: saved.occupation, repaySource: saved.repaySource, declared: saved.purposeDeclared });
  const [tried, setTried] = useState(false);
  const save = useSubmit(useSaveInvestigation(), { onAnswer: () => shell.toast(INVESTIGATE_COPY.saved) });
  const block = blockOf(answers);
  const student = answers.occupation === 'student';
  const set = (patch: Partial<Answers>) => {
    setAnswers((a) => ({ ...a, ...patch }));
    save.setError(null);
  };

  const answered = () => {
    setTried(true);
    return !block;
  };
  const { formProps, submitButtonProps, errorLine } = useSubmitForm({
    alsoCheck: answered,
    submit: save,
    onSubmit: () => save.run({ occupation: answers.occupation as Occupation, repaySource: answers.repaySource as RepaySource, purposeDeclared: '1' }),
    // Until the call refuses, the line says what is missing (a student is told above, by the notice).
    error: save.error ?? (tried && block && !student ? block : null),
  });

  return (
    <form {...formProps} aria-label="贷前调查">
      {saved.saved && <p className="ui-hint ui-lead" data-testid="investigate-saved">您已提交过调查，可修改后重新保存</p>}
      <div className="loan-card">
        <fieldset className="loan-choice">
          <legend>您目前的职业状态</legend>
          <div className="loan-options">
            {(Object.keys(OCCUPATION_LABELS) as Occupation[]).map((o) => (
              <label key={o}>
                <input type="radio" name="occupation" value={o} checked={answers.occupation === o} onChange={() => set({ occupation: o })} />
                {OCCUPATION_LABELS[o]}
              </label>
            ))}
          </div>
        </fieldset>
        {student && <p className="loan-notice" role="alert" data-testid="student-notice">{MESSAGES.studentReminder}</p>}
        <fieldset className="loan-choice" disabled={student}>
          <legend>您的主要还款来源</legend>
          <div className="loan-options">
            {(Object.keys(REPAY_SOURCE_LABELS) as RepaySource[]).map((r) => (
              <label key={r}>
                <input type="radio" name="repaySource" value={r} checked={answers.repaySource === r} onChange={() => set({ repaySource: r })} />
                {REPAY_SOURCE_LABELS[r]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="loan-choice" disabled={student}>
          <legend>借款用途声明</legend>
          <label className="loan-declare" htmlFor="investigate-declare">
            <input id="investigate-declare" type="checkbox" checked={answers.declared} onChange={(e) => set({ declared: e.target.checked })} />
            <span>{INVESTIGATE_COPY.declaration}</span>
          </label>
        </fieldset>
      </div>
      {errorLine}
      <div className="loan-actions">
        <Button block color="primary" size="large" {...submitButtonProps} disabled={student}>
          提交
        </Button>
      </div>
    </form>
  );
}
