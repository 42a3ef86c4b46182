import { Link } from '@credit/shared/router';
import { QueryView } from '@credit/shared/ui';
import { useActivity } from '../../../../components/activityApi';
import { RulesCard } from '../../../../components/Cards';
import '../../../../components/market.css';

/** /makeMoneyStrategy (spec 2.6, the header's rule explanation): the invitation's rules, public. */
export default function MakeMoneyStrategyPage() {
  const invite = useActivity('invite');
  return (
    <div className="mk-page">
      <QueryView query={invite}>
        {(a) => (
          <>
            <p className="mk-muted">活动时间：{a.startDay} 至 {a.endsDay}</p>
            <RulesCard id="mk-strategy" title={a.title} rules={a.rules} />
          </>
        )}
      </QueryView>
      <Link to="/makeMoney" className="mk-card mk-link-card">
        去邀请好友 ›
      </Link>
    </div>
  );
}
