import { Link } from 'react-router-dom';
import { QueryView } from '@credit/shared/ui';
import { useActivity } from '../../../../components/activityApi';
import '../../../../components/market.css';

/** /makeMoneyStrategy (spec 2.6, the header's rule explanation): the invitation's rules, public. */
export default function MakeMoneyStrategyPage() {
  const invite = useActivity('invite');
  return (
    <div className="mk-page">
      <QueryView query={invite}>
        {(a) => (
          <section className="mk-card" aria-labelledby="mk-strategy">
            <h2 id="mk-strategy" className="mk-card-title">{a.title}</h2>
            <p className="mk-muted">活动时间：{a.startDay} 至 {a.endsDay}</p>
            <ol className="mk-rules">
              {a.rules.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ol>
          </section>
        )}
      </QueryView>
      <Link to="/makeMoney" className="mk-card mk-link-card">
        去邀请好友 ›
      </Link>
    </div>
  );
}
