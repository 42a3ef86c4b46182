import { QueryView } from '@credit/shared/ui';
import { useActivity } from '../../../../components/activityApi';
import { ActivityHero, LinkGrid, RulesCard } from '../../../../components/Cards';
import '../../../../components/market.css';

/**
 * /spring_tour (spec 2.11: back returns home): the seasonal campaign. Its state comes from the server's
 * business clock and the configured window: not started, running (the campaign's activities), ended.
 */
export default function SpringTourPage() {
  const activity = useActivity('spring_tour');
  return (
    <div className="mk-page">
      <QueryView query={activity}>
        {(a) => (
          <>
            <ActivityHero activity={a} withDates />
            {a.state === 'notStarted' && <p className="mk-card" data-testid="activity-state">活动未开始，{a.startDay}开始</p>}
            {a.state === 'ended' && <p className="mk-card" data-testid="activity-state">活动已结束</p>}
            {a.state === 'running' && (
              <>
                <p className="mk-card" data-testid="activity-state">活动进行中</p>
                <LinkGrid label="踏青季活动" links={[['/seckill', '限时秒杀'], ['/luckDraw', '幸运大转盘'], ['/wishes', '许愿池'], ['/quotaCompetition', '额度竞猜'], ['/ranking', '竞猜达人榜']]} />
              </>
            )}
            <RulesCard id="mk-rules-spring_tour" rules={a.rules} />
          </>
        )}
      </QueryView>
    </div>
  );
}
