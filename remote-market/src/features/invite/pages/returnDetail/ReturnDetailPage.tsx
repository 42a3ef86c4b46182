import { INVITE_FRIEND_STATUS_TITLES } from '@credit/shared';
import { formatYuan, signedAmount } from '@credit/shared/money';
import { GuestGate } from '@credit/shared/ui';
import { InviteCard } from '../../components/InviteCard';
import '../../../../components/market.css';

/** /returnDetail (spec 2.6): the friends invited and the reward each earned or is waiting for (masked mobiles). */
export default function ReturnDetailPage() {
  return (
    <div className="mk-page">
      <GuestGate what="邀请明细">
        {() => (
          <InviteCard>
            {(i) =>
              i.friends.length === 0 ? (
                <p className="mk-empty">还没有好友接受邀请，快去邀请吧</p>
              ) : (
                <ul className="mk-list" aria-label="邀请的好友">
                  {i.friends.map((f) => (
                    <li key={`${f.mobile}-${f.registeredDay}`}>
                      <span className="mk-list-main">
                        <span>{f.mobile}</span>
                        <span className="mk-muted">{f.registeredDay} 注册 · {INVITE_FRIEND_STATUS_TITLES[f.rewardStatus]}</span>
                      </span>
                      <strong className="mk-list-value">
                        {f.rewardStatus === 'vested' ? `${signedAmount('in', f.rewardFen)}元` : f.rewardStatus === 'pending' ? `待到账 ${formatYuan(i.rewardPerFriendFen)}` : '待奖励'}
                      </strong>
                    </li>
                  ))}
                </ul>
              )
            }
          </InviteCard>
        )}
      </GuestGate>
    </div>
  );
}
