import { useState } from 'react';
import { CASH_FEEDBACK_MAX_CHARS } from '@credit/shared';
import type { CashFeedbackCategory } from '@credit/shared/api';
import { MessageForm, type MessageFormCopy } from '@credit/shared/ui';
import { useCashFeedback } from '../../api';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

const FEEDBACK_CATEGORIES: { value: CashFeedbackCategory; label: string }[] = [
  { value: 'amount', label: '借款额度' },
  { value: 'rate', label: '利率费用' },
  { value: 'process', label: '借款流程' },
  { value: 'disburse', label: '放款到账' },
  { value: 'other', label: '其他' },
];

// This page's own prompts (the spec gives no wording for them).
export const FEEDBACK_COPY: MessageFormCopy = {
  categoryLegend: '反馈类型',
  categoryRequired: '请选择反馈类型',
  contentLabel: '反馈内容',
  contentRequired: '请填写反馈内容',
  contentPlaceholder: '请描述您在借款中遇到的问题或建议',
  mobilePlaceholder: '选填，便于我们联系您',
  submit: '提交反馈',
};

/** /cashFeedback (spec 2.4, 7.3 cash micropay feedBack): feedback about borrowing; a failure keeps what was typed. */
export default function CashFeedbackPage() {
  const feedback = useCashFeedback();
  const [sent, setSent] = useState<string | null>(null);

  if (sent) {
    return (
      <div className="loan-result" role="status">
        <h2>提交成功</h2>
        <p>感谢您的反馈，我们会认真处理。</p>
        <p>反馈编号：<span data-testid="feedback-no">{sent}</span></p>
      </div>
    );
  }
  return (
    <MessageForm
      idPrefix="feedback"
      categories={FEEDBACK_CATEGORIES}
      copy={FEEDBACK_COPY}
      maxChars={CASH_FEEDBACK_MAX_CHARS}
      send={feedback}
      onSent={(answer) => setSent(answer.feedbackNo)}
    />
  );
}
