import { useSearchParams } from '@credit/shared/router';
import type { ActivityCode } from '@credit/shared/api';
import { QueryView } from '@credit/shared/ui';
import { useActivity } from '../../../../components/activityApi';
import { ActivityHero, RulesCard } from '../../../../components/Cards';
import '../../../../components/market.css';

/** The activity platform's activities that have a rules page here. */
const CODES: readonly ActivityCode[] = ['seckill', 'luckDraw', 'wishes', 'help', 'ranking', 'spring_tour', 'qzrace'];
const isCode = (code: string | null): code is ActivityCode => CODES.includes(code as ActivityCode);

function Rules({ code }: { code: ActivityCode }) {
  const activity = useActivity(code);
  return (
    <QueryView query={activity}>
      {(a) => (
        <>
          <ActivityHero activity={a} withDates />
          <RulesCard id={`mk-rules-${code}`} rules={a.rules} />
        </>
      )}
    </QueryView>
  );
}

/** /activityRules?code= : an activity's rules and dates (each platform activity page links here). */
export default function ActivityRulesPage() {
  const code = useSearchParams()[0].get('code');
  return <div className="mk-page">{isCode(code) ? <Rules code={code} /> : <p className="mk-empty">活动不存在</p>}</div>;
}
