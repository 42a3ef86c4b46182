import { GuestGate } from '@credit/shared/ui';
import { ShareButton } from '../../../../components/ShareButton';
import { WithdrawPanel } from '../../../../components/WithdrawPanel';
import { InviteCard } from '../../components/InviteCard';
import { LinkGrid } from '../../../../components/Cards';
import { WITHDRAW_THRESHOLD_YUAN } from '../../../../components/walletApi';
import '../../../../components/market.css';

/**
 * /makeMoney (spec 2.6): invite friends (the server decides who may, spec 6), the reward balance and
 * its withdrawal (spec 4.8), the records, and the way to the friends' red packet (friendRedBag).
 */
export default function MakeMoneyPage() {
  return (
    <div className="mk-page">
      <section className="mk-hero">
        <h2>邀请好友 赚现金</h2>
        <p>好友通过您的邀请码注册并借款，按期还款后您即可获得现金奖励，满{WITHDRAW_THRESHOLD_YUAN}元可提现</p>
      </section>
      <GuestGate what="邀请奖励">
        {() => (
          <>
            <InviteCard>
              {() => (
                <div className="mk-actions">
                  <ShareButton code="invite" label="邀请好友" />
                </div>
              )}
            </InviteCard>
            <WithdrawPanel />
            <LinkGrid label="明细" links={[['/returnDetail', '邀请明细'], ['/rewardDetail', '奖励明细'], ['/withDrawRecord', '提现记录'], ['/spared-fund', '我的零钱']]} />
          </>
        )}
      </GuestGate>
      {/* The other sharing activity (spec 2.10 friendRedBag): public, like the offer it shares. */}
      <LinkGrid label="更多活动" links={[['/friendRedBag', '好友红包']]} />
    </div>
  );
}
