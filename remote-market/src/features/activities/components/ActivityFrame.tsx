import type { ReactNode } from 'react';
import { Link } from '@credit/shared/router';
import type { ActivityCode } from '@credit/shared/api';
import { QueryView } from '@credit/shared/ui';
import { useActivity } from '../../../components/activityApi';
import { ActivityHero } from '../../../components/Cards';
import '../../../components/market.css';

/**
 * An activity platform page (issue 28): the activity's banner from the activity info call, the page's
 * own part, and the links to its rules page (/activityRules) and the user's prizes (/myAwards).
 */
export function ActivityFrame({ code, children }: { code: ActivityCode; children: ReactNode }) {
  const activity = useActivity(code);
  return (
    <div className="mk-page">
      <QueryView query={activity}>{(a) => <ActivityHero activity={a} />}</QueryView>
      {children}
      <p className="mk-muted">
        <Link to={`/activityRules?code=${code}`}>活动规则</Link>
        {' · '}
        <Link to="/myAwards">我的奖品</Link>
      </p>
    </div>
  );
}
