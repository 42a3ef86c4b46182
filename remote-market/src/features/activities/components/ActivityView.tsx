import { Button } from 'antd-mobile';
import type { ActivityCode } from '@credit/shared/api';
import { formatYuan } from '@credit/shared/money';
import { GuestGate, QueryView, useSubmit } from '@credit/shared/ui';
import { useActivity } from '../../../components/activityApi';
import { useLuckDraw } from '../api';
import { ActivityHero, RulesCard } from '../../../components/Cards';
import '../../../components/market.css';

function Draw({ code }: { code: ActivityCode }) {
  const activity = useActivity(code);
  const draw = useSubmit(useLuckDraw(code));
  return (
    <QueryView query={activity}>
      {(a) =>
        a.prize ? (
          <p role="status" className="mk-card" data-testid="activity-prize">
            恭喜获得 {a.prize.title} {formatYuan(a.prize.amountFen)}，已放入我的优惠券
          </p>
        ) : a.ended ? (
          <p className="mk-card">活动已结束</p>
        ) : (
          <div className="mk-actions">
            <Button block color="primary" size="large" loading={draw.pending} disabled={!a.canDraw || draw.pending} onClick={() => void draw.run({})}>
              {a.canDraw ? '立即领取' : a.audience === 'new' ? '仅限新用户参与' : a.audience === 'old' ? '仅限借过款的用户参与' : '您已参与过本活动'}
            </Button>
            {draw.error && <p className="ui-error" role="alert">{draw.error}</p>}
          </div>
        )
      }
    </QueryView>
  );
}

/** One activity page (redRain, aug_old_user, welcomeNew): its rules for everyone, the draw for the user. */
export function ActivityView({ code }: { code: ActivityCode }) {
  const activity = useActivity(code);
  return (
    <div className="mk-page">
      <QueryView query={activity}>
        {(a) => (
          <>
            <ActivityHero activity={a} withDates />
            <GuestGate what="活动奖励">{() => <Draw code={code} />}</GuestGate>
            <RulesCard id={`mk-rules-${code}`} rules={a.rules} />
          </>
        )}
      </QueryView>
    </div>
  );
}
