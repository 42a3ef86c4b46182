import { WithdrawPanel } from '../../../../components/WithdrawPanel';
import { LinkGrid } from '../../../../components/Cards';
import { WITHDRAW_THRESHOLD_YUAN } from '../../../../components/walletApi';
import '../../../../components/market.css';

/** /spared-fund (spec 2.6): the reward balance ("零钱") and its withdrawal (spec 4.8), with the ways to its records. */
export default function SparedFundPage() {
  return (
    <div className="mk-page">
      <WithdrawPanel />
      <p className="mk-muted">零钱来自邀请奖励和活动奖励，满{WITHDRAW_THRESHOLD_YUAN}元可提现至本人银行卡。</p>
      <LinkGrid label="明细" links={[['/details_index', '收支明细'], ['/rewardDetail', '奖励明细'], ['/withDrawRecord', '提现记录']]} />
    </div>
  );
}
