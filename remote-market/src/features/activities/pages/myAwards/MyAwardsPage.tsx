import { formatDateTime } from '@credit/shared';
import { QueryView } from '@credit/shared/ui';
import { useAwards } from '../../api';
import '../../../../components/market.css';

/** /myAwards (award list, login): what the user has won across the activities, newest first. */
export default function MyAwardsPage() {
  const awards = useAwards();
  return (
    <div className="mk-page">
      <QueryView query={awards} isEmpty={(d) => d.list.length === 0} empty={<p className="mk-empty">暂无奖品</p>}>
        {(d) => (
          <ul className="mk-list" aria-label="我的奖品">
            {d.list.map((a) => (
              <li key={a.awardId} data-testid="award">
                <span>{a.title}</span>
                <span className="mk-muted">{formatDateTime(a.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
