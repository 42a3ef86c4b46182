import { useState } from 'react';
import { Button } from 'antd-mobile';
import { repaysOnPlatform, shell } from '@credit/shared';
import type { BillItem } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView } from '@credit/shared/ui';
import { useBillList } from '../../../../components/billApi';
import { BillRow } from '../../../../components/BillRow';
import { OverdueNotice } from '../../../../components/OverdueNotice';
import { billIdsOf, initialChoice, payableBills, toggleBill } from '../../../../components/periodChoice';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * Merged-bill repayment, choosing (spec 2.2 /merge-bill-list, 4.6): unpaid bills of every order, the
 * period rules per order (an earlier unpaid period comes along; overdue ones cannot be left out); the
 * server then makes the repayment and quotes it on the cashier desk (`?kind=merged&billIds=`). Bills of
 * an order a partner repays on its own path are not offered: the server refuses them (ADR 036).
 */
export default function MergeBillListPage() {
  const list = useBillList('unpaid');
  return (
    <div className="rp-page">
      <QueryView
        query={list}
        isEmpty={(d) => mergeable(d.bills).length === 0}
        empty={<section className="rp-card rp-result"><h2>暂无待还账单</h2></section>}
      >
        {(d) => <Choice bills={payableBills(mergeable(d.bills))} />}
      </QueryView>
    </div>
  );
}

/** The bills merged repayment may take: those of orders repaid on the platform's path (ADR 036). */
export const mergeable = (bills: readonly BillItem[]): BillItem[] => bills.filter((b) => repaysOnPlatform(b.repayPath));

function Choice({ bills }: { bills: BillItem[] }) {
  const [chosen, setChosen] = useState(() => initialChoice(bills));
  const [refusal, setRefusal] = useState<string | null>(null);
  const picked = bills.filter((b) => chosen.has(b.billId));
  const toggle = (billId: string) => {
    const next = toggleBill(bills, chosen, billId);
    setRefusal(next.refused);
    setChosen(next.chosen);
  };
  return (
    <>
      <OverdueNotice bills={bills} />
      <section className="rp-card" aria-label="选择账单">
        <h2 className="rp-card-title">选择要一起还的账单</h2>
        {bills.map((b) => (
          <label key={b.billId} className="rp-pick">
            <input type="checkbox" checked={chosen.has(b.billId)} onChange={() => toggle(b.billId)} aria-label={`${b.orderNo} 第${b.period}期`} />
            <BillRow bill={b} />
          </label>
        ))}
        {refusal && <p className="ui-error" role="alert">{refusal}</p>}
      </section>
      <p className="rp-hint">
        已选 {picked.length} 期，按今日计约 {formatYuan(picked.reduce((n, b) => n + b.dueFen, 0))}，以收银台的金额为准
      </p>
      <div className="rp-actions">
        <Button block color="primary" size="large" disabled={picked.length === 0} onClick={() => shell.navigate(`/cashier_desk?kind=merged&billIds=${billIdsOf(bills, chosen)}`)}>
          合并还款
        </Button>
      </div>
    </>
  );
}
