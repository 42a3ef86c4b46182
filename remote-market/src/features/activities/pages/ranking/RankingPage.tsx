import { QueryView } from '@credit/shared/ui';
import { useRanking } from '../../api';
import { ActivityFrame } from '../../components/ActivityFrame';

/** /ranking (activity 10): the top ten by points won in the guessing game, and the user's place. */
export default function RankingPage() {
  const ranking = useRanking();
  return (
    <ActivityFrame code="ranking">
      <QueryView query={ranking}>
        {(r) => (
          <>
            {r.mine && (
              <p className="mk-card" data-testid="my-rank">
                我的排名：第{r.mine.rank}名，赢得{r.mine.points}积分
              </p>
            )}
            {r.list.length === 0 ? (
              <p className="mk-empty">暂无排名</p>
            ) : (
              <ol className="mk-list">
                {r.list.map((row) => (
                  <li key={row.rank} data-testid="rank-row">
                    <span>
                      {row.rank}. {row.mobile}
                    </span>
                    <span className="mk-list-value">{row.points}积分</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </QueryView>
    </ActivityFrame>
  );
}
