import { useState } from 'react';
import { Link } from '@credit/shared/router';
import type { FaqData } from '@credit/shared/api';
import { useFaq } from '../../api';
import { QueryView } from '@credit/shared/ui';
import '../../components/content.css';
import '@credit/shared/ui.css';

function FaqList({ items }: { items: FaqData['items'] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  if (items.length === 0) return <div className="cnt-status">暂无常见问题</div>;
  return (
    <div className="cnt-faq">
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id}>
            <h2>
              <button type="button" aria-expanded={expanded} aria-controls={`faq-${item.id}`} onClick={() => toggle(item.id)}>
                <span className="tag">{item.category}</span>
                <span>{item.question}</span>
                <span className="chevron" aria-hidden="true">›</span>
              </button>
            </h2>
            <p className="answer" id={`faq-${item.id}`} role="region" aria-label={item.question} hidden={!expanded}>
              {item.answer}
            </p>
          </div>
        );
      })}
    </div>
  );
}

/**
 * /questions: FAQ (spec 2.7). Served by the sandbox rather than bundled: answers quote limits, fees
 * and policies that operations change without a front-end release. Answers are plain text.
 */
export default function QuestionsPage() {
  const faq = useFaq();
  return (
    <div className="ui-page">
      <QueryView query={faq}>{(data) => <FaqList items={data.items} />}</QueryView>
      <nav className="ui-links" aria-label="没有找到答案">
        <Link to="/myCustomerService">联系在线客服</Link>
        <Link to="/complaints">投诉建议</Link>
      </nav>
    </div>
  );
}
