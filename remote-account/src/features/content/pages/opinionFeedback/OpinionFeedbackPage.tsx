import { useState } from 'react';
import { FEEDBACK_MAX_CHARS, FEEDBACK_TYPE_TITLES, FEEDBACK_TYPES } from '@credit/shared';
import type { FeedbackType } from '@credit/shared/api';
import { MessageForm, type MessageFormCopy } from '@credit/shared/ui';
import { useOpinionFeedback } from '../../api';
import '../../components/content.css';
import '@credit/shared/ui.css';

const TYPES = FEEDBACK_TYPES.map((value) => ({ value, label: FEEDBACK_TYPE_TITLES[value] }));

// This page's own prompts (the spec gives no wording for them).
const COPY: MessageFormCopy = {
  categoryLegend: '反馈类型',
  categoryRequired: '请选择反馈类型',
  contentLabel: '反馈内容',
  contentRequired: '请填写反馈内容',
  contentPlaceholder: '请描述您的建议或遇到的问题',
  mobilePlaceholder: '选填，便于我们联系您',
  submit: '提交反馈',
};

/**
 * /opinionFeedback (issue 28, spec 7.7 opinionFeedback; the header's feedback icon, spec 2.11): a type,
 * the text and an optional phone. The server's refusals (too short, the daily limit) show above the
 * button and everything typed stays.
 */
export default function OpinionFeedbackPage() {
  const send = useOpinionFeedback();
  const [sent, setSent] = useState<string | null>(null);
  if (sent) {
    return (
      <div className="ui-page">
        <div className="ui-result" role="status">
          <h2>提交成功</h2>
          <p>
            感谢您的反馈，我们会认真查看。
            <br />
            反馈编号：<span data-testid="feedback-no">{sent}</span>
          </p>
        </div>
      </div>
    );
  }
  return (
    <MessageForm<FeedbackType, { feedbackNo: string }>
      idPrefix="feedback"
      categories={TYPES}
      copy={COPY}
      maxChars={FEEDBACK_MAX_CHARS}
      send={send}
      onSent={(answer) => setSent(answer.feedbackNo)}
    />
  );
}
