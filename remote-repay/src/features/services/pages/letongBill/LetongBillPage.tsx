import { Button } from 'antd-mobile';
import { shell } from '@credit/shared';
import type { LetongBillData } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { QueryView, GuestGate } from '@credit/shared/ui';
import { useLetongBill } from '../../api';
import '@credit/shared/ui.css';
import '../../../../components/repay.css';

/**
 * The Letong card bill (spec 2.2 /letong-bill, public path): a guest reads what the card is and logs in
 * for the bill; a user without the card is told so and shown the packages.
 */
export default function LetongBillPage() {
  return (
    <div className="rp-page">
      <p className="rp-notice">乐通卡是合作机构发行的消费分期卡，账单按月出具。</p>
      <GuestGate what="乐通卡账单">{() => <Bill />}</GuestGate>
    </div>
  );
}

function Bill() {
  const bill = useLetongBill();
  return <QueryView query={bill}>{(b) => <Statement b={b} />}</QueryView>;
}

function Statement({ b }: { b: LetongBillData }) {
  if (!b.opened) {
    return (
      <section className="rp-card rp-result" data-testid="letong-none">
        <h2>您还未开通乐通卡</h2>
        <p>开通后可在这里查看每月账单</p>
        <Button color="primary" fill="outline" onClick={() => shell.navigate('/letong-package-list')}>了解乐通卡套餐</Button>
      </section>
    );
  }
  return (
    <section className="rp-card" aria-label="乐通卡账单">
      <div className="rp-apr"><span>本期应还（{b.dueDay}）</span><strong>{formatYuan(b.dueFen)}</strong></div>
      {b.items.map((i) => (
        <div key={`${i.day}-${i.title}`} className="rp-bill">
          <div className="rp-bill-main"><strong>{i.title}</strong><span className="rp-muted">{i.day}</span></div>
          <span className="rp-amount">{formatYuan(i.amountFen)}</span>
        </div>
      ))}
    </section>
  );
}
