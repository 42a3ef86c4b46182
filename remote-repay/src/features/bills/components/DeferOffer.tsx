import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { DeferQueryData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { useSubmit } from '@credit/shared/ui';
import { invalidateAfterPayment } from '../../../components/billApi';
import { useAgreeDeferral, useDeferTerms } from '../api';

/**
 * A deferral of the order's current period (spec 7.7 loan order help: defer query and read): offered
 * only when the server allows it; the terms are shown in full and must be agreed to before the call,
 * which carries exactly the day and fee shown and one Idempotency-Key for this offer.
 */
export function DeferOffer({ orderNo }: { orderNo: string }) {
  const terms = useDeferTerms(orderNo);
  const [open, setOpen] = useState(false);
  if (!terms.data) return null;
  if (!terms.data.allowed) return <p className="rp-muted" data-testid="defer-refusal">延期还款：{terms.data.reason}</p>;
  return open ? (
    <DeferTerms orderNo={orderNo} terms={terms.data} onClose={() => setOpen(false)} />
  ) : (
    <Button block fill="outline" onClick={() => setOpen(true)}>申请延期还款</Button>
  );
}

function DeferTerms({ orderNo, terms, onClose }: { orderNo: string; terms: DeferQueryData; onClose: () => void }) {
  const client = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const submit = useSubmit(useAgreeDeferral(), {
    // One key for this offer (these terms of this order): a retry after a lost answer is the same deferral.
    idempotency: { screen: 'defer', subject: `${orderNo}:${terms.newDueDay}:${terms.feeFen}` },
    // Whatever the answer, the bills and the offer are read again (a refusal may mean the terms changed).
    onSettled: () => invalidateAfterPayment(client),
    onAnswer: (done) => {
      shell.toast(`延期成功，第${done.period}期还款日已改为${done.dueDay}`);
      onClose();
    },
  });
  return (
    <section className="rp-card" aria-label="延期还款条款">
      <h2 className="rp-card-title">延期还款条款</h2>
      <dl className="rp-facts">
        <div><dt>延期期数</dt><dd>第{terms.period}期</dd></div>
        <div><dt>原还款日</dt><dd>{terms.dueDay}</dd></div>
        <div><dt>延期后还款日</dt><dd data-testid="defer-new-day">{terms.newDueDay}</dd></div>
        <div><dt>延期服务费</dt><dd data-testid="defer-fee">{formatYuan(terms.feeFen)}</dd></div>
      </dl>
      <p className="rp-hint" data-testid="defer-terms">{terms.terms}</p>
      <label className="rp-pick">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>我已阅读并同意以上延期条款</span>
      </label>
      {submit.error && <p className="ui-error" role="alert">{submit.error}</p>}
      <div className="rp-actions">
        <Button block color="primary" loading={submit.pending} disabled={!agreed || submit.pending} onClick={() => void submit.run({ orderNo, newDueDay: terms.newDueDay, feeFen: terms.feeFen })}>
          确认延期
        </Button>
        <Button block fill="none" onClick={onClose}>暂不延期</Button>
      </div>
    </section>
  );
}
