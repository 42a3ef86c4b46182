import { useState } from 'react';
import { COMPLAINT_MAX_CHARS } from '@credit/shared';
import type { ComplaintCategory } from '@credit/shared/api';
import { MessageForm, type MessageFormCopy } from '@credit/shared/ui';
import { useSaveComplaint } from '../../api';
import { ContactCard } from '../../components/ContactCard';
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
const COPY: MessageFormCopy = {
  categoryLegend: '投诉类型',
  categoryRequired: '请选择投诉类型',
  contentLabel: '投诉内容',
  contentRequired: '请填写投诉内容',
  contentPlaceholder: '请详细描述您遇到的问题，如涉及借款请注明借款时间和金额',
  mobilePlaceholder: '选填，便于我们联系您',
  submit: '提交投诉',
};

/** /complaints (spec 2.7, no login): the complaint form (saveComplaint, spec 7.7), the mailbox and the hotline. */
export default function ComplaintsPage() {
  const saveComplaint = useSaveComplaint();
  const [filed, setFiled] = useState<string | null>(null);

  if (filed) {
    return (
      <div className="ui-page">
        <div className="ui-result" role="status">
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
    <MessageForm
      idPrefix="complaint"
      categories={CATEGORIES}
      copy={COPY}
      maxChars={COMPLAINT_MAX_CHARS}
      send={saveComplaint}
      onSent={(answer) => setFiled(answer.complaintNo)}
      after={<ContactCard mailbox title="其他投诉渠道" />}
    />
  );
}
