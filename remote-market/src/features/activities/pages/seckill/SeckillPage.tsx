import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { SeckillGoods } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { GuestGate, QueryView, useSubmit } from '@credit/shared/ui';
import { useSeckill, useSeckillList } from '../../api';
import { ActivityFrame } from '../../components/ActivityFrame';

const BUTTON_TEXT: Record<SeckillGoods['state'], string> = { onSale: '立即抢购', soldOut: '已抢光', limitReached: '已抢到' };

function Goods({ goods }: { goods: SeckillGoods }) {
  const [done, setDone] = useState(false);
  const grab = useSubmit(useSeckill(), { idempotency: 'per-intent', onAnswer: () => setDone(true) });
  return (
    <li data-testid={`seckill-${goods.goodsId}`} className="mk-card">
      <div className="mk-row">
        <div className="mk-list-main">
          <strong>{goods.title}</strong>
          {/* The line breaks between its terms, never inside one (每人限抢1 / 件). */}
          <span className="mk-muted mk-terms">
            <span>{goods.pricePoints}积分</span> · <span>面值{formatYuan(goods.couponFen)}</span> · <span>每人限抢{goods.perUserLimit}件</span>
          </span>
          <span className="mk-muted">剩余 {goods.left}/{goods.stock}</span>
        </div>
        <Button className="mk-nowrap" color="primary" loading={grab.pending} disabled={goods.state !== 'onSale' || grab.pending} onClick={() => void grab.run({ goodsId: goods.goodsId })}>
          {BUTTON_TEXT[goods.state]}
        </Button>
      </div>
      {done && <p role="status">抢购成功，优惠券已放入我的优惠券</p>}
      {grab.error && <p className="ui-error" role="alert">{grab.error}</p>}
    </li>
  );
}

/** /seckill (activity 10): the goods, their stock and the user's grabs; a grab spends points once per key. */
export default function SeckillPage() {
  const list = useSeckillList();
  return (
    <ActivityFrame code="seckill">
      <GuestGate what="秒杀">
        {() => (
          <QueryView query={list}>
            {(l) => (
              <>
                <p className="mk-card" data-testid="my-points">我的积分：{l.points ?? 0}</p>
                <ul className="mk-flush" style={{ listStyle: 'none' }}>
                  {l.goods.map((g) => (
                    <Goods key={g.goodsId} goods={g} />
                  ))}
                </ul>
              </>
            )}
          </QueryView>
        )}
      </GuestGate>
    </ActivityFrame>
  );
}
