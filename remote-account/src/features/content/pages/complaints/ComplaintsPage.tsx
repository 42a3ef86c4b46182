import { useRef, useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { COMPLAINT_MAX_CHARS, failureMessage, newIdempotencyKey, validate } from '@credit/shared';
import type { ComplaintCategory } from '@credit/shared/api';
import { useSaveComplaint } from '../../api';
import { ContactCard } from '../../components/ContactCard';
import { expectedFailure, Field } from '@credit/shared/ui';
import '../../components/content.css';
import '@credit/shared/ui.css';

const CATEGORIES: { value: ComplaintCategory; label: string }[] = [
  { value: 'service', label: '服务态度' },
  { value: 'fee', label: '费用问题' },
  { value: 'collection', label: '催收问题' },
  { value: 'privacy', label: '信息安全' },
  { value: 'other', label: '其他' },
];

// This page's own prompts (the spec gives no wording for them).
const COPY = {
  categoryRequired: '请选择投诉类型',
  contentRequired: '请填写投诉内容',
  contentPlaceholder: '请详细描述您遇到的问题，如涉及借款请注明借款时间和金额',
  mobilePlaceholder: '选填，便于我们联系您',
};

type Errors = Partial<Record<'category' | 'content' | 'mobile', string>>;

/** /complaints (spec 2.7, no login): the complaint form (saveComplaint, spec 7.7), the mailbox and the hotline. */
export default function ComplaintsPage() {
  const [category, setCategory] = useState<ComplaintCategory | ''>('');
  const [content, setContent] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saveComplaint = useSaveComplaint();
  const [filed, setFiled] = useState<string | null>(null);
  // One key per distinct submission: a retry after a lost answer cannot file the complaint twice.
  const pending = useRef<{ key: string; body: string } | null>(null);

  const check = (): Errors => {
    const found: Errors = {};
    if (!category) found.category = COPY.categoryRequired;
    if (!content.trim()) found.content = COPY.contentRequired;
    // Optional: only a number that was typed is checked, with the spec 5 phone rule.
    const phone = mobile.replace(/\s/g, '');
    if (phone) found.mobile = validate('contactMobile', phone) ?? undefined;
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !category) return;
    const body = { category, content: content.trim(), ...(mobile.trim() ? { mobile: mobile.replace(/\s/g, '') } : {}) };
    const serialized = JSON.stringify(body);
    if (pending.current?.body !== serialized) pending.current = { key: newIdempotencyKey(), body: serialized };
    try {
      const { complaintNo } = await saveComplaint.mutateAsync({ body, idempotencyKey: pending.current.key });
      pending.current = null;
      setFiled(complaintNo);
    } catch (failure) {
      // What the user typed stays; the reason shows above the button (network failures were toasted).
      setFormError(failureMessage(expectedFailure(failure)));
    }
  };

  if (filed) {
    return (
      <div className="acc-page">
        <div className="acc-result" role="status">
          <h2>提交成功</h2>
          <p>
            我们已收到您的投诉，将尽快核实处理。
            <br />
            投诉编号：<span data-testid="complaint-no">{filed}</span>
          </p>
        </div>
        <ContactCard mailbox title="其他投诉渠道" />
      </div>
    );
  }

  return (
    <form className="acc-page" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <div className="acc-card">
        <fieldset className="cnt-chips" aria-describedby={errors.category ? 'complaint-category-error' : undefined}>
          <legend>投诉类型</legend>
          {CATEGORIES.map((c) => (
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
        </fieldset>
        {errors.category && <p className="cnt-form-error" id="complaint-category-error" role="alert">{errors.category}</p>}
        <div className="cnt-textarea">
          <label htmlFor="complaint-content">投诉内容</label>
          <TextArea
            id="complaint-content"
            placeholder={COPY.contentPlaceholder}
            value={content}
            onChange={(v) => {
              setContent(v);
              setErrors((prev) => ({ ...prev, content: undefined }));
            }}
            maxLength={COMPLAINT_MAX_CHARS}
            showCount
            autoSize={{ minRows: 4, maxRows: 8 }}
          />
          {errors.content && <p className="cnt-form-error" id="complaint-content-error" role="alert">{errors.content}</p>}
        </div>
        <Field
          id="complaint-mobile"
          label="联系电话"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={COPY.mobilePlaceholder}
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
      <div className="acc-actions">
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={saveComplaint.isPending}>
          提交投诉
        </Button>
      </div>
      <ContactCard mailbox title="其他投诉渠道" />
    </form>
  );
}
