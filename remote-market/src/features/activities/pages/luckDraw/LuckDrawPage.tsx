import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { LuckDrawData, WheelPrize } from '@credit/shared/api';
import { GuestGate, QueryView, useSubmit } from '@credit/shared/ui';
import { useLuckDraw, useWheel } from '../../api';
import { ActivityFrame } from '../../components/ActivityFrame';

const percent = (bp: number) => `${bp / 100}%`;
/** A slot that wins something: the wheel's "no prize" slot (谢谢参与) is no prize with odds to advertise. */
const isPrize = (p: WheelPrize) => p.kind !== 'none';

function Wheel() {
  const wheel = useWheel();
  const [result, setResult] = useState<LuckDrawData | null>(null);
  const draw = useSubmit(useLuckDraw('luckDraw'), { idempotency: 'per-intent', onAnswer: (d) => setResult(d) });
  return (
    <QueryView query={wheel}>
      {(w) => (
        <>
          <section className="mk-card" aria-label="奖品与概率">
            <ul className="mk-list mk-flush">
              {w.prizes.filter(isPrize).map((p) => (
                <li key={p.prizeId}>
                  <span className="mk-list-main">{p.title}</span>
                  <span className="mk-list-value">中奖概率 {percent(p.oddsBp)}</span>
                </li>
              ))}
            </ul>
          </section>
          <p className="mk-card" data-testid="draws-left">今日剩余{w.drawsLeftToday ?? 0}次</p>
          <div className="mk-actions">
            <Button block color="primary" size="large" loading={draw.pending} disabled={!w.drawsLeftToday || draw.pending} onClick={() => void draw.run({})}>
              {w.drawsLeftToday ? '立即抽奖' : '今日抽奖次数已用完'}
            </Button>
            {result && (
              <p role="status" className="mk-card" data-testid="draw-result">
                抽奖结果：{result.prize.title}
              </p>
            )}
            {draw.error && <p className="ui-error" role="alert">{draw.error}</p>}
          </div>
          {w.history.length > 0 && (
            <section className="mk-card" aria-label="我的抽奖记录">
              <h2 className="mk-card-title">我的抽奖记录</h2>
              <ul className="mk-list mk-flush">
                {w.history.map((h) => (
                  <li key={h.drawId} data-testid="draw-history">{h.title}</li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </QueryView>
  );
}

/** /luckDraw (activity 10): the wheel's prizes and odds, the draws left today, one draw per tap. */
export default function LuckDrawPage() {
  return (
    <ActivityFrame code="luckDraw">
      <GuestGate what="抽奖">{() => <Wheel />}</GuestGate>
    </ActivityFrame>
  );
}
