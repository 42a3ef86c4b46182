import { formatYuan } from '@credit/shared/money';
import { GuestGate, QueryView } from '@credit/shared/ui';
import { useActivity } from '../../../../components/activityApi';
import { ShareButton } from '../../../../components/ShareButton';
import { InviteCard } from '../../components/InviteCard';
import { ActivityHero, RulesCard } from '../../../../components/Cards';
import '../../../../components/market.css';

/** /friendRedBag (spec 2.10): a red packet to share with friends; sharing needs the invitation's qualification. */
export default function FriendRedBagPage() {
  const activity = useActivity('friendRedBag');
  return (
    <div className="mk-page">
      <QueryView query={activity}>
        {(a) => <ActivityHero activity={a} />}
      </QueryView>
      <GuestGate what="好友红包">
        {() => (
          <InviteCard>
            {(i) => (
              <section className="mk-card">
                <p>好友注册并首次借款、按期还款后，您得 {formatYuan(i.rewardPerFriendFen)}奖励</p>
                <div className="mk-actions">
                  <ShareButton code="friendRedBag" label="发红包给好友" />
                </div>
              </section>
            )}
          </InviteCard>
        )}
      </GuestGate>
      {activity.data && <RulesCard id="mk-redbag-rules" rules={activity.data.rules} />}
    </div>
  );
}
