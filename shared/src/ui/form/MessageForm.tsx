import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { TextArea } from 'antd-mobile';
import { validate } from '@credit/shared';
import { Field } from './Field';
import { SubmitForm } from './SubmitForm';
import { useSubmit, type Keyed } from './useSubmit';

/** A page's own words for the form (the spec gives none for these prompts). */
export interface MessageFormCopy {
  categoryLegend: string;
  categoryRequired: string;
  contentLabel: string;
  contentRequired: string;
  contentPlaceholder: string;
  mobilePlaceholder: string;
  submit: string;
}

export interface MessageBody<C extends string> {
  category: C;
  content: string;
  mobile?: string;
}

/** What the form's mutation is called with: the message and its Idempotency-Key. */
export interface MessageSend<C extends string> extends Keyed {
  body: MessageBody<C>;
}

export type MessageErrors = Partial<Record<'category' | 'content' | 'mobile', string>>;

/** What the form says is wrong, before any call: a category, some text, and a typed phone number passing spec 5. */
export function checkMessage(copy: Pick<MessageFormCopy, 'categoryRequired' | 'contentRequired'>, category: string, content: string, mobile: string): MessageErrors {
  const found: MessageErrors = {};
  if (!category) found.category = copy.categoryRequired;
  if (!content.trim()) found.content = copy.contentRequired;
  // Optional: only a number that was typed is checked.
  const phone = mobile.replace(/\s/g, '');
  if (phone) {
    const wrong = validate('contactMobile', phone);
    if (wrong) found.mobile = wrong;
  }
  return found;
}

/**
 * A message to the company with a category, some text and an optional phone number: a complaint
 * (/complaints), feedback about borrowing (/cashFeedback). One Idempotency-Key per distinct message
 * (the submit path's 'per-intent' key), so a retry after a lost answer cannot file it twice; a refusal
 * shows its reason above the button and keeps everything typed.
 */
export function MessageForm<C extends string, A>({
  idPrefix, categories, copy, maxChars, send, onSent, after,
}: {
  idPrefix: string;
  categories: ReadonlyArray<{ value: C; label: string }>;
  copy: MessageFormCopy;
  maxChars: number;
  /** The area's mutation that files the message. */
  send: UseMutationResult<A, unknown, MessageSend<C>>;
  /** The filed message's answer: the page says so. */
  onSent: (answer: A) => void;
  /** Shown under the button (other channels). */
  after?: ReactNode;
}) {
  const [category, setCategory] = useState<C | ''>('');
  const [content, setContent] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<MessageErrors>({});
  const submit = useSubmit(send, { idempotency: 'per-intent', onAnswer: onSent });
  const clear = (field: keyof MessageErrors) => setErrors((prev) => ({ ...prev, [field]: undefined }));

  const checked = () => {
    const found = checkMessage(copy, category, content, mobile);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const file = () => {
    if (!category) return;
    const phone = mobile.replace(/\s/g, '');
    // What the user typed stays whatever the answer; a refusal shows above the button.
    return submit.run({ body: { category, content: content.trim(), ...(phone ? { mobile: phone } : {}) } });
  };

  return (
    <SubmitForm className="ui-page" alsoCheck={checked} submit={submit} onSubmit={file} submitText={copy.submit} after={after}>
      <div className="ui-card">
        <fieldset className="ui-chips" aria-describedby={errors.category ? `${idPrefix}-category-error` : undefined}>
          <legend>{copy.categoryLegend}</legend>
          {categories.map((c) => (
            <label key={c.value}>
              <input type="radio" name="category" value={c.value} checked={category === c.value} onChange={() => { setCategory(c.value); clear('category'); }} />
              {c.label}
            </label>
          ))}
        </fieldset>
        {errors.category && <p className="ui-field-error" id={`${idPrefix}-category-error`} role="alert">{errors.category}</p>}
        <div className="ui-textarea">
          <label htmlFor={`${idPrefix}-content`}>{copy.contentLabel}</label>
          <TextArea
            id={`${idPrefix}-content`}
            placeholder={copy.contentPlaceholder}
            value={content}
            onChange={(v) => { setContent(v); clear('content'); }}
            maxLength={maxChars}
            showCount
            autoSize={{ minRows: 4, maxRows: 8 }}
          />
          {errors.content && <p className="ui-field-error" role="alert">{errors.content}</p>}
        </div>
        <Field
          id={`${idPrefix}-mobile`}
          label="联系电话"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={copy.mobilePlaceholder}
          maxLength={13}
          value={mobile}
          onChange={(v) => { setMobile(v); clear('mobile'); }}
          error={errors.mobile}
        />
      </div>
    </SubmitForm>
  );
}
