import { useRef, useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { failureMessage, newIdempotencyKey, validate } from '@credit/shared';
import { CASH_FEEDBACK_MAX_CHARS, type CashFeedbackCategory } from '@credit/shared/api';
import { expectedFailure, Field } from '@credit/shared/ui';
import { useCashFeedback } from '../../api';
import '@credit/shared/ui.css';
import '../../components/borrow.css';

export const FEEDBACK_CATEGORIES: { value: CashFeedbackCategory; label: string }[] = [
  { value: 'amount', label: '借款额度' },
  { value: 'rate', label: '利率费用' },
  { value: 'process', label: '借款流程' },
  { value: 'disburse', label: '放款到账' },
  { value: 'other', label: '其他' },
];

// This page's own prompts (the spec gives no wording for them).
export const FEEDBACK_COPY = {
  categoryRequired: '请选择反馈类型',
  contentRequired: '请填写反馈内容',
  contentPlaceholder: '请描述您在借款中遇到的问题或建议',
  mobilePlaceholder: '选填，便于我们联系您',
};

type Errors = Partial<Record<'category' | 'content' | 'mobile', string>>;

/** What the form says is wrong, before any call: a category, some text, and a typed phone number must pass spec 5. */
export function checkFeedback(category: string, content: string, mobile: string): Errors {
  const found: Errors = {};
  if (!category) found.category = FEEDBACK_COPY.categoryRequired;
  if (!content.trim()) found.content = FEEDBACK_COPY.contentRequired;
  const phone = mobile.replace(/\s/g, '');
  if (phone) {
    const wrong = validate('contactMobile', phone);
    if (wrong) found.mobile = wrong;
  }
  return found;
}

/** /cashFeedback (spec 2.4, 7.3 cash micropay feedBack): feedback about borrowing; a failure keeps what was typed. */
export default function CashFeedbackPage() {
  const [category, setCategory] = useState<CashFeedbackCategory | ''>('');
  const [content, setContent] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const feedback = useCashFeedback();
  // One key per distinct submission: a retry after a lost answer cannot store the feedback twice.
  const pending = useRef<{ key: string; body: string } | null>(null);

  const submit = async () => {
    const found = checkFeedback(category, content, mobile);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !category) return;
    const phone = mobile.replace(/\s/g, '');
    const body = { category, content: content.trim(), ...(phone ? { mobile: phone } : {}) };
    const serialized = JSON.stringify(body);
    if (pending.current?.body !== serialized) pending.current = { key: newIdempotencyKey(), body: serialized };
    try {
      const { feedbackNo } = await feedback.mutateAsync({ body, idempotencyKey: pending.current.key });
      pending.current = null;
      setSent(feedbackNo);
    } catch (failure) {
      // What the user typed stays; the reason shows above the button (a network failure was toasted).
      setFormError(failureMessage(expectedFailure(failure)) ?? '提交失败，请稍后重试');
    }
  };

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
    <form className="loan-page" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <div className="loan-card">
        <fieldset className="loan-choice" aria-describedby={errors.category ? 'feedback-category-error' : undefined}>
          <legend>反馈类型</legend>
          <div className="loan-options">
            {FEEDBACK_CATEGORIES.map((c) => (
              <label key={c.value}>
                <input
                  type="radio"
                  name="category"
                  value={c.value}
                  checked={category === c.value}
                  onChange={() => {
                    setCategory(c.value);
                    setErrors((prev) => ({ ...prev, category: undefined }));
                  }}
                />
                {c.label}
              </label>
            ))}
          </div>
        </fieldset>
        {errors.category && <p className="acc-error" id="feedback-category-error" role="alert">{errors.category}</p>}
        <div className="loan-textarea">
          <label htmlFor="feedback-content">反馈内容</label>
          <TextArea
            id="feedback-content"
            placeholder={FEEDBACK_COPY.contentPlaceholder}
            value={content}
            onChange={(v) => {
              setContent(v);
              setErrors((prev) => ({ ...prev, content: undefined }));
            }}
            maxLength={CASH_FEEDBACK_MAX_CHARS}
            showCount
            autoSize={{ minRows: 4, maxRows: 8 }}
          />
          {errors.content && <p className="acc-error" role="alert">{errors.content}</p>}
        </div>
        <Field
          id="feedback-mobile"
          label="联系电话"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={FEEDBACK_COPY.mobilePlaceholder}
          maxLength={13}
          value={mobile}
          onChange={(v) => {
            setMobile(v);
            setErrors((prev) => ({ ...prev, mobile: undefined }));
          }}
          error={errors.mobile}
        />
      </div>
      <p className="acc-error" role="alert">{formError}</p>
      <div className="loan-actions">
        <Button block color="primary" size="large" type="submit" loading={feedback.isPending}>
          提交反馈
        </Button>
      </div>
    </form>
  );
}
